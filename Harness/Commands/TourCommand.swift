import Foundation
import IntentKitClient
import IntentWire

/// `harness` with no arguments: launch CometCal in a temporary container, seed it, and show what it exposes.
struct TourCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "tour",
        abstract: "Launch CometCal in a temporary container, seed it, and show its intents, entities and events.",
        options: [SharedOptions.json],
        examples: ["swift run harness", "swift run harness --json", "swift run harness tour --json"])

    let json: Bool

    init(arguments: ParsedArguments) throws {
        json = arguments.flag("--json")
    }

    func run(output: Terminal) async throws -> Int32 {
        SampleAppBuild.ensureBuilt(for: KnownApps.sample, output: output)
        let session = AppSession.isolated(bundleIdentifier: KnownApps.sample)
        do {
            let metadata = try await session.metadata()
            _ = try await session.run("SeedSampleEventsIntent", parameters: [:])
            let events = try await session.entities("EventEntity", EntityQuerySpec(kind: .all))
            if json {
                output.print(try ValueText.json(TourData(metadata: metadata, events: events.map(IntentValue.entity))))
            } else {
                output.print(TourText.render(metadata: metadata, events: events, container: session.containerURL.path, output: output))
            }
            await session.shutdown()
            return ExitStatus.success
        } catch {
            await session.shutdown()
            throw KnownApps.suggesting(error)
        }
    }
}

/// The tour as JSON: the app's metadata and the seeded events.
struct TourData: Encodable {
    let metadata: AppMetadata
    let events: [IntentValue]
}

/// The tour's text, apart from the I/O so it can be tested.
enum TourText {
    static func render(metadata: AppMetadata, events: [EntityValue], container: String, output: Terminal) -> String {
        var lines: [String] = []
        let app = metadata.app
        lines.append(output.bold("\(app.name) \(app.version)") + " (\(app.bundleIdentifier))")
        lines.append(output.dim("Launched in a temporary container (\(container)) and seeded with SeedSampleEventsIntent."))
        lines.append("")
        lines.append(output.bold("Intents (\(metadata.intents.count))"))
        for intent in metadata.intents {
            lines.append("  " + MetadataText.signature(intent))
            if let description = intent.description { lines.append("      " + output.dim(description)) }
        }
        lines.append("")
        lines.append(output.bold("Entities"))
        lines += metadata.entities.map { "  " + MetadataText.summary($0) }
        lines += metadata.transientEntities.map { "  \($0.name) (transient): " + $0.properties.map(\.name).joined(separator: ", ") }
        lines.append("")
        lines.append(output.bold("Enums"))
        lines += metadata.enums.map { "  \($0.name): " + $0.cases.map(\.rawValue).joined(separator: ", ") }
        lines.append("")
        lines.append(output.bold("Seeded events (\(events.count))"))
        let rows = events.map { event -> [String] in
            let property = event.properties
            var start = "?"
            if case .date(let date)? = property["startDate"] {
                let allDay = property["isAllDay"] == .bool(true)
                start = allDay ? DateArgument().formatDay(date) + " (all day)" : DateArgument().format(date)
            }
            let title = property["title"].map(ValueText.inline) ?? event.display?.title ?? "?"
            let calendar = property["calendar"].map(ValueText.inline) ?? "?"
            let status = property["status"].flatMap { $0.isNull ? nil : ValueText.inline($0) } ?? "-"
            return [start, title, calendar, status]
        }
        lines += table(rows).map { "  " + $0 }
        lines.append("")
        lines.append(output.bold("Next"))
        let id = app.bundleIdentifier
        let next = [
            ("harness describe \(id) CreateEventIntent", "one intent in detail"),
            ("harness run \(id) SeedSampleEventsIntent", "seed CometCal's own data (kept between runs)"),
            ("harness query \(id) EventEntity --matching \"Cosmic Ray\"", "run a string query"),
            ("harness search \(id) EventEntity nebula", "search the index"),
            ("harness shell \(id)", "explore one live app, navigate, read the screen"),
            ("swift test", "run the IntentKit and CometCal test suites"),
        ]
        lines += table(next.map { [$0.0, $0.1] }).map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// Left-aligned columns separated by two spaces.
    static func table(_ rows: [[String]]) -> [String] {
        guard let columns = rows.map(\.count).max() else { return [] }
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
    }
}
