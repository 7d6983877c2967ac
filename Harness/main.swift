import Foundation
import IntentWire

let status = await Harness.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
