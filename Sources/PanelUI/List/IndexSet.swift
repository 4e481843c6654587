import PanelBase

/// The positions of elements in a collection, as `onDelete` reports the rows to delete.
///
/// Foundation's `IndexSet` has the same name and the same everyday use (iterate it,
/// `remove(atOffsets:)`); Panel, which does without Foundation, has this small one. A
/// file that imports Foundation as well must write `PanelUI.IndexSet` where it names the
/// type (a closure's parameter, `{ offsets in … }`, needs no name).
public struct IndexSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    private var members: [Int]

    public init() { members = [] }
    public init(integer: Int) { members = [integer] }
    public init<S: Sequence>(_ sequence: S) where S.Element == Int { members = Array(Set(sequence)).sorted() }
    public init(arrayLiteral elements: Int...) { self.init(elements) }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
    public var first: Int? { members.first }
    public var last: Int? { members.last }
    public func contains(_ integer: Int) -> Bool { members.contains(integer) }
    public func makeIterator() -> IndexingIterator<[Int]> { members.makeIterator() }

    public mutating func insert(_ integer: Int) {
        if !members.contains(integer) { members.append(integer); members.sort() }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start), as SwiftUI's
    /// `remove(atOffsets:)` does for `onDelete`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
