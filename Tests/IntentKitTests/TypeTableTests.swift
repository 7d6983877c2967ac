import Synchronization
import Testing

@testable import IntentKit

/// One value per type, made once however many threads ask at once, and kept for types past the table's slots.
@Suite struct TypeTableTests {
    @Test func keepsOneValuePerType() {
        let table = TypeTable<String>()
        #expect(table.value(for: Int.self) { "Int" } == "Int")
        #expect(table.value(for: String.self) { "String" } == "String")
        #expect(table.value(for: Int.self) { "made again" } == "Int")
        #expect(table.value(for: [Int].self) { "[Int]" } == "[Int]")
    }

    @Test func everyoneGetsTheValueStoredFirst() async {
        let table = TypeTable<Int>()
        let made = Counter()
        let values = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<64 {
                group.addTask { table.value(for: Double.self) { made.count.add(1, ordering: .relaxed).oldValue } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        // Each maker returns how many had started before it; the first stored wins for all.
        #expect(Set(values).count == 1)
        #expect(table.value(for: Double.self) { -1 } == values[0])
        #expect(made.count.load(ordering: .relaxed) >= 1)
    }

    @Test func aValueMayBeMadeFromOtherTypesInTheSameTable() {
        let table = TypeTable<String>()
        let outer = table.value(for: [Int].self) { "array of " + table.value(for: Int.self) { "Int" } }
        #expect(outer == "array of Int")
        #expect(table.value(for: Int.self) { "made again" } == "Int")
    }

    @Test func keepsTypesBeyondItsSlots() {
        let table = TypeTable<Int>()
        var types: [Any.Type] = []
        Self.collectNestedArrayTypes(of: Int.self, count: 1_000, into: &types)
        #expect(Set(types.map(ObjectIdentifier.init)).count == 1_000)
        for (depth, type) in types.enumerated() { #expect(table.value(for: type) { depth } == depth) }
        for (depth, type) in types.enumerated() { #expect(table.value(for: type) { -1 } == depth) }
    }

    private final class Counter: Sendable {
        let count = Atomic<Int>(0)
    }

    /// `[T]`, `[[T]]`, … : as many distinct types as asked for, made at run time.
    private static func collectNestedArrayTypes<T>(of type: T.Type, count: Int, into types: inout [Any.Type]) {
        guard count > 0 else { return }
        types.append(type)
        collectNestedArrayTypes(of: [T].self, count: count - 1, into: &types)
    }
}
