import Foundation
import IntentTransport
import IntentWire

// Before any other thread starts (each inherits the mask of the thread that creates it): a harness launched
// from a thread that blocks signals would otherwise ignore Ctrl-C and `kill`, and pass the mask on to apps.
ChildSignals.unblockAll()
let status = await Harness.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
