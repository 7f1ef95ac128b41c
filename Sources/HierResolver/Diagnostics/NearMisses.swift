// The near misses of a miss: the registrations that resemble the key asked for, how close each is,
// and the few a message lists. Under the tree lock registrations are told apart by their types'
// identities only, and those that resemble the key are kept (a registration's key and types never
// change); after it is let go they are ranked, the types' short names compared (for look-alike
// types), and only the near misses listed are formatted.

/// One registration that resembles the key a resolve missed, and how.
struct NearMiss {
    /// How a registration resembles the key asked for, closest first.
    enum Kind: Int {
        /// The type and variant asked for, with other typed arguments (or none).
        case otherArguments
        /// `T?` registered where `T` was asked for, with the variant asked for.
        case optionalRegistered
        /// `T` registered where `T?` was asked for, with the variant asked for.
        case optionalAsked
        /// The key asked for, in a descendant that the chain searched cannot see.
        case inDescendant
        /// A contribution to the type asked for, which only `resolveAll` returns.
        case contribution
        /// The type asked for, with another variant.
        case otherVariant
        /// Another type whose short name is the one asked for.
        case sameName

        /// Same-type near misses (and `T` vs `T?`) first, then other variants, then look-alike types.
        var rank: Int {
            switch self {
            case .otherArguments, .optionalRegistered, .optionalAsked, .inDescendant, .contribution: 0
            case .otherVariant: 1
            case .sameName: 2
            }
        }
    }

    let registration: AnyRegistration
    let kind: Kind
    /// Where it is: the index of its container in the chain searched (the receiving container is
    /// 0), or past the chain for a descendant.
    let place: Int
    /// How far its variant is from the one asked for: the edit distance of their first bytes.
    let distance: Int

    /// Whether this one is listed before `other`: closer kind, closer variant, nearer container,
    /// then by name.
    func precedes(_ other: NearMiss) -> Bool {
        if kind.rank != other.kind.rank { return kind.rank < other.kind.rank }
        if distance != other.distance { return distance < other.distance }
        if place != other.place { return place < other.place }
        let variant = registration.key.variant?.rawValue ?? ""
        let otherVariant = other.registration.key.variant?.rawValue ?? ""
        if variant != otherVariant { return variant < otherVariant }
        if kind != other.kind { return kind.rawValue < other.kind.rawValue }
        // The same variant in one container: the type or the arguments differ. Rare, so formatted here.
        return tieBreak < other.tieBreak
    }

    /// The type and the arguments as the message prints them, so that ties are listed as they read.
    private var tieBreak: String {
        typeName(registration.registeredType) + " " + FailureReport.argumentsPhrase(registration.argumentTypes)
    }
}

/// What a miss asked for, and how to tell the registrations that resemble it by identity.
struct MissedKey {
    let requested: Any.Type
    let key: RegistrationKey
    /// `T?` for a miss of `T`.
    private let optionalOfRequested: ObjectIdentifier
    /// `T` for a miss of `T?`.
    private let wrappedOfRequested: ObjectIdentifier?
    /// How many bytes of the variant asked for the edit distance compares.
    private let askedLength: Int
    /// For each byte value, the positions where it occurs in the variant asked for, as bits.
    private let positions: [UInt64]

    init(_ requested: Any.Type, key: RegistrationKey) {
        self.requested = requested
        self.key = key
        optionalOfRequested = ObjectIdentifier(optionalType(of: requested))
        wrappedOfRequested = (requested as? any OptionalProtocol.Type).map { ObjectIdentifier($0.wrappedType) }
        let asked = (key.variant?.rawValue ?? "").utf8.prefix(Self.comparedBytes)
        var positions = [UInt64](repeating: 0, count: 256)
        for (index, byte) in asked.enumerated() { positions[Int(byte)] |= 1 << UInt64(index) }
        askedLength = asked.count
        self.positions = positions
    }

    /// How many bytes of each variant the edit distance compares: enough for a typo, and the width
    /// of the bit vectors it works on.
    static let comparedBytes = 64

    /// How `registration` resembles the key, told by identities (and variants, of the types that
    /// match) only; `nil` when it does not, or only by its type's name (see ``lookAlikes(among:)``).
    /// Cheap enough to ask of every registration under the tree lock.
    func kind(of registration: AnyRegistration) -> NearMiss.Kind? {
        let registered = registration.key
        if registered.type == key.type {
            if registered.variant != key.variant { return .otherVariant }
            return registered.arguments != key.arguments ? .otherArguments : nil
        }
        let type = ObjectIdentifier(registration.registeredType)
        // A contribution's key has a type of its own; the type it contributes to is the registered one.
        if type == key.type, key.variant == nil, key.arguments == nil, registration.extras?.contribution != nil {
            return .contribution
        }
        guard registered.variant == key.variant else { return nil }
        if type == optionalOfRequested { return .optionalRegistered }
        if type == wrappedOfRequested { return .optionalAsked }
        return nil
    }

