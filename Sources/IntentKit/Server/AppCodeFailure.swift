import Foundation
import IntentWire

/// Turns whatever the app's own code threw into the wire error that says so.
///
/// Every surface that runs app code (an intent's `perform()`, entity and
/// value queries, the screen, search) reports through here, so an app's
/// error reaches the test side as the app's error (`appFailed`, kind
/// `appThrew`) with its type, case and own message, never as a bug in IntentKit.
enum AppCodeFailure {
    /// The wire form of an error thrown by app code.
    /// - Parameters:
    ///   - error: What was thrown.
    ///   - source: What ran, for the message: `CreateEventIntent`, `EventEntity's string query`.
    static func responseError(for error: any Error, source: String) -> ResponseError {
        switch error {
        case let error as ResponseError:
            return error
        case let error as ResolutionError:
            return error.responseError
        case let error as UserCancelledError:
            return ResponseError(code: .cancelled, message: error.description, data: ErrorDetails(kind: .cancelledByUser, owner: source, dialog: error.dialog))
        case let error as ConfirmationDeclinedError:
            return ResponseError(code: .cancelled, message: error.description, data: ErrorDetails(kind: .confirmationDeclined, owner: source, dialog: error.dialog))
        case is CancellationError:
            return ResponseError(code: .cancelled, message: "\(source) was cancelled", data: ErrorDetails(kind: .cancelled, owner: source))
        default:
            let thrown = ThrownErrorDescription(error)
            return ResponseError(
                code: .appFailed,
                message: "\(source) failed: \(thrown.message)",
                data: ErrorDetails(kind: .appThrew, owner: source, errorType: thrown.typeName, errorCode: thrown.code, errorMessage: thrown.message))
        }
    }

    /// Runs app code, reporting what it throws as the app's error.
    static func run<Result: Sendable>(_ source: @autoclosure () -> String, _ body: () async throws -> Result) async throws -> Result {
        do {
            return try await body()
        } catch {
            throw responseError(for: error, source: source())
        }
    }
}

/// The parts of an error an app threw that cross the wire: its type, its case or code, and its message.
struct ThrownErrorDescription {
    /// The Swift type name: `CometCalError`.
    let typeName: String
    /// The enum case name (`eventNotFound`), an `NSError`'s numeric code, or `nil` for other errors.
    let code: String?
    /// The error's own message: its `localizedStringResource`, else `LocalizedError.errorDescription`, else its description.
    let message: String

    init(_ error: any Error) {
        typeName = String(describing: type(of: error))
        if let predefined = (error as? AppIntentError)?.code {
            code = predefined
        } else if let caseName = Self.enumCaseName(of: error) {
            code = caseName
        } else if type(of: error) is NSError.Type {
            code = String((error as NSError).code)
        } else {
            code = nil
        }
        if let described = error as? any CustomLocalizedStringResourceConvertible {
            message = described.localizedStringResource.text
        } else if let localized = error as? any LocalizedError, let text = localized.errorDescription {
            message = text
        } else {
            message = String(describing: error)
        }
    }

    /// The case name of an error that is an enum, even when it describes itself otherwise.
    private static func enumCaseName<Thrown: Error>(of error: Thrown) -> String? {
        guard Mirror(reflecting: error).displayStyle == .enum, let name = swiftEnumCaseName(error) else { return nil }
        return String(cString: name)
    }
}

/// The Swift runtime's own lookup of an enum value's case name, the one `print` uses for enums without a description.
/// It is not hidden by `CustomStringConvertible`, which is why it is used here.
@_silgen_name("swift_EnumCaseName")
private func swiftEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
