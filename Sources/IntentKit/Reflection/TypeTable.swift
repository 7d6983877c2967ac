import Synchronization

/// One value per type, worked out once and then read without taking a lock.
///
/// Type names, entity-type facts and wrapper layouts are looked up several times for every entity written and
/// every intent run. Behind a mutex the two threads that write a page's halves hand the lock's cache line to each
/// other. Here an entry is added under a lock
/// and never removed or changed (a program has a fixed set of types), so a reader needs one acquiring load per
/// slot it probes and no write to shared memory at all.
///
/// Unchecked because the slots are raw memory: each holds 0 or the address of an immutable entry published
/// with a releasing store after the entry was initialised, and entries live as long as the table.
final class TypeTable<Value: Sendable>: @unchecked Sendable {
    private struct Entry {
        let key: ObjectIdentifier
        let value: Value
    }

    /// Slots for 768 types before lookups fall back to the locked table; an app has tens.
    private static var capacity: Int { 1_024 }
    private static var largestFill: Int { capacity / 4 * 3 }

    private let slots: UnsafeMutablePointer<Atomic<UInt>>
    /// Serialises additions; holds the entries added beyond the slots' fill limit.
    private let additions = Mutex<(count: Int, overflow: [ObjectIdentifier: Value])>((0, [:]))

    init() {
        slots = .allocate(capacity: Self.capacity)
        for slot in 0..<Self.capacity { (slots + slot).initialize(to: Atomic(0)) }
    }

    deinit {
        for slot in 0..<Self.capacity {
            let address = slots[slot].load(ordering: .acquiring)
            if let entry = UnsafeMutablePointer<Entry>(bitPattern: address) {
                entry.deinitialize(count: 1)
                entry.deallocate()
            }
        }
        slots.deinitialize(count: Self.capacity)
        slots.deallocate()
    }

    /// The type's value: the one stored, or the one `make` works out.
    ///
    /// `make` runs outside the table's lock, so that it may look up other types in the same table (working out a
    /// type's layout can ask for its fields' types); two threads asking for a new type at once may both make its
    /// value, and both get the one stored first.
    func value(for type: Any.Type, orMake make: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        if let value = stored(for: key) { return value }
        let made = make()
        return additions.withLock { additions in
            if let value = stored(for: key) ?? additions.overflow[key] { return value }
            if additions.count < Self.largestFill {
                let entry = UnsafeMutablePointer<Entry>.allocate(capacity: 1)
                entry.initialize(to: Entry(key: key, value: made))
                var slot = Self.firstSlot(for: key)
                while slots[slot].load(ordering: .relaxed) != 0 { slot = (slot + 1) % Self.capacity }
                slots[slot].store(UInt(bitPattern: entry), ordering: .releasing)
                additions.count += 1
            } else {
                additions.overflow[key] = made
            }
            return made
        }
    }

    /// The value stored in a slot for the type; `nil` when it has none there (it may then be in the overflow).
    private func stored(for key: ObjectIdentifier) -> Value? {
        var slot = Self.firstSlot(for: key)
        while let entry = UnsafePointer<Entry>(bitPattern: slots[slot].load(ordering: .acquiring)) {
            if entry.pointee.key == key { return entry.pointee.value }
            slot = (slot + 1) % Self.capacity
        }
        return nil
    }

    /// Where probing for a type starts: its metadata address, mixed (the low bits of an address are alike).
    private static func firstSlot(for key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 54) % capacity
    }
}
