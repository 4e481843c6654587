import PanelBase

/// Whether a scroll view shows its indicators: `.automatic` and `.visible` show them while
/// the content scrolls (a touch panel has no pointer to keep them up), `.hidden` and
/// `.never` never do.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    public static let never = ScrollIndicatorVisibility(kind: .never)

    var showsIndicators: Bool { kind == .automatic || kind == .visible }

    public var description: String { "\(kind)" }
}
