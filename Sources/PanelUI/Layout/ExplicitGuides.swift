import PanelBase

/// The alignment guides a view sets explicitly, in its own coordinates (1/64 px).
///
/// Most views set none: their guides are no storage at all, so the answers a layout keeps
/// and copies (a node's guides for each size) retain and release nothing.
struct ExplicitGuides: Equatable, Sendable {
    private var storage: Storage?

    private final class Storage: Sendable {
        let horizontal: [HorizontalAlignment: Fixed]
        let vertical: [VerticalAlignment: Fixed]
        init(horizontal: [HorizontalAlignment: Fixed], vertical: [VerticalAlignment: Fixed]) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    init(horizontal: [HorizontalAlignment: Fixed] = [:], vertical: [VerticalAlignment: Fixed] = [:]) {
        if !horizontal.isEmpty || !vertical.isEmpty { storage = Storage(horizontal: horizontal, vertical: vertical) }
    }

    static let none = ExplicitGuides()
    var isEmpty: Bool { storage == nil }

    var horizontal: [HorizontalAlignment: Fixed] {
        get { storage?.horizontal ?? [:] }
        set { self = ExplicitGuides(horizontal: newValue, vertical: vertical) }
    }

    var vertical: [VerticalAlignment: Fixed] {
        get { storage?.vertical ?? [:] }
        set { self = ExplicitGuides(horizontal: horizontal, vertical: newValue) }
    }

    /// The same guides for content moved by (dx, dy) inside a container.
    func offsetBy(dx: Fixed, dy: Fixed) -> ExplicitGuides {
        guard let storage else { return self }
        return ExplicitGuides(horizontal: storage.horizontal.mapValues { $0 + dx }, vertical: storage.vertical.mapValues { $0 + dy })
    }

    static func == (lhs: ExplicitGuides, rhs: ExplicitGuides) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.horizontal == rhs.horizontal && lhs.vertical == rhs.vertical
    }
}
