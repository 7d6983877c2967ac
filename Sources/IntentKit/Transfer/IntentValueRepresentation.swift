#if os(Linux) || !canImport(CoreTransferable)
    import IntentWire

    /// A representation as a system intent value (an `IntentPerson`, …) instead of content: Apple's
    /// `IntentValueRepresentation`, also spelled `ValueRepresentation` inside an entity.
    ///
    /// ```swift
    /// ValueRepresentation(exporting: { attendee in IntentPerson(identifier: .applicationDefined(attendee.name),
    ///     name: .displayName(attendee.name), handle: nil) }, importing: { person in Attendee(name: person.displayName) })
    /// ```
    /// A test reads it with `exported(as: IntentPerson.self)` and gives one back with `resolved(from: person)`.
    public struct IntentValueRepresentation<Item, Value: IntentValueCodable>: TransferRepresentation {
        let transfer: ValueTransfer<Item>

        /// Exports the item as a value.
        public init(exporting: @escaping @Sendable (Item) async throws -> Value) {
            transfer = ValueTransfer(valueType: Value.valueType, export: { item in try await exporting(item).intentValue }, importing: nil)
        }

        /// Imports the item from a value.
        public init(importing: @escaping @Sendable (Value) async throws -> Item) {
            transfer = ValueTransfer(valueType: Value.valueType, export: nil, importing: Self.importing(importing))
        }

        /// Exports the item as a value and imports it from one.
        public init(exporting: @escaping @Sendable (Item) async throws -> Value, importing: @escaping @Sendable (Value) async throws -> Item) {
            transfer = ValueTransfer(
                valueType: Value.valueType, export: { item in try await exporting(item).intentValue }, importing: Self.importing(importing))
        }

        /// The one value type and its conversions.
        public var contentTransfers: [any Sendable] { [transfer] }

        private static func importing(_ importing: @escaping @Sendable (Value) async throws -> Item) -> @Sendable (IntentWire.IntentValue) async throws -> Item {
            { value in
                let context = ResolutionContext(intent: nil, path: "imported \(Value.valueType)", prompter: nil)
                return try await importing(try await Value.resolve(value, in: context))
            }
        }
    }

    /// One value type a type is exported as or imported from, with the conversions.
    struct ValueTransfer<Item>: Sendable {
        var valueType: ValueType
        var export: (@Sendable (Item) async throws -> IntentWire.IntentValue)?
        var importing: (@Sendable (IntentWire.IntentValue) async throws -> Item)?
    }

    extension AppEntity {
        /// Apple's name for ``IntentValueRepresentation`` inside an entity.
        public typealias ValueRepresentation<Item, Value: IntentValueCodable> = IntentValueRepresentation<Item, Value>
    }

    extension TransientAppEntity {
        /// Apple's name for ``IntentValueRepresentation`` inside an entity.
        public typealias ValueRepresentation<Item, Value: IntentValueCodable> = IntentValueRepresentation<Item, Value>
    }

    extension Transferable {
        /// The value types of the type, in order, with their item type checked.
        static var valueTransfers: [ValueTransfer<Self>] {
            transferRepresentation.contentTransfers.compactMap { $0 as? ValueTransfer<Self> }
        }
    }
#endif
