/// The metadata scanner on any bytes as a user's Swift source: it reads or skips, and never traps; and whatever it
/// finds, the generated files are made without trapping.
enum SwiftSourceFuzz {
    static func check(_ input: [UInt8]) {
        let scanner = PropertyTitleScanner(source: input)
        _ = EntityPropertiesFile(declarations: scanner.declarations()).text
        let types = scanner.typeDeclarations()
        _ = AppTypesFile(catalog: AppTypeCatalog(own: types, dependencies: [("Dependency", types)])).text
    }
}
