import PanelBase

/// A graph's matched views by key: which are shown, where the sources stand, and where a
/// source removed in the current update stood (what a view inserted in the same update
/// moves from).
@MainActor
final class MatchedGeometryRegistry {
    private var members: [MatchedGeometryKey: [MatchedGeometryNode]] = [:]
    /// The last source of each key laid out: its frame, whether it is still shown, and
    /// (once removed) the layout generation in which it was.
    private var lastSource: [MatchedGeometryKey: (frame: FixedRect, node: ObjectIdentifier, shown: Bool, removedIn: Int)] = [:]

    func join(_ node: MatchedGeometryNode, _ key: MatchedGeometryKey) {
        members[key, default: []].append(node)
    }

    func leave(_ node: MatchedGeometryNode, _ key: MatchedGeometryKey, generation: Int) {
        members[key]?.removeAll { $0 === node }
        if members[key]?.isEmpty == true { members[key] = nil }
        if let last = lastSource[key], last.node == ObjectIdentifier(node) {
            lastSource[key] = (last.frame, last.node, false, generation)
        }
    }

    /// The frame a view of `key` inserted now matches: that of another view of the key
    /// still shown, or removed in this update (`generation`).
    func frameToMatch(_ key: MatchedGeometryKey, excluding node: MatchedGeometryNode, generation: Int) -> FixedRect? {
        guard let last = lastSource[key], last.node != ObjectIdentifier(node), last.shown || last.removedIn == generation else {
            return nil
        }
        return last.frame
    }

    /// The frame of the source of `key` shown now, other than `node`.
    func sourceFrame(_ key: MatchedGeometryKey, excluding node: MatchedGeometryNode) -> FixedRect? {
        for member in members[key] ?? [] where member !== node && member.isSource { return member.frame }
        return nil
    }

    /// A source of `key` was laid out in `frame`: the views that take its frame are laid
    /// out again in it.
    func sourcePlaced(_ node: MatchedGeometryNode, _ key: MatchedGeometryKey, frame: FixedRect) {
        let moved = lastSource[key].map { $0.frame != frame || $0.node != ObjectIdentifier(node) } ?? true
        lastSource[key] = (frame, ObjectIdentifier(node), true, 0)
        guard moved else { return }
        for member in members[key] ?? [] where !member.isSource { member.followSource(frame) }
    }
}
