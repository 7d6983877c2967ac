import IntentKitClient
import IntentTransport
import IntentWire

// What a test author touches, reachable with `import IntentKitTesting` alone.
// The types live in the client core (shared with the harness) and the protocol module;
// these names make them part of this module's vocabulary without re-exporting either module.

/// A connection to one app: its process, its private data container, its prompt answers.
public typealias AppSession = IntentKitClient.AppSession
/// How the test side answers the prompts an intent raises.
public typealias PromptAnswers = IntentKitClient.PromptAnswers
/// How an unanswered prompt's error says to answer it.
public typealias PromptAdvice = IntentKitClient.PromptAdvice
/// The app process failed: not found, not launched, ended, timed out, broke the protocol, or its container is in use.
public typealias AppProcessError = IntentKitClient.AppProcessError
/// The app's code ran and did not succeed.
public typealias IntentPerformError = IntentKitClient.IntentPerformError
/// A request named something the app does not have, or gave a value it could not resolve.
public typealias IntentRequestError = IntentKitClient.IntentRequestError
/// What explains a failure: the executable, its stderr tail, the last messages.
public typealias Diagnostics = IntentKitClient.Diagnostics
/// The executable a session launched, and when it was built.
public typealias LaunchedExecutable = IntentKitClient.LaunchedExecutable
/// The situation an error describes, shared by the app, the test side and the harness.
public typealias ErrorKind = IntentWire.ErrorKind
/// How an app process ended.
public typealias Termination = IntentTransport.Termination
/// Why IntentKit ended an app process itself (a deadline, a relaunch or shutdown): never a crash.
public typealias StopReason = IntentTransport.StopReason
/// A prompt the app sent while an intent runs, as a prompt handler receives it.
public typealias PromptRequest = IntentWire.PromptRequest
/// A prompt handler's answer.
public typealias PromptResponse = IntentWire.PromptResponse
/// A person an intent takes or returns: identifier, name and handles.
public typealias IntentPerson = IntentWire.IntentPerson
/// The kind of a prompt: confirmation, value, disambiguation.
public typealias PromptKind = IntentWire.PromptKind
/// Everything an app exposes: intents, entities, enums, value queries.
public typealias AppMetadata = IntentWire.AppMetadata
/// The app's visible screen: its name, texts and annotations.
public typealias ScreenResponse = IntentWire.ScreenResponse
/// The dialog an intent returned.
public typealias DialogValue = IntentWire.DialogValue
/// A value as it crosses the pipe, for values with no more specific Swift type.
public typealias IntentValue = IntentWire.IntentValue
/// A file an intent takes or returns: `try result.value.attachment` reads one.
public typealias IntentFile = IntentWire.IntentFile
/// An amount of money in a currency.
public typealias IntentCurrencyAmount = IntentWire.IntentCurrencyAmount
#if os(Linux) || !canImport(UniformTypeIdentifiers)
    /// The kind of content a file holds, such as `public.plain-text`.
    public typealias UTType = IntentWire.UTType
#endif
/// How far a running intent has got: what `run(progress:)` receives.
public typealias IntentProgressUpdate = IntentKitClient.IntentProgressUpdate
/// A snippet's view: text, labels, stacks and buttons.
public typealias SnippetNode = IntentWire.SnippetNodeValue
