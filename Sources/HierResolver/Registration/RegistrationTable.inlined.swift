/// Registrations by key: an open-addressing hash table with linear probing, made for the two
/// maps every container keeps (its own registrations, and a child's view of what it found up the
/// chain).
///
/// Why not `Dictionary`: a registration already carries its key, so a slot needs only the key's
/// hash and an unmanaged reference (16 bytes, trivially copyable). Growing moves slots with
/// their stored hash, never rehashing a key or touching a reference count, and a probe compares
/// the stored hash before it reads the registration. Registering 200 types into a fresh
/// container spends most of its time growing the table, and a resolve probes it once.
///
/// An *owning* table holds a strong reference to each registration (a container's own); a
/// view's table holds none: an entry is read only while the tree's epoch is unchanged, and every
/// removal bumps the epoch, so its registration is still owned by a container of the chain.
/// Every use is under the tree's lock. What a mutation takes out is handed back owned, so the
/// caller releases it after unlocking.
@usableFromInline
struct RegistrationTable: ~Copyable {
    @usableFromInline
    struct Slot {
        /// The key's ``RegistrationKey/tableHash``; meaningless in an empty slot.
        @usableFromInline var hash: Int
        /// `nil` marks an empty slot.
        @usableFromInline var registration: Unmanaged<AnyRegistration>?
    }

    /// `capacity` slots (a power of two), or `nil` before the first insertion.
    @usableFromInline var slots: UnsafeMutablePointer<Slot>?
    /// `capacity - 1`.
    @usableFromInline var mask = 0
    /// How many slots are full.
    @usableFromInline private(set) var count = 0
    /// Whether the table holds a strong reference to each registration.
    @usableFromInline let owning: Bool

    init(owning: Bool) {
        self.owning = owning
    }

