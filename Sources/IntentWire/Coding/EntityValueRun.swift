/// Entity values read by one thread of a two-halves read, kept where they can be moved out instead of copied.
///
/// Joining the halves' arrays copied every entity of the second half (retaining its identifier, properties and
/// display, then releasing them when the half was freed): a tenth of the test side's time reading a large page.
/// The runs are joined by moving both into one array.
///
/// Used by one thread at a time: filled by the thread reading its half, joined after both have finished.
final class EntityValueRun: @unchecked Sendable {
    private var storage: UnsafeMutablePointer<EntityValue>
    private var capacity: Int
    /// How many entities the run holds.
    private(set) var count = 0

    init() {
        capacity = 256
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Adds an entity at the end, moving it in.
    func append(_ entity: consuming EntityValue) {
        if count == capacity {
            let grown = UnsafeMutablePointer<EntityValue>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = grown
            capacity *= 2
        }
        (storage + count).initialize(to: entity)
        count += 1
    }

    /// Both runs' entities in one array, in order, moved out of the runs (which are left empty).
    static func joined(_ first: EntityValueRun, _ second: EntityValueRun) -> [EntityValue] {
        let total = first.count + second.count
        return [EntityValue](unsafeUninitializedCapacity: total) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            base.moveInitialize(from: first.storage, count: first.count)
            (base + first.count).moveInitialize(from: second.storage, count: second.count)
            initialized = total
            first.count = 0
            second.count = 0
        }
    }
}
