/// The metadata scanner on any bytes as a user's Swift source: it reads or skips, and never traps.
enum SwiftSourceFuzz {
    static func check(_ input: [UInt8]) {
        _ = PropertyTitleScanner(source: input).declarations()
    }
}
