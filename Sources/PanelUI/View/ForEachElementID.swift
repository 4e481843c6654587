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
        if ID.self == Int.self {
            let value = unsafeBitCast(id, to: Int.self)
            if value >= 0 && value < keptIntegerKeys {
                while integerKeys.count <= value { integerKeys.append(AnyHashable(ForEachElementID(id: AnyHashable(integerKeys.count)))) }
                return integerKeys[value]
            }
        }
        return AnyHashable(ForEachElementID(id: AnyHashable(id)))
    }

    /// A list's keys are kept up to this id (a list of a thousand rows and more).
    static let keptIntegerKeys = 4096
    @MainActor private static var integerKeys: [AnyHashable] = []
}
