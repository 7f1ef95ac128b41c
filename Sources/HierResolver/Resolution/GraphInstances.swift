// The graph instances of one resolution: the one store both drivers keep them in. A thread's
// resolution (`ResolutionState`) keeps the instances themselves; an async resolution
// (`AsyncResolution`) keeps the builds its tasks share, under its requester's tree lock.

/// The graph instances of one resolution, per (registration, context), with the one lookup both
/// drivers use: the newest entry of the pair. Each entry keeps its registration and context alive,
/// so a container made later at a freed container's address can never match it.
///
/// Most resolutions hold a few entries, searched newest first; past ``indexedFrom`` entries (a deep
/// chain of graph registrations) an index by identity keeps each lookup constant, so the chain's
/// cost stays linear in its depth. The index is an open-addressed table of positions, hashed by
/// multiplying the two identities (no `Hasher`), and the entries past the first ``chunkSize`` live in
/// chunks of that many, so that no buffer of a resolution of up to 4,096 entries reaches 64 KB
/// (glibc walks all its freed small blocks whenever a block that large is freed).
struct GraphInstances<Value> {
    struct Entry {
        let registration: AnyRegistration
        let context: DependencyResolver
        var value: Value
    }

    /// How many entries are searched one by one before the index is made.
    static var indexedFrom: Int { 16 }
    /// How many entries a chunk holds (at most 48 KB of them).
    static var chunkSize: Int { 1024 }

    /// The first ``chunkSize`` entries.
    private var first: [Entry] = []
    /// The entries after them, ``chunkSize`` to a chunk.
    private var chunks: [[Entry]] = []
    /// The open-addressed index, once there are ``indexedFrom`` entries: each slot holds the position
    /// of a pair's newest entry plus one (0 is an empty slot); its size is a power of two at least
    /// twice the entries'.
    private var slots: [Int32] = []

    var isEmpty: Bool { first.isEmpty }
    var capacity: Int { first.capacity }
    var count: Int {
        guard let last = chunks.last else { return first.count }
        return Self.chunkSize &* chunks.count &+ last.count
    }

    /// The entry at `position`.
    subscript(position: Int) -> Entry {
        get {
            position < Self.chunkSize
                ? first[position] : chunks[(position &- Self.chunkSize) / Self.chunkSize][position % Self.chunkSize]
        }
        set {
            if position < Self.chunkSize {
                first[position] = newValue
            } else {
                chunks[(position &- Self.chunkSize) / Self.chunkSize][position % Self.chunkSize] = newValue
            }
        }
    }

    /// The position of the newest entry of `registration` in `context`. (Compares identities in
    /// place: iterating would copy, so retain and release, every entry.)
    func position(of registration: AnyRegistration, in context: DependencyResolver) -> Int? {
        let target = ObjectIdentifier(registration)
        let place = ObjectIdentifier(context)
        if !slots.isEmpty {
            let mask = slots.count &- 1
            var slot = Self.hash(target, place) & mask
            while true {
                let stored = Int(slots[slot])
                if stored == 0 { return nil }
                if holds(target, place, at: stored &- 1) { return stored &- 1 }
                slot = (slot &+ 1) & mask
            }
        }
        var position = first.count
        while position > 0 {
            position &-= 1
            if ObjectIdentifier(first[position].registration) == target,
                ObjectIdentifier(first[position].context) == place
            {
                return position
            }
        }
        return nil
    }

    /// The value of the newest entry of `registration` in `context`.
    subscript(registration: AnyRegistration, context: DependencyResolver) -> Value? {
        position(of: registration, in: context).map { self[$0].value }
    }

    /// Adds `value` as the newest entry of `registration` in `context`.
    mutating func append(_ value: Value, of registration: AnyRegistration, in context: DependencyResolver) {
        let entry = Entry(registration: registration, context: context, value: value)
        if first.count < Self.chunkSize {
            first.append(entry)
        } else if let last = chunks.indices.last, chunks[last].count < Self.chunkSize {
            chunks[last].append(entry)
        } else {
            var chunk: [Entry] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunk.append(entry)
            chunks.append(chunk)
        }
        let total = count
        if !slots.isEmpty {
            if total &* 2 > slots.count { reindex() } else { insert(position: total &- 1) }
        } else if total >= Self.indexedFrom {
            reindex()
        }
    }

    /// Replaces the value of the entry at `position`.
    mutating func set(_ value: Value, at position: Int) {
        self[position].value = value
    }

    /// Removes the entry at `position` and returns its value. (A failed build's: rare, so the
    /// entries after it are laid out and indexed anew.)
    mutating func remove(at position: Int) -> Value {
        var all = first
        for chunk in chunks { all.append(contentsOf: chunk) }
        let removed = all.remove(at: position).value
        first = Array(all.prefix(Self.chunkSize))
        chunks = stride(from: Self.chunkSize, to: all.count, by: Self.chunkSize).map {
            var chunk: [Entry] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunk.append(contentsOf: all[$0..<min($0 + Self.chunkSize, all.count)])
            return chunk
        }
        if !slots.isEmpty || count >= Self.indexedFrom { reindex() }
        return removed
    }

    /// Empties the store, keeping the first chunk's buffer when `keepingCapacity`.
    mutating func removeAll(keepingCapacity: Bool) {
        first.removeAll(keepingCapacity: keepingCapacity)
        chunks = []
        slots = []
    }

    /// The identities of the entry at `position`, read in place (a copy of the entry would retain
    /// and release its registration, context and value).
    private func identities(at position: Int) -> (ObjectIdentifier, ObjectIdentifier) {
        if position < Self.chunkSize {
            return (ObjectIdentifier(first[position].registration), ObjectIdentifier(first[position].context))
        }
        let (chunk, offset) = ((position &- Self.chunkSize) / Self.chunkSize, position % Self.chunkSize)
        return (ObjectIdentifier(chunks[chunk][offset].registration), ObjectIdentifier(chunks[chunk][offset].context))
    }

    /// Whether the entry at `position` is of the pair (`target`, `place`).
    private func holds(_ target: ObjectIdentifier, _ place: ObjectIdentifier, at position: Int) -> Bool {
        identities(at: position) == (target, place)
    }

    /// Where the pair's search starts: the identities mixed by multiplication (their low bits are
    /// alignment zeros).
    private static func hash(_ registration: ObjectIdentifier, _ context: ObjectIdentifier) -> Int {
        let mixed =
            (UInt(bitPattern: registration) ^ (UInt(bitPattern: context) &* 0x9E37_79B9_7F4A_7C15))
            &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 32)
    }

    /// Records `position` as its pair's newest entry.
    private mutating func insert(position: Int) {
        let (target, place) = identities(at: position)
        let mask = slots.count &- 1
        var slot = Self.hash(target, place) & mask
        while slots[slot] != 0, !holds(target, place, at: Int(slots[slot]) &- 1) {
            slot = (slot &+ 1) & mask
        }
        slots[slot] = Int32(truncatingIfNeeded: position &+ 1)
    }

    /// Makes the index anew from the entries, at twice the next power of two of their count: the
    /// last position of each pair.
    private mutating func reindex() {
        let total = count
        var size = 32
        while size < total &* 2 { size &*= 2 }
        slots = Array(repeating: 0, count: size)
        for position in 0..<total { insert(position: position) }
    }
}
