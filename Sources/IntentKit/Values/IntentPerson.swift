import Foundation
import IntentWire

extension IntentPerson: IntentValueCodable {
    /// `IntentPerson`.
    public static var valueType: ValueType { .person }

    /// The person with their name and handles.
    public var intentValue: IntentValue { .person(self) }

    /// Accepts a person whose handles have text.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> IntentPerson {
        guard case .person(let person) = value else { throw context.typeMismatch(expected: valueType, given: value) }
        if let empty = ([person.handle].compactMap { $0 } + person.aliases).first(where: { $0.value.text.isEmpty }) {
            throw ResolutionError(
                message: "\(context.subject): a handle of \(person.displayName) is empty; give an email address, phone number or app-defined address",
                details: ErrorDetails(kind: .typeMismatch, name: context.path, owner: context.intent, expected: "a handle with text", given: "\(empty.value)"))
        }
        return person
    }

    /// Creates a person with an image, as App Intents does.
    public init(identifier: Identifier, name: Name, handle: Handle?, aliases: [Handle] = [], isMe: Bool = false, image: DisplayRepresentation.Image?) {
        self.init(identifier: identifier, name: name, handle: handle, aliases: aliases, isMe: isMe)
        self.image = image?.wireValue
    }
}
