// The examples of the IntentKit articles, built from those documents by the DocExamples build plugin (see
// `doc-examples.txt`): each ```swift block is compiled beside CometCal's code, whose types the examples use; a
// compiler error names the document's own line. Manifests are evaluated by SwiftPM.
