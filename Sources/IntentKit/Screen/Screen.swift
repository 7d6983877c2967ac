import IntentWire

/// What the app shows right now, as the system sees it: a headless analogue of its views.
///
/// A screen has a name, the static texts it shows, and its entity
/// annotations in the three forms SwiftUI offers:
/// - ``primaryEntity``: the one entity the screen is about (the
///   `NSUserActivity.appEntityIdentifier` analogue), reported as selected;
/// - ``elements``: entities annotated on individual visible views;
/// - ``collections``: a list annotated by selection type, reported for every
///   visible row, and for selected rows even when scrolled off screen.
///
/// The app description's `screen` closure returns the current one:
/// ```swift
/// Screen(
///     name: "EventListView", texts: ["Today"] + events.map(\.title),
///     collections: [
///         CollectionAnnotation(rows: events.map { EntityIdentifier(for: $0) }, visibleRows: 0..<8, selectedRows: [1])
///     ])
/// ```
/// Tests read it with `viewAnnotations()` and `HeadlessApplication`; see the article *Screens and the search index*.
public struct Screen: Sendable {
    /// The screen's name, such as `EventDetailView`.
    public var name: String
    /// The static texts on screen, top to bottom.
    public var texts: [String]
    /// The entity the whole screen is about, if any.
    public var primaryEntity: EntityIdentifier?
    /// Entities annotated on individual visible views.
    public var elements: [EntityIdentifier]
    /// Lists annotated row by row.
    public var collections: [CollectionAnnotation]

    /// Creates a screen.
    public init(name: String, texts: [String] = [], primaryEntity: EntityIdentifier? = nil, elements: [EntityIdentifier] = [], collections: [CollectionAnnotation] = []) {
        self.name = name
        self.texts = texts
        self.primaryEntity = primaryEntity
        self.elements = elements
        self.collections = collections
    }

    /// The annotations the system reports, in screen order, with whether each is selected.
    var reportedAnnotations: [(identifier: EntityIdentifier, isSelected: Bool)] {
        var result: [(EntityIdentifier, Bool)] = []
        if let primaryEntity { result.append((primaryEntity, true)) }
        result += elements.map { ($0, false) }
        for collection in collections {
            let visible = collection.visibleRows.clamped(to: 0..<collection.rows.count)
            result += visible.map { (collection.rows[$0], collection.selectedRows.contains($0)) }
            result += collection.selectedRows.sorted().filter { !visible.contains($0) && collection.rows.indices.contains($0) }
                .map { (collection.rows[$0], true) }
        }
        return result
    }
}

/// A list whose rows are annotated with the entities they show (`.appEntityIdentifier(forSelectionType:)`).
///
/// Every row's entity, in list order, with the range of rows on screen and the selected rows:
/// ```swift
/// CollectionAnnotation(rows: events.map { EntityIdentifier(for: $0) }, visibleRows: 0..<8, selectedRows: [1])
/// ```
/// The rows on screen are reported in order, each selected or not; selected rows off screen are reported after them.
public struct CollectionAnnotation: Sendable {
    /// Every row's entity, in list order.
    public var rows: [EntityIdentifier]
    /// The rows on screen.
    public var visibleRows: Range<Int>
    /// The selected rows, by index; reported even when off screen.
    public var selectedRows: Set<Int>

    /// Creates a collection annotation.
    public init(rows: [EntityIdentifier], visibleRows: Range<Int>, selectedRows: Set<Int> = []) {
        self.rows = rows
        self.visibleRows = visibleRows
        self.selectedRows = selectedRows
    }
}
