/// A `ForEach` element's id as it stands in its views' structural keys: marked, so that a
/// lookup by id (`ScrollViewProxy.scrollTo`) finds the element's views and not a view that
/// happens to stand at that position among its siblings (tuple slots are numbered).
struct ForEachElementID: Hashable {
    let id: AnyHashable
}

extension ForEachElementID {
    /// The structural key part of an element with `id`. Integer ids below
    /// `keptIntegerKeys` (ranges: `ForEach(0..<n)`) take keys made once: making an
    /// `AnyHashable` asks the runtime whether its value has a custom representation, which
    /// costs more than the rest of flattening the element.
    @MainActor
    static func key<ID: Hashable>(for id: ID) -> AnyHashable {
        if let value = integer(id, below: keptIntegerKeys) {
            while integerKeys.count <= value { integerKeys.append(AnyHashable(ForEachElementID(id: AnyHashable(integerKeys.count)))) }
            return integerKeys[value]
        }
        return AnyHashable(ForEachElementID(id: AnyHashable(id)))
    }

    /// The whole key of an element with `id` in a `ForEach` that stands alone in its
    /// container (no prefix). Integer ids below `keptIntegerKeyArrays` take arrays made
    /// once: a child's key is compared with its new element's at every update of its list,
    /// and `AnyHashable`'s `==` costs over a thousand instructions even for equal ids, while
    /// two copies of one array are equal at a glance.
    @MainActor
    static func keyArray<ID: Hashable>(for id: ID) -> [AnyHashable] {
        if let value = integer(id, below: keptIntegerKeyArrays) {
            while integerKeyArrays.count <= value { integerKeyArrays.append([key(for: integerKeyArrays.count)]) }
            return integerKeyArrays[value]
        }
        return [key(for: id)]
    }

    /// `id` as an index into a table of kept keys: an `Int` from 0 up to `bound`; nil
    /// otherwise. (Told by type, not cast: a cast costs what keeping keys saves.)
    private static func integer<ID: Hashable>(_ id: ID, below bound: Int) -> Int? {
        guard ID.self == Int.self else { return nil }
        let value = unsafeBitCast(id, to: Int.self)
        return value >= 0 && value < bound ? value : nil
    }

    /// A list's keys are kept up to this id (a list of a thousand rows and more).
    static let keptIntegerKeys = 4096
    @MainActor private static var integerKeys: [AnyHashable] = []
    /// Whole keys are kept for the ids of short ranges (a dashboard's rows and columns): a
    /// few kilobytes at most, filled by the first screens, where arrays for every id a long
    /// list meets would go on taking memory as it meets new ones.
    static let keptIntegerKeyArrays = 256
    @MainActor private static var integerKeyArrays: [[AnyHashable]] = []
}