    /// How many bytes of `variant` the edit distance compares, less those of the variant asked for:
    /// the least the distance can be.
    func lengthGap(to variant: Variant?) -> Int {
        abs(min((variant?.rawValue ?? "").utf8.count, Self.comparedBytes) - askedLength)
    }

    /// The edit distance (insertions, deletions and substitutions of bytes) between the first bytes
    /// of the variant asked for and of `variant`, no variant counting as the empty string.
    ///
    /// Myers' bit-parallel algorithm, in Hyyrö's form for the whole strings: the column of distances
    /// for each prefix of the variant asked for is kept as two bit vectors of vertical steps (+1 and
    /// -1), and each byte of `variant` updates them with a few word operations, instead of one step
    /// per pair of bytes.
    func distance(to variant: Variant?) -> Int {
        let bytes = (variant?.rawValue ?? "").utf8.prefix(Self.comparedBytes)
        guard askedLength > 0 else { return bytes.count }
        let last: UInt64 = 1 << UInt64(askedLength - 1)
        var plus: UInt64 = askedLength == 64 ? ~0 : (1 << UInt64(askedLength)) - 1
        var minus: UInt64 = 0
        var score = askedLength
        for byte in bytes {
            let equal = positions[Int(byte)]
            let vertical = equal | minus
            let horizontal = (((equal & plus) &+ plus) ^ plus) | equal
            var horizontalPlus = minus | ~(horizontal | plus)
            var horizontalMinus = plus & horizontal
            if horizontalPlus & last != 0 {
                score += 1
            } else if horizontalMinus & last != 0 {
                score -= 1
            }
            // The top row's distances grow by one a byte: a +1 step enters at the bottom bit.
            horizontalPlus = (horizontalPlus << 1) | 1
            horizontalMinus <<= 1
            plus = horizontalMinus | ~(vertical | horizontalPlus)
            minus = horizontalPlus & vertical
        }
        return score
    }
}

/// Counts the near misses of a miss and keeps the closest few.
struct NearMissSearch {
    let missed: MissedKey
    /// How many near misses are kept.
    let limit: Int
    /// The closest `limit`, in order.
    private(set) var closest: [NearMiss] = []
    /// How many were found in all.
    private(set) var found = 0

    init(_ missed: MissedKey, limit: Int) {
        self.missed = missed
        self.limit = limit
    }

    /// Counts `registration`, of the container at `place` (a descendant's, past the chain), as a near
    /// miss of `kind`, and keeps it if it is among the closest.
    mutating func consider(_ registration: AnyRegistration, _ kind: NearMiss.Kind, place: Int) {
        found += 1
        // With the list full, a candidate of a farther kind, or whose variant's length alone puts it
        // farther, is counted without measuring its distance.
        if closest.count == limit, let last = closest.last {
            if kind.rank > last.kind.rank { return }
            if kind.rank == last.kind.rank, missed.lengthGap(to: registration.key.variant) > last.distance { return }
        }
        let candidate = NearMiss(
            registration: registration, kind: kind, place: place,
            distance: missed.distance(to: registration.key.variant))
        if closest.count == limit, let last = closest.last, !candidate.precedes(last) { return }
        // Before the first kept near miss that the candidate precedes.
        closest.insert(candidate, at: closest.firstIndex { candidate.precedes($0) } ?? closest.count)
        if closest.count > limit { closest.removeLast() }
    }
}

extension MissedKey {
    /// The types among `types` (the types of registrations that resemble the key in no other way)
    /// whose short name is the one asked for: look-alike types. Each type's name is made once.
    func lookAlikes(among types: [Any.Type]) -> Set<ObjectIdentifier> {
        // Short names: without module or enclosing types.
        let name = runtimeTypeName(requested, qualified: false)
        // Each distinct type once: sorted by identity, so that no identity is hashed.
        let distinct = types.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
        var found = Set<ObjectIdentifier>()
        var previous: ObjectIdentifier?
        for type in distinct where ObjectIdentifier(type) != previous {
            previous = ObjectIdentifier(type)
            if ObjectIdentifier(type) != key.type, type != requested, runtimeTypeName(type, qualified: false) == name {
                found.insert(ObjectIdentifier(type))
            }
        }
        return found
    }
}
