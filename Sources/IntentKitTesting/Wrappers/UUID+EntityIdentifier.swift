import Foundation
import IntentJSON
import IntentKitClient
import IntentWire

extension UUID: EntityIdentifierConvertible {
    /// The UUID string, upper-case as Foundation prints it.
    public var entityIdentifierString: String { UUIDText.string(self) }
}