    @inlinable
    deinit {
        guard let slots else { return }
        if owning {
            for index in 0...mask { slots[index].registration?.release() }
        }
        slots.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The registration stored under `key`, or `nil`.
    @inlinable @inline(__always)
    subscript(key: RegistrationKey) -> AnyRegistration? {
        unmanaged(key)?.takeUnretainedValue()
    }

    /// The registration stored under `key`, not retained: the resolve path reads a cached instance
    /// through it under the lock without touching the registration's reference count.
    @inlinable @inline(__always)
    func unmanaged(_ key: RegistrationKey) -> Unmanaged<AnyRegistration>? {
        guard let index = index(of: key, hash: key.tableHash) else { return nil }
        return slots.unsafelyUnwrapped[index].registration
    }

    /// Every registration, in no particular order. (For an owning table: a view's registrations may
    /// be gone once the epoch moves on.)
    var values: [AnyRegistration] {
        var result: [AnyRegistration] = []
        result.reserveCapacity(count)
        forEachRegistration { result.append($0) }
        return result
    }

    /// Calls `body` with every registration, in no particular order, without retaining any: a miss
    /// reads each registration's key and type under the lock at the cost of reading them, and retains
    /// only the few it keeps (storing a registration retains it, as usual).
    func forEachRegistration(_ body: (AnyRegistration) -> Void) {
        guard let slots else { return }
        for index in 0...mask {
            // Unretained: a retain and release of each add 140,000 instructions to a miss among 2,000
            // registrations (720,000 to 860,000), all of them under the tree lock that other threads'
            // hits wait on (the benchmark's MISS).
            slots[index].registration?._withUnsafeGuaranteedRef(body)
        }
    }

    /// Stores `registration` under its key unless the key is taken; returns the registration
    /// that holds the key then (which stays), or `nil` when `registration` was stored.
    mutating func insertIfAbsent(_ registration: AnyRegistration) -> AnyRegistration? {
        let hash = registration.key.tableHash
        if let index = index(of: registration.key, hash: hash) {
            return slots.unsafelyUnwrapped[index].registration.unsafelyUnwrapped.takeUnretainedValue()
        }
        insertNew(registration, hash: hash)
        return nil
    }

    /// Stores `registration` under its key, in place of the registration that held it; returns
    /// that one (owned by the caller now), or `nil` when the key was free.
    mutating func replace(with registration: AnyRegistration) -> AnyRegistration? {
        let hash = registration.key.tableHash
        guard let index = index(of: registration.key, hash: hash) else {
            insertNew(registration, hash: hash)
            return nil
        }
        let slots = slots.unsafelyUnwrapped
        let previous = slots[index].registration.unsafelyUnwrapped
        slots[index].registration = retained(registration)
        return handedBack(previous)
    }

    /// Removes what is stored under `key`; returns it (owned by the caller now), or `nil`.
    mutating func removeValue(forKey key: RegistrationKey) -> AnyRegistration? {
        guard let index = index(of: key, hash: key.tableHash), let slots else { return nil }
        let removed = slots[index].registration.unsafelyUnwrapped
        closeGap(at: index, in: slots)
        count -= 1
        return handedBack(removed)
    }

    /// Removes every registration that `shouldRemove` picks; returns them (owned by the caller now).
    mutating func removeAll(where shouldRemove: (AnyRegistration) -> Bool) -> [AnyRegistration] {
        values.filter(shouldRemove).compactMap { removeValue(forKey: $0.key) }
    }

    /// Empties a view's table and keeps its slots. (Only a view's: an owning table would release
    /// registrations here, under the lock.)
    mutating func removeAllKeepingCapacity() {
        precondition(!owning, "HierResolver: an owning registration table is never emptied in place")
        guard let slots, count > 0 else { return }
        slots.update(repeating: Slot(hash: 0, registration: nil), count: mask + 1)
        count = 0
    }

    // MARK: - Probing

    /// The slot holding `key`, if any: the one probe every lookup and mutation makes.
    @inlinable @inline(__always)
    func index(of key: RegistrationKey, hash: Int) -> Int? {
        guard let slots else { return nil }
        var index = hash & mask
        while let registration = slots[index].registration {
            // Read without a retain: one here costs W1 a sixth (154 instructions to 178), W2-W5 3-5%.
            if slots[index].hash == hash, registration._withUnsafeGuaranteedRef({ $0.key == key }) { return index }
            index = (index &+ 1) & mask
        }
        return nil
    }

    private func retained(_ registration: AnyRegistration) -> Unmanaged<AnyRegistration> {
        owning ? Unmanaged.passRetained(registration) : Unmanaged.passUnretained(registration)
    }

    /// A registration taken out of the table, owned by the caller: the table's reference, if it held one.
    private func handedBack(_ registration: Unmanaged<AnyRegistration>) -> AnyRegistration {
        owning ? registration.takeRetainedValue() : registration.takeUnretainedValue()
    }

    /// Stores a registration whose key is not in the table, growing it first when it would be
    /// more than half full.
    private mutating func insertNew(_ registration: AnyRegistration, hash: Int) {
        if (count + 1) * 2 > mask + 1 || slots == nil { grow() }
        let slots = slots.unsafelyUnwrapped
        var index = hash & mask
        while slots[index].registration != nil { index = (index &+ 1) & mask }
        slots[index] = Slot(hash: hash, registration: retained(registration))
        count += 1
    }

    /// Doubles the slots (8 at first) and moves every slot over by its stored hash.
    private mutating func grow() {
        let newMask = slots == nil ? 7 : mask * 2 + 1
        let newSlots = UnsafeMutablePointer<Slot>.allocate(capacity: newMask + 1)
        // Only the registration marks a slot empty (a slot's hash is read only when it holds one), and
        // `Slot` is trivial, so clearing that field alone initialises the slots: half the bytes of a
        // `memset`, whose `rep stosb` also counts an instruction a byte.
        var index = 0
        while index <= newMask {
            newSlots[index].registration = nil
            index &+= 1
        }
        if let slots {
            for old in 0...mask where slots[old].registration != nil {
                var index = slots[old].hash & newMask
                while newSlots[index].registration != nil { index = (index &+ 1) & newMask }
                newSlots[index] = slots[old]
            }
            slots.deallocate()
        }
        slots = newSlots
        mask = newMask
    }

    /// Empties the slot at `gap` and shifts later slots of the same probe run back into it, so
    /// that every key stays reachable from its home slot without tombstones.
    private func closeGap(at gap: Int, in slots: UnsafeMutablePointer<Slot>) {
        var gap = gap
        var index = gap
        while true {
            index = (index &+ 1) & mask
            guard slots[index].registration != nil else { break }
            let home = slots[index].hash & mask
            // The slot may move back to the gap unless its home lies cyclically in (gap, index].
            let staysPut = gap < index ? (home > gap && home <= index) : (home > gap || home <= index)
            if !staysPut {
                slots[gap] = slots[index]
                gap = index
            }
        }
        slots[gap].registration = nil
    }
}

extension RegistrationKey {
    /// The hash ``RegistrationTable`` stores and probes by: a multiply-xorshift mix of the
    /// identities (program-chosen, so no flooding defence is needed) and the variant's string hash.
    /// (`Set` and `Dictionary`, used off the resolve path, hash a key with `hash(into:)`.)
    @inlinable @inline(__always)
    var tableHash: Int {
        var mixed = UInt64(UInt(bitPattern: type))
        if let arguments { mixed ^= UInt64(UInt(bitPattern: arguments)) &* 0x9E37_79B9_7F4A_7C15 }
        if let variant { mixed ^= UInt64(UInt(bitPattern: variant.rawValue.hashValue)) }
        mixed = (mixed ^ (mixed >> 31)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }
}
