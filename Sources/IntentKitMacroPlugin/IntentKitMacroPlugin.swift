import SwiftSyntaxMacros

#if canImport(SwiftCompilerPlugin)
    import SwiftCompilerPlugin

    /// The compiler plugin that expands IntentKit's macros, through the swift-syntax package's entry point.
    @main
    struct IntentKitMacroPlugin: CompilerPlugin {
        let providingMacros: [any Macro.Type] = IntentKitMacroList.all
    }
#else
    @_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

    /// The compiler plugin that expands IntentKit's macros, over the toolchain's plugin message handling (the
    /// toolchain has no `SwiftCompilerPlugin` module): it answers the compiler on standard input and output.
    @main
    struct IntentKitMacroPlugin {
        static func main() throws {
            let connection = try StandardIOMessageConnection()
            try CompilerPluginMessageListener(connection: connection, provider: MacroProvider()).main()
        }
    }

    /// Finds a macro by its type name, as the compiler asks for it.
    struct MacroProvider: PluginProvider {
        struct UnknownMacro: Error, CustomStringConvertible {
            let name: String
            var description: String { "IntentKitMacroPlugin has no macro \(name)" }
        }

        func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
            guard let macro = IntentKitMacroList.all.first(where: { "\($0)" == typeName }) else { throw UnknownMacro(name: typeName) }
            return macro
        }

        func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
            throw UnknownMacro(name: "library \(libraryPath)")
        }

        var features: [PluginFeature] { [] }
    }
#endif

/// Every macro the plugin expands.
enum IntentKitMacroList {
    static var all: [any Macro.Type] {
        [
            EntityPropertyMarkerMacro.self, UnionValueMacro.self, AppIntentSchemaMacro.self, AppEntitySchemaMacro.self, AppEnumSchemaMacro.self,
        ]
    }
}
