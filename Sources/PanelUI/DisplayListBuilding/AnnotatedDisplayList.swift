import PanelBase

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
    /// The runs of entries copied unchanged from the list built before this one.
    var reused: [ReusedEntries] = []
    /// The scroll views drawn afresh in this build, with the offsets they were drawn at.
    var scrollGroups: [ScrollGroupMark] = []
    /// The runs copied from the list built before this one moved by whole pixels: a
    /// scroll view's rows drawn as before at a new offset.
    var moved: [MovedEntries] = []

    init(list: DisplayList = DisplayList(), annotations: [EntryAnnotation] = [],
                 implicitAnimations: [Animation?] = [], hasImplicitAnimations: Bool = false,
                 reused: [ReusedEntries] = []) {
        self.list = list
        self.annotations = annotations
        self.implicitAnimations = implicitAnimations
        self.hasImplicitAnimations = hasImplicitAnimations
        self.reused = reused
    }

    /// The implicit animation of entry `index`: nil when none applies, `.some(nil)` when an
    /// `.animation(nil, value:)` turns animation off.
    func implicitAnimation(of index: Int) -> Animation?? {
        let slot = annotations[index].implicitAnimation
        return slot >= 0 ? .some(implicitAnimations[slot]) : nil
    }
}
