// The graph instances of one resolution: the one store both drivers keep them in. A thread's
// resolution (`ResolutionState`) keeps the instances themselves; an async resolution
// (`AsyncResolution`) keeps the builds its tasks share, under its requester's tree lock.

/// The graph instances of one resolution, per (registration, context), with the one lookup both
/// drivers use: the newest entry of the pair. Each entry keeps its registration and context alive,
/// so a container made later at a freed container's address can never match it.
///
/// Most resolutions hold a few entries, searched newest first; past ``indexedFrom`` entries (a deep
/// chain of graph registrations) an index by identity keeps each lookup constant, so the chain's
/// cost stays linear in its depth.
struct GraphInstances<Value> {
    struct Entry {
        let registration: AnyRegistration
        let context: DependencyResolver
        var value: Value
    }

    private struct Key: Hashable {
        let registration: ObjectIdentifier
        let context: ObjectIdentifier
    }

    /// How many entries are searched one by one before the index is made.
    static var indexedFrom: Int { 16 }

    private(set) var entries: [Entry] = []
    /// The position of each pair's newest entry, once there are ``indexedFrom`` entries.
    private var index: [Key: Int]? = nil

    var isEmpty: Bool { entries.isEmpty }
    var capacity: Int { entries.capacity }

    /// The position of the newest entry of `registration` in `context`. (Compares identities in
    /// place: iterating would copy, so retain and release, every entry.)
    func position(of registration: AnyRegistration, in context: DependencyResolver) -> Int? {
        if let index {
            return index[Key(registration: ObjectIdentifier(registration), context: ObjectIdentifier(context))]
        }
        let target = ObjectIdentifier(registration)
        let place = ObjectIdentifier(context)
        var position = entries.count
        while position > 0 {
            position &-= 1
            if ObjectIdentifier(entries[position].registration) == target,
                ObjectIdentifier(entries[position].context) == place
            {
                return position
            }
        }
        return nil
    }

    /// The value of the newest entry of `registration` in `context`.
    subscript(registration: AnyRegistration, context: DependencyResolver) -> Value? {
        position(of: registration, in: context).map { entries[$0].value }
    }

    /// Adds `value` as the newest entry of `registration` in `context`.
    mutating func append(_ value: Value, of registration: AnyRegistration, in context: DependencyResolver) {
        entries.append(Entry(registration: registration, context: context, value: value))
        if index != nil {
            index![Key(registration: ObjectIdentifier(registration), context: ObjectIdentifier(context))] =
                entries.count - 1
        } else if entries.count >= Self.indexedFrom {
            reindex()
        }
    }

    /// Replaces the value of the entry at `position`.
    mutating func set(_ value: Value, at position: Int) {
        entries[position].value = value
    }

    /// Removes the entry at `position` and returns its value.
    mutating func remove(at position: Int) -> Value {
        let removed = entries.remove(at: position).value
        if index != nil { reindex() }
        return removed
    }

    /// Empties the store, keeping its buffer when `keepingCapacity`.
    mutating func removeAll(keepingCapacity: Bool) {
        entries.removeAll(keepingCapacity: keepingCapacity)
        index = nil
    }

    /// Makes the index anew from the entries: the last position of each pair.
    private mutating func reindex() {
        var made: [Key: Int] = [:]
        made.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() {
            made[Key(registration: ObjectIdentifier(entry.registration), context: ObjectIdentifier(entry.context))] =
                position
        }
        index = made
    }
}
