import Foundation
import IntentKitMacros

// Apple's attribute macros, as iOS 26 and 27 code writes them: a schema entity with computed and deferred
// properties, a union value, and a schema intent and enum.

/// A star chart: an entity that follows a schema, with properties computed when sent and one worked out on request.
@AppEntity(schema: .photos.asset)
struct StarChartEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Star Chart"
    static let defaultQuery = StarChartQuery()
    var id: String
    @Property(title: "Name") var name: String
    @Property(title: "Stars") var stars: Int
    var displayRepresentation: DisplayRepresentation { "\(name)" }

    @ComputedProperty(title: "Brightest")
    var brightest: String { "\(name) Prime" }

    @ComputedProperty
    var starCount: Int { stars }

    @DeferredProperty(title: "Survey")
    var survey: String {
        get async throws { "surveyed \(stars) stars of \(name)" }
    }

    init(id: String, name: String, stars: Int) {
        self.id = id
        self.name = name
        self.stars = stars
    }

    static let all = [StarChartEntity(id: "orion", name: "Orion", stars: 7), StarChartEntity(id: "lyra", name: "Lyra", stars: 5)]
}

/// Finds star charts.
struct StarChartQuery: EnumerableEntityQuery {
    func entities(for identifiers: [String]) async throws -> [StarChartEntity] { StarChartEntity.all.filter { identifiers.contains($0.id) } }
    func allEntities() async throws -> [StarChartEntity] { StarChartEntity.all }
}

/// Where a course leads: a charted constellation, or coordinates as text.
@UnionValue
enum CourseDestination {
    case chart(StarChartEntity)
    case coordinates(String)
}

/// How a chart is drawn, following a schema.
@AppEnum(schema: .photos.assetType)
enum ChartStyle: String {
    case lines
    case dots

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Chart Style"
    static let caseDisplayRepresentations: [ChartStyle: DisplayRepresentation] = [.lines: "Lines", .dots: "Dots"]
}

/// Plots a course to a destination of either kind.
@AppIntent(schema: .photos.openAsset)
struct PlotCourseIntent: AppIntent {
    static let title: LocalizedStringResource = "Plot Course"
    @Parameter(title: "Destination") var destination: CourseDestination
    @Parameter(title: "Style", default: .lines) var style: ChartStyle

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let target: String
        switch destination {
        case .chart(let chart): target = chart.name
        case .coordinates(let text): target = text
        }
        return .result(value: "course to \(target) in \(style.rawValue)")
    }
}
