import Foundation
import IntentTransport
import IntentWire

/// Turns wire and connection failures into the error types tests see.
enum ErrorTranslation {
    static func translate(_ error: any Error, app: LiveApp, subject: String, end: ProcessEnd?) -> any Error {
        let bundle = app.bundleIdentifier
        switch error {
        case let error as ResponseError:
            return translate(error, app: app)
        case let error as ConnectionError:
            switch error.kind {
            case .timedOut:
                return AppProcessError(
                    kind: .timedOut, bundleIdentifier: bundle,
                    message:
                        "\(bundle) did not answer \(subject) within \(app.timeouts.request); it was asked to cancel and did, and it keeps running. Set \(IntentKitEnvironment.timeout) (seconds) to wait longer",
                    diagnostics: app.diagnostics)
            case .unresponsive:
                return AppProcessError(
                    kind: .timedOut, bundleIdentifier: bundle,
                    message:
                        "\(bundle) did not answer \(subject) within \(app.timeouts.request), nor within \(app.timeouts.grace) of being asked to cancel it, so it was killed (pid \(app.child.pid)); the next call relaunches it. Set \(IntentKitEnvironment.timeout) (seconds) to wait longer",
                    end: end, diagnostics: app.diagnostics)
            case .closed, .notDelivered:
                return ended(app, while: error.kind == .closed ? "while answering \(subject)" : "before \(subject) was sent", end: end)
            default:
                return AppProcessError(kind: .protocolViolation, bundleIdentifier: bundle, message: error.message, diagnostics: app.diagnostics)
            }
        default:
            return error
        }
    }

    /// The error for an app that ended: its crash cause first (when it ended on its own), then how it ended.
    static func ended(_ app: LiveApp, while doing: String, end: ProcessEnd?) -> AppProcessError {
        let cause = end?.stopReason == nil ? crashCause(in: app.child.stderrText) : nil
        let how = end.map { "it \($0)" } ?? "it closed its output"
        let sentence = "\(app.bundleIdentifier) ended \(doing): \(how); the next call relaunches it"
        return AppProcessError(
            kind: .terminated, bundleIdentifier: app.bundleIdentifier,
            message: cause.map { "\($0)\n\(sentence)" } ?? sentence,
            end: end, cause: cause, diagnostics: app.diagnostics)
    }

    static func translate(_ error: ResponseError, app: LiveApp) -> any Error {
        let details = error.data
        switch error.code {
        case .appFailed:
            return IntentPerformError(
                kind: error.kind == .nothingToUndo ? .nothingToUndo : .threw, intent: details?.owner ?? "", message: error.message,
                errorType: details?.errorType, errorCode: details?.errorCode, errorMessage: details?.errorMessage, diagnostics: app.diagnostics)
        case .cancelled:
            let kind: IntentPerformError.Kind = error.kind == .cancelledByUser ? .cancelledByUser : .cancelled
            return IntentPerformError(kind: kind, intent: details?.owner ?? "", message: error.message, dialog: details?.dialog, diagnostics: app.diagnostics)
        case .promptUnanswered:
            return IntentPerformError(kind: .promptUnanswered, intent: details?.owner ?? "", message: error.message, dialog: details?.dialog, diagnostics: app.diagnostics)
        case .internalError:
            return AppProcessError(kind: .protocolViolation, bundleIdentifier: app.bundleIdentifier, message: error.message, diagnostics: app.diagnostics)
        default:
            return IntentRequestError(kind: error.kind, message: error.message, suggestions: details?.suggestions ?? [], diagnostics: app.diagnostics)
        }
    }

    /// The line of a crashed app's stderr that says why: the Swift runtime's `Fatal error:` and its kin.
    static func crashCause(in stderr: String) -> String? {
        let lines = stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.last { isCrashCause($0) }
    }

    /// Whether a line of stderr is one the runtime writes as the app dies, saying why.
    static func isCrashCause<Line: StringProtocol>(_ line: Line) -> Bool {
        ["Fatal error:", "Precondition failed:", "Assertion failed:", "fatal error:", "Unexpectedly found nil", "terminate called", "Segmentation fault"].contains { line.contains($0) }
    }
}
