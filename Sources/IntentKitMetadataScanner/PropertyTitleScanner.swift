/// Finds the `@Property` members of the types in one Swift file, with their title expressions as written, and the
/// types the file declares with the protocols they name.
///
/// It tracks braces to know which type each declaration belongs to, and
/// `#if` directives to give the generated code the same conditions. Types
/// that another file cannot extend (private ones, and types declared inside
/// functions) are left out of the properties; start-up then names their properties as untitled.
package struct PropertyTitleScanner {
    private let tokenizer: SwiftTokenizer
    private let tokens: [SwiftTokenizer.Token]

    package init(source: [UInt8]) {
        tokenizer = SwiftTokenizer(source: source)
        tokens = tokenizer.tokens()
    }

    private struct Scope {
        /// The type's path when the scope is a type's body, `nil` for any other block.
        var typePath: String?
        /// Where the type's declaration is in the scan's list of types, for a type's body.
        var declarationIndex: Int?
        /// Whether another module can name the type (it and every type around it are public, open or package).
        var isVisibleToOtherModules = false
        /// Whether code in another file can extend the type.
        var isExtendable: Bool
        package var isPublic: Bool
        /// Whether members default to public (a `public extension`).
        var membersArePublic: Bool
        package var condition: String?
    }

    private struct PendingType {
        var path: String
        var isExtendable: Bool
        package var isPublic: Bool
        var membersArePublic: Bool
        var declaration: DeclaredType
    }

    package func declarations() -> [PropertyTitleDeclarations] { scan().properties }

    /// The types the file declares, and the extensions that add conformances, in source order.
    package func typeDeclarations() -> [DeclaredType] { scan().types }

    private func scan() -> (properties: [PropertyTitleDeclarations], types: [DeclaredType]) {
        var types: [DeclaredType] = []
        var scopes: [Scope] = []
        var conditions: [[String?]] = []
        var pending: PendingType?
        // Protocols that attribute macros before a declaration give it (`@AppEntity(schema:)` gives `AppEntity`).
        var attributeConformances: [String] = []
        var modifiers: Set<String> = []
        var found: [String: PropertyTitleDeclarations] = [:]
        var order: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let word = tokenizer.text(token)
            switch token.kind {
            case .directive(let keyword, let condition):
                switch keyword {
                case "if": conditions.append([condition])
                case "elseif": if !conditions.isEmpty { conditions[conditions.count - 1].append(condition) }
                case "else": if !conditions.isEmpty { conditions[conditions.count - 1].append(nil) }
                default: if !conditions.isEmpty { conditions.removeLast() }
                }
            case .punctuation where word == "{":
                if let type = pending {
                    var scope = Scope(
                        typePath: type.path, isExtendable: type.isExtendable, isPublic: type.isPublic, membersArePublic: type.membersArePublic,
                        condition: Self.condition(conditions))
                    scope.isVisibleToOtherModules = type.declaration.isVisibleToOtherModules
                    scope.declarationIndex = types.count
                    scopes.append(scope)
                    var declaration = type.declaration
                    declaration.condition = scope.condition
                    types.append(declaration)
                } else {
                    scopes.append(Scope(typePath: nil, isExtendable: false, isPublic: false, membersArePublic: false, condition: nil))
                }
                pending = nil
                modifiers = []
            case .punctuation where word == "}":
                if !scopes.isEmpty { scopes.removeLast() }
                modifiers = []
            case .punctuation where word == "@":
                if index + 1 < tokens.count, tokenizer.text(tokens[index + 1]) == "Property", let scope = scopes.last, let path = scope.typePath, scope.isExtendable {
                    let (property, next) = propertyDeclaration(after: index + 2)
                    if let property {
                        if found[path] == nil {
                            found[path] = PropertyTitleDeclarations(typePath: path, isPublic: scope.isPublic, condition: scope.condition, properties: [])
                            order.append(path)
                        }
                        found[path]?.properties.append(property)
                    }
                    index = next
                    continue
                }
                if index + 1 < tokens.count, let conformance = Self.conformanceMacros[tokenizer.text(tokens[index + 1])] {
                    attributeConformances.append(conformance)
                }
                if index + 1 < tokens.count, let kind = MarkedProperty.Kind(rawValue: tokenizer.text(tokens[index + 1])), let scope = scopes.last,
                    let path = scope.typePath, scope.isExtendable
                {
                    let (property, next) = propertyDeclaration(after: index + 2)
                    if let property, property.isVisibleToOtherFiles {
                        if found[path] == nil {
                            found[path] = PropertyTitleDeclarations(typePath: path, isPublic: scope.isPublic, condition: scope.condition, properties: [])
                            order.append(path)
                        }
                        let effects = accessorEffects(from: next)
                        found[path]?.marked.append(
                            MarkedProperty(name: property.name, titleExpression: property.titleExpression, kind: kind, isAsync: effects.isAsync, throws: effects.throws))
                    }
                    index = next
                    continue
                }
            case .identifier where word == "requestConfirmation":
                // Inside a function of the type, the innermost scope is the function's body; the type's is further out.
                if let index = scopes.last(where: { $0.declarationIndex != nil })?.declarationIndex { types[index].asksForConfirmation = true }
            case .identifier where ["public", "open", "private", "fileprivate", "internal", "package"].contains(word):
                modifiers.insert(word)
            case .identifier where ["struct", "class", "enum", "actor", "extension", "protocol"].contains(word):
                if let (path, next) = typeName(after: index + 1, isExtension: word == "extension") {
                    let enclosing = scopes.last
                    let atFileScope = scopes.isEmpty
                    let enclosingIsType = enclosing?.typePath != nil
                    let fullPath = word == "extension" || atFileScope || !enclosingIsType ? path : "\(enclosing?.typePath ?? "").\(path)"
                    let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
                    let extendable = word != "protocol" && !isPrivate && (atFileScope || (enclosingIsType && enclosing?.isExtendable == true))
                    let isPublic =
                        modifiers.contains("public") || modifiers.contains("open")
                        || (enclosing?.membersArePublic == true && modifiers.isDisjoint(with: ["internal", "private", "fileprivate", "package"]))
                    let (header, afterHeader) = inheritance(from: next)
                    let visible =
                        (modifiers.contains("public") || modifiers.contains("open") || modifiers.contains("package")
                            || (enclosing?.membersArePublic == true && modifiers.isDisjoint(with: ["internal", "private", "fileprivate"])))
                        && (atFileScope || enclosing?.isVisibleToOtherModules == true)
                    let unreachable: String? =
                        if isPrivate { "it is \(modifiers.contains("private") ? "private" : "fileprivate")" } else if !atFileScope && !enclosingIsType {
                            "it is declared inside a function or closure"
                        } else if !atFileScope && enclosing?.isExtendable != true {
                            "a type around it cannot be named from another file"
                        } else if header.isGeneric { "it is generic" } else { nil }
                    let declaration = DeclaredType(
                        path: fullPath, keyword: word, inherited: header.names + attributeConformances, unreachableBecause: unreachable,
                        isVisibleToOtherModules: word == "extension" ? (visible || !atFileScope) : visible)
                    pending = PendingType(
                        path: fullPath, isExtendable: extendable, isPublic: word == "extension" ? false : isPublic, membersArePublic: word == "extension" && isPublic,
                        declaration: declaration)
                    modifiers = []
                    attributeConformances = []
                    index = afterHeader
                    continue
                }
            default:
                break
            }
            index += 1
        }
        return (order.compactMap { found[$0] }, types)
    }

    /// The attribute macros that make a type adopt a protocol, and the protocol each gives.
    static let conformanceMacros = [
        "AppIntent": "AppIntent", "AppEntity": "AppEntity", "AppEnum": "AppEnum", "UnionValue": "AppUnionValue", "AssistantIntent": "AppIntent",
        "AssistantEntity": "AppEntity", "AssistantEnum": "AppEnum",
    ]

    /// A declaration's generic parameters and the names in its inheritance clause (`AppIntent` from
    /// `IntentKit.AppIntent`, `SetValueIntent` from `SetValueIntent<Bool>`, both halves of `A & B`), read from the
    /// token after its name up to its `{` or `where`; and the index of that `{` or `where`.
    private func inheritance(from start: Int) -> (header: (names: [String], isGeneric: Bool), next: Int) {
        var index = start
        var isGeneric = false
        if index < tokens.count, tokenizer.text(tokens[index]) == "<" {
            isGeneric = true
            index = afterAngleBrackets(from: index)
        }
        var names: [String] = []
        guard index < tokens.count, tokenizer.text(tokens[index]) == ":" else { return ((names, isGeneric), index) }
        index += 1
        var last: String?
        while index < tokens.count {
            let token = tokens[index]
            let word = tokenizer.text(token)
            if token.kind == .punctuation, word == "{" { break }
            if token.kind == .identifier, word == "where" { break }
            if token.kind == .punctuation, word == "@" {
                index += 2  // an attribute: `@retroactive`, `@unchecked`
                continue
            }
            if token.kind == .punctuation, word == "<" {
                index = afterAngleBrackets(from: index)
                continue
            }
            if token.kind == .punctuation, word == "," || word == "&" {
                if let name = last { names.append(name) }
                last = nil
            } else if token.kind == .identifier, !["any", "some"].contains(word) {
                last = word
            } else if token.kind != .punctuation || word != "." {
                // Anything else ends the clause: the declaration is not what it seemed.
                break
            }
            index += 1
        }
        if let name = last { names.append(name) }
        return ((names, isGeneric), index)
    }

    /// The index after the `>` that closes the `<` at `index`.
    private func afterAngleBrackets(from index: Int) -> Int {
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            let word = tokenizer.text(tokens[cursor])
            if tokens[cursor].kind == .punctuation {
                if word == "<" { depth += 1 }
                if word == ">" {
                    depth -= 1
                    if depth == 0 { return cursor + 1 }
                }
                if word == "{" { return cursor }
            }
            cursor += 1
        }
        return cursor
    }

    /// The name after `struct`, `class`, `enum`, `actor`, `protocol` or `extension` (a dotted path for an extension).
    /// `nil` when the keyword is not a declaration (`class func`, `.enum`).
    private func typeName(after index: Int, isExtension: Bool) -> (String, Int)? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        let first = tokenizer.text(tokens[index])
        if ["func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "case"].contains(first) { return nil }
        let keywordIndex = index - 1
        if keywordIndex > 0, tokenizer.text(tokens[keywordIndex - 1]) == "." { return nil }
        var path = first
        var next = index + 1
        while isExtension, next + 1 < tokens.count, tokenizer.text(tokens[next]) == ".", tokens[next + 1].kind == .identifier {
            path += "." + tokenizer.text(tokens[next + 1])
            next += 2
        }
        return (path, next)
    }

    /// The property an `@Property` attribute declares, given the index after `Property`; and the index to go on from.
    private func propertyDeclaration(after start: Int) -> (DeclaredProperty?, Int) {
        var index = start
        var title: String?
        if index < tokens.count, tokenizer.text(tokens[index]) == "(" {
            let (arguments, next) = argumentTokens(from: index)
            title = titleExpression(in: arguments)
            index = next
        }
        var isVisible = true
        while index < tokens.count {
            let word = tokenizer.text(tokens[index])
            if word == "{" || word == "}" { return (nil, index) }
            let limitsOnlySetter = index + 1 < tokens.count && tokenizer.text(tokens[index + 1]) == "("
            if word == "private" || word == "fileprivate", !limitsOnlySetter { isVisible = false }
            if word == "var", index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                return (DeclaredProperty(name: tokenizer.text(tokens[index + 1]), titleExpression: title, isVisibleToOtherFiles: isVisible), index + 2)
            }
            index += 1
        }
        return (nil, index)
    }

    /// Whether a computed property's getter, whose declaration goes on at `start` (after its name), is `async` and
    /// whether it `throws`: read from `get async throws {` at the start of its accessor block.
    private func accessorEffects(from start: Int) -> (isAsync: Bool, throws: Bool) {
        var index = start
        while index < tokens.count, !(tokens[index].kind == .punctuation && tokenizer.text(tokens[index]) == "{") { index += 1 }
        guard index + 1 < tokens.count, tokenizer.text(tokens[index + 1]) == "get" else { return (false, false) }
        var effects = (isAsync: false, throws: false)
        index += 2
        while index < tokens.count, tokens[index].kind == .identifier {
            switch tokenizer.text(tokens[index]) {
            case "async": effects.isAsync = true
            case "throws": effects.throws = true
            default: break
            }
            index += 1
        }
        return effects
    }

    /// The tokens between a `(` at `index` and its matching `)`, and the index after the `)`.
    private func argumentTokens(from index: Int) -> ([SwiftTokenizer.Token], Int) {
        var depth = 0
        var cursor = index
        var inside: [SwiftTokenizer.Token] = []
        while cursor < tokens.count {
            let word = tokenizer.text(tokens[cursor])
            if ["(", "[", "{"].contains(word), tokens[cursor].kind == .punctuation { depth += 1 }
            if [")", "]", "}"].contains(word), tokens[cursor].kind == .punctuation {
                depth -= 1
                if depth == 0 { return (inside, cursor + 1) }
            }
            if cursor > index { inside.append(tokens[cursor]) }
            cursor += 1
        }
        return (inside, cursor)
    }

    /// The source text of the `title:` argument among an attribute's arguments, if there is one.
    private func titleExpression(in arguments: [SwiftTokenizer.Token]) -> String? {
        var depth = 0
        var index = 0
        while index < arguments.count {
            let word = tokenizer.text(arguments[index])
            let isPunctuation = arguments[index].kind == .punctuation
            if isPunctuation, ["(", "[", "{"].contains(word) { depth += 1 }
            if isPunctuation, [")", "]", "}"].contains(word) { depth -= 1 }
            let startsArgument = index == 0 || (tokenizer.text(arguments[index - 1]) == "," && depth == 0)
            if depth == 0, startsArgument, word == "title", index + 1 < arguments.count, tokenizer.text(arguments[index + 1]) == ":" {
                var end = index + 2
                var innerDepth = 0
                while end < arguments.count {
                    let inner = tokenizer.text(arguments[end])
                    if arguments[end].kind == .punctuation, ["(", "[", "{"].contains(inner) { innerDepth += 1 }
                    if arguments[end].kind == .punctuation, [")", "]", "}"].contains(inner) { innerDepth -= 1 }
                    if innerDepth == 0, inner == ",", arguments[end].kind == .punctuation { break }
                    end += 1
                }
                guard end > index + 2 else { return nil }
                return tokenizer.text(from: arguments[index + 2].start, to: arguments[end - 1].end)
            }
            index += 1
        }
        return nil
    }

    /// The condition the active `#if` clauses put on the code: each earlier clause false and the current one true.
    private static func condition(_ stack: [[String?]]) -> String? {
        var parts: [String] = []
        for clauses in stack {
            for earlier in clauses.dropLast() { if let earlier { parts.append("!(\(earlier))") } }
            if let current = clauses.last, let current { parts.append("(\(current))") }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " && ")
    }
}
