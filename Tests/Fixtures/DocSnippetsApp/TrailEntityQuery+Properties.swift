import Foundation
import IntentKit

// The property query as Apple's sample code writes it, with predicates built from closures
// (swift-corelibs-foundation has no predicate format strings).
extension TrailEntityQuery: EntityPropertyQuery {
    static var properties = QueryProperties {
        Property(\TrailEntity.$name) {
            EqualToComparator { name in NSPredicate { trail, _ in (trail as? TrailEntity)?.name == name } }
            ContainsComparator { text in NSPredicate { trail, _ in (trail as? TrailEntity)?.name.localizedCaseInsensitiveContains(text) == true } }
        }
        Property(\TrailEntity.$activities) {
            ContainsComparator { (activity: ActivityStyle) in NSPredicate { trail, _ in (trail as? TrailEntity)?.activities.contains(activity) == true } }
        }
        Property(\TrailEntity.$trailLength) {
            LessThanComparator { length in NSPredicate { trail, _ in ((trail as? TrailEntity)?.trailLength).map { $0 < length } == true } }
            GreaterThanComparator { length in NSPredicate { trail, _ in ((trail as? TrailEntity)?.trailLength).map { $0 > length } == true } }
        }
    }

    static var sortingOptions = SortingOptions {
        SortableBy(\TrailEntity.$name)
        SortableBy(\TrailEntity.$trailLength)
    }

    func entities(
        matching comparators: [NSPredicate],
        mode: ComparatorMode,
        sortedBy: [EntityQuerySort<TrailEntity>],
        limit: Int?
    ) async throws -> [TrailEntity] {
        let predicate =
            mode == .and
            ? NSCompoundPredicate(andPredicateWithSubpredicates: comparators) : NSCompoundPredicate(orPredicateWithSubpredicates: comparators)
        var matched = try await allEntities().filter { predicate.evaluate(with: $0) }
        for sort in sortedBy.reversed() {
            let ascending = sort.order == .ascending
            if sort.by == \TrailEntity.$name {
                matched.sort { ascending ? $0.name < $1.name : $0.name > $1.name }
            } else if sort.by == \TrailEntity.$trailLength {
                matched.sort { ascending ? $0.trailLength < $1.trailLength : $0.trailLength > $1.trailLength }
            }
        }
        if let limit { matched = Array(matched.prefix(limit)) }
        return matched
    }
}
