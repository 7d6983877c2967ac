#if !canImport(Darwin)
    extension String.LocalizationValue {
        /// How a localization value's key follows from its text, so that the key is made only when read.
        ///
        /// The key is the text with each interpolated value replaced by its placeholder (`%@`, `%lld`, …) and each
        /// `%` of the literal parts doubled. A layout remembers where the first few values fell in the text (as
        /// UTF-8 offsets); past those, it writes the key out as far as the text goes and starts again after it.
        @usableFromInline struct KeyLayout: Sendable {
            /// Whether the literal parts' `%` are doubled; `false` for a plain literal, whose key is its text.
            private var escapesLiterals = false
            /// The key as far as it was written out, once more values came than the spans hold; `nil` (no
            /// reference to count when a value is copied) for almost every value.
            private var written: WrittenKey?
            /// Filled spans after what ``written`` covers, each packed as start, end and placeholder (see ``pack``).
            private var spans: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            private var spanCount = 0

            /// The layout of a plain literal: the key is the text.
            @usableFromInline static let text = KeyLayout()
            /// The layout of an interpolation before any value: the key is the text with `%` doubled.
            @usableFromInline static let interpolated = KeyLayout(escapesLiterals: true)

            private init(escapesLiterals: Bool = false) {
                self.escapesLiterals = escapesLiterals
            }

            /// Records that the text's UTF-8 bytes `range` hold a value shown in the key as `placeholder`
            /// (`nil`: as the bytes themselves, unescaped).
            @usableFromInline mutating func markFilled(_ range: Range<Int>, with placeholder: Placeholder?, in text: String) {
                let span = Self.pack(range, placeholder)
                if spanCount < 4, let span {
                    withUnsafeMutableBytes(of: &spans) { $0.storeBytes(of: span, toByteOffset: spanCount * 8, as: UInt64.self) }
                    spanCount += 1
                    return
                }
                let bytes = Array(text.utf8)
                var key = keyBytes(of: bytes, upTo: range.lowerBound)
                if let placeholder {
                    key += placeholder.formatSpecifier.utf8
                } else {
                    key += bytes[range]
                }
                written = WrittenKey(key: key, coveredUpTo: range.upperBound)
                spanCount = 0
            }

            /// The key for `text`.
            func key(for text: String) -> String {
                guard escapesLiterals else { return text }
                let bytes = Array(text.utf8)
                return String(decoding: keyBytes(of: bytes, upTo: bytes.count), as: UTF8.self)
            }

            /// The key's bytes for the text's first `end` bytes (`end` is never inside a filled span).
            private func keyBytes(of text: [UInt8], upTo end: Int) -> [UInt8] {
                var key = written?.key ?? []
                var position = written?.coveredUpTo ?? 0
                for index in 0..<spanCount {
                    let span = withUnsafeBytes(of: spans) { $0.load(fromByteOffset: index * 8, as: UInt64.self) }
                    let (range, placeholder) = Self.unpack(span)
                    guard range.lowerBound <= end else { break }
                    Self.appendEscaped(text[position..<range.lowerBound], to: &key)
                    if let placeholder {
                        key += placeholder.formatSpecifier.utf8
                    } else {
                        key += text[range]
                    }
                    position = range.upperBound
                }
                Self.appendEscaped(text[position..<max(position, end)], to: &key)
                return key
            }

            private static func appendEscaped(_ literal: ArraySlice<UInt8>, to key: inout [UInt8]) {
                for byte in literal {
                    key.append(byte)
                    if byte == UInt8(ascii: "%") { key.append(byte) }
                }
            }

            /// Offsets below 2²⁸ each, and the placeholder in the top byte; `nil` for text too long to pack.
            private static func pack(_ range: Range<Int>, _ placeholder: Placeholder?) -> UInt64? {
                guard range.upperBound < 1 << 28 else { return nil }
                let code: UInt64 =
                    switch placeholder {
                    case nil: 0
                    case .object: 1
                    case .int: 2
                    case .uint: 3
                    case .float: 4
                    case .double: 5
                    }
                return UInt64(range.lowerBound) | UInt64(range.upperBound) << 28 | code << 56
            }

            /// The key's bytes for the text up to `coveredUpTo`.
            private final class WrittenKey: Sendable {
                let key: [UInt8]
                let coveredUpTo: Int

                init(key: [UInt8], coveredUpTo: Int) {
                    self.key = key
                    self.coveredUpTo = coveredUpTo
                }
            }

            private static func unpack(_ span: UInt64) -> (Range<Int>, Placeholder?) {
                let mask: UInt64 = 1 << 28 - 1
                let placeholders: [Placeholder?] = [nil, .object, .int, .uint, .float, .double]
                return (Int(span & mask)..<Int(span >> 28 & mask), placeholders[Int(span >> 56)])
            }
        }
    }
#endif
