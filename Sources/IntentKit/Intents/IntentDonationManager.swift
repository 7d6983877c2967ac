import Foundation
import Synchronization

/// Donations of intents the person performed in the app, from which the system learns to suggest them.
///
/// ```swift
/// IntentDonationManager.shared.donate(intent: OpenEventIntent(target: event))
/// ```
/// IntentKit has no system that suggests, so a donation is kept in the app's memory for its run (``donatedIntents``
/// lists them, for the app's own checks) and given an identifier that ``deleteDonations(matching:)`` takes back.
public final class IntentDonationManager: Sendable {
    /// The app's donation manager.
    public static let shared = IntentDonationManager()

    private let donations = Mutex<[(identifier: IntentDonationIdentifier, intent: String)]>([])

    private init() {}

    /// Donates an intent the person just performed in the app.
    @discardableResult
    public func donate<Intent: AppIntent>(intent: Intent) -> IntentDonationIdentifier {
        let identifier = IntentDonationIdentifier()
        donations.withLock { $0.append((identifier, Intent.typeIdentifier)) }
        return identifier
    }

    /// Donates an intent with the result it gave.
    @discardableResult
    public func donate<Intent: AppIntent, Result: IntentResult>(intent: Intent, result: Result) async throws -> IntentDonationIdentifier {
        donate(intent: intent)
    }

    /// Removes donations: by identifier, or every donation of an intent type.
    public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws {
        donations.withLock { donations in
            switch predicate.kind {
            case .identifiers(let identifiers): donations.removeAll { identifiers.contains($0.identifier) }
            case .intentType(let name): donations.removeAll { $0.intent == name }
            }
        }
    }

    /// The type names of the intents donated in this run and not deleted, oldest first.
    public var donatedIntents: [String] { donations.withLock { $0.map(\.intent) } }
}

/// Names one donation.
public struct IntentDonationIdentifier: Sendable, Hashable {
    private let value = UUID()
}

/// Which donations ``IntentDonationManager/deleteDonations(matching:)`` removes.
public struct IntentDonationMatchingPredicate: Sendable {
    enum Kind: Sendable {
        case identifiers([IntentDonationIdentifier])
        case intentType(String)
    }

    let kind: Kind

    /// The donations with these identifiers.
    public static func donationIdentifiers(_ identifiers: [IntentDonationIdentifier]) -> Self { Self(kind: .identifiers(identifiers)) }

    /// Every donation of an intent type.
    public static func intentType<Intent: AppIntent>(_ type: Intent.Type) -> Self { Self(kind: .intentType(Intent.typeIdentifier)) }
}
