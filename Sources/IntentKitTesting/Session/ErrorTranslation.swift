import Foundation

/// Turns wire and connection failures into the four error types tests see.
enum ErrorTranslation {
    static func translate(_ error: any Error, app: LiveApp, subject: String) async -> any Error {
        switch error {
        case let error as ResponseError:
            return translate(error, app: app)
        case let error as ConnectionError where error.kind == .timedOut:
            return AppProcessError(
                kind: .timedOut, bundleIdentifier: app.bundleIdentifier,
                message: "\(app.bundleIdentifier) did not answer \(subject) within \(TestTimeouts.request); set INTENTKIT_TIMEOUT (seconds) to wait longer",
                diagnostics: app.diagnostics)
        case let error as ConnectionError where error.kind == .closed:
            let termination = await terminationSoon(of: app.child)
            let how = termination.map { "the app \($0)" } ?? "the app closed its output"
            return AppProcessError(
                kind: .terminated, bundleIdentifier: app.bundleIdentifier,
                message: "\(app.bundleIdentifier) ended while answering \(subject): \(how); the next call relaunches it",
                termination: termination, diagnostics: app.diagnostics)
        case let error as ConnectionError:
            return AppProcessError(kind: .protocolViolation, bundleIdentifier: app.bundleIdentifier, message: error.message, diagnostics: app.diagnostics)
        default:
            return error
        }
    }

    static func translate(_ error: ResponseError, app: LiveApp) -> any Error {
        let details = error.data
        switch error.code {
        case .intentFailed:
            return IntentPerformError(
                kind: .threw, intent: details?.owner ?? "", message: error.message,
                errorType: details?.errorType, errorCode: details?.errorCode, diagnostics: app.diagnostics)
        case .cancelled:
            return IntentPerformError(kind: .cancelled, intent: details?.owner ?? "", message: error.message, dialog: details?.dialog, diagnostics: app.diagnostics)
        case .promptUnanswered:
            return IntentPerformError(kind: .promptUnanswered, intent: details?.owner ?? "", message: error.message, dialog: details?.dialog, diagnostics: app.diagnostics)
        case .internalError:
            return AppProcessError(kind: .protocolViolation, bundleIdentifier: app.bundleIdentifier, message: error.message, diagnostics: app.diagnostics)
        default:
            return IntentRequestError(
                kind: details?.kind ?? error.code.description, message: error.message,
                suggestions: details?.suggestions ?? [], diagnostics: app.diagnostics)
        }
    }

    /// Gives a closing process a moment to be reaped and its stderr drained, so the error can say how it ended and why.
    static func terminationSoon(of child: ChildProcess) async -> Termination? {
        for _ in 0..<50 {
            if child.termination != nil, child.hasFinishedStderr { break }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return child.termination
    }
}
