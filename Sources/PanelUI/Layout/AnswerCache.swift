import PanelBase

/// The layout answers a view node keeps: the size it chose for each proposal, or the
/// guides it reported for each size. A node is asked a handful of questions (a stack
/// probes each child with its least, its most and its share), so the answers sit in one
/// short array searched newest first: comparing a few keys costs less than hashing one.
struct AnswerCache<Key: Equatable, Value> {
    struct Entry {
        var key: Key
        var value: Value
    }

    /// The questions with their answers, oldest first.
    private(set) var entries: [Entry] = []

    /// Room made at the first answer: most nodes are asked a few questions, and growing
    /// one element at a time would allocate at each of the first few (a node's first
    /// check after a change is on the frame it shows).
    private static var initialCapacity: Int { 4 }

    init() {}

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    /// The questions, oldest first.
    var keys: [Key] { entries.map(\.key) }

    subscript(key: Key) -> Value? {
        var index = entries.count - 1
        while index >= 0 {
            if entries[index].key == key { return entries[index].value }
            index -= 1
        }
        return nil
    }

    /// Keeps the answer to a question not asked before (ask with the subscript first).
    mutating func append(_ value: Value, for key: Key) {
        if entries.capacity == 0 { entries.reserveCapacity(AnswerCache.initialCapacity) }
        entries.append(Entry(key: key, value: value))
    }

    /// Makes room for `count` answers at once (a check answering again as many questions
    /// as it had answered).
    mutating func reserveCapacity(_ count: Int) {
        if entries.capacity < count { entries.reserveCapacity(Swift.max(count, AnswerCache.initialCapacity)) }
    }

    mutating func removeAll() {
        if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
    }
}
