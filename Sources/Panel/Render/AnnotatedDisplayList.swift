/// Which entry of a display list is which from one update to the next: the view node that
/// made it (its serial number) and the item's place among that node's items.
struct EntryKey: Hashable, Sendable {
    var node: Int
    var index: Int
}

/// What animation needs to know about one display-list entry.
struct EntryAnnotation: Hashable, Sendable {
    var key: EntryKey
    /// The rectangle the item was laid out with (its bounds before any group's transform).
    var layoutBounds: FixedRect
    /// Index into the list's `implicitAnimations`, or −1: the animation of the innermost
    /// `.animation(_:value:)` whose value changed in this update.
    var implicitAnimation: Int
}

/// A display list as the view tree made it, with each entry's identity and layout bounds.
struct AnnotatedDisplayList {
    var list = DisplayList()
    var annotations: [EntryAnnotation] = []
    var implicitAnimations: [Animation?] = []
    var hasImplicitAnimations = false

    /// The implicit animation of entry `index`: nil when none applies, `.some(nil)` when an
    /// `.animation(nil, value:)` turns animation off.
    func implicitAnimation(of index: Int) -> Animation?? {
        let slot = annotations[index].implicitAnimation
        return slot >= 0 ? .some(implicitAnimations[slot]) : nil
    }
}

/// Serial numbers for view nodes, handed out once per node: a node that goes away and a
/// new one made at the same address never share one (the weak reference tells them apart).
final class EntryIdentities {
    private struct Known {
        weak var node: AnyObject?
        let serial: Int
    }
    private var known: [ObjectIdentifier: Known] = [:]
    private var nextSerial = 0
    private var lookupsSincePrune = 0

    func serial(of node: AnyObject) -> Int {
        let id = ObjectIdentifier(node)
        if let entry = known[id], entry.node === node { return entry.serial }
        nextSerial += 1
        known[id] = Known(node: node, serial: nextSerial)
        lookupsSincePrune += 1
        if lookupsSincePrune > 4096 {
            lookupsSincePrune = 0
            known = known.filter { $0.value.node != nil }
        }
        return nextSerial
    }
}
