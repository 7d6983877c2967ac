import IntentWire
import Foundation

let status = await Harness.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
