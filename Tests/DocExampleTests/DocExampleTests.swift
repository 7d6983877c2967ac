// The examples of README.md and the IntentKitTesting articles, built from those documents by the DocExamples build
// plugin (see `doc-examples.txt`): each ```swift block is compiled where it belongs, and run against a private,
// seeded CometCal when it is statements; a compiler error or a failure names the document's own line. An example
// that stops compiling or working fails here, and none is copied into a test by hand.
