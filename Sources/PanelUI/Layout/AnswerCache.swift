import PanelBase

/// The layout answers a view node keeps: the size it chose for each proposal, or the
/// guides it reported for each size. A node is asked a handful of questions (a stack
/// probes each child with its least, its most and its share), so the answers sit in two
/// short arrays searched newest first: comparing a few keys costs less than hashing one.
struct AnswerCache<Key: Equatable, Value> {
    /// The questions, oldest first, and their answers at the same places.
    private(set) var keys: [Key] = []
    private(set) var values: [Value] = []

    init() {}

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }

    subscript(key: Key) -> Value? {
        var index = keys.count - 1
        while index >= 0 {
            if keys[index] == key { return values[index] }
            index -= 1
        }
        return nil
    }

    /// Keeps the answer to a question not asked before (ask with the subscript first).
    mutating func append(_ value: Value, for key: Key) {
        keys.append(key)
        values.append(value)
    }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// Every question with its answer, oldest first.
    var entries: Zip2Sequence<[Key], [Value]> { zip(keys, values) }
}
