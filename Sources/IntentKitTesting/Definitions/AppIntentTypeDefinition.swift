import IntentKitClient
import IntentWire

/// A definition whose values have a type-erased instance form: entities, transient entities, enums.
public protocol AppIntentTypeDefinition {
    /// The type-erased value the definition describes.
    associatedtype Instance: IntentValueConvertible
    /// Throws unless the value is of this definition's type.
    func isInstance(_ value: Instance) throws
}

func typeCheck(_ actual: String, is expected: String, what: String) throws {
    guard actual == expected else {
        throw IntentValueError(kind: .typeMismatch, message: "the \(what) is a \(actual), not a \(expected)")
    }
}
