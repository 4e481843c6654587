import PanelBase

/// The stack layouts (`HStackLayout`, `VStackLayout`, `ZStackLayout`): one arrangement,
/// the stacks' own, told apart by the style each gives. Public only because the `Layout`
/// methods it supplies must be; its members are the framework's.
public protocol _StackLayout: Layout where Cache == _StackLayoutCache {
    /// The stack this layout arranges as.
    var _stackStyle: _StackStyle { get }
}

/// A stack layout's kind, alignment and spacing, as its stack node would have them.
public struct _StackStyle {
    let value: StackLayoutStyle
}

extension _StackLayout {
    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.sizeThatFits(_stackStyle.value, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.placeSubviews(_stackStyle.value, in: bounds, subviews)
    }
}

extension _StackLayout where Self: BuiltInLayout {
    /// Views inside see the stack itself (a spacer grows along its axis, both ways in an
    /// overlay).
    var enclosingStackStyle: StackLayoutStyle? { _stackStyle.value }
    var arrangesGridRows: Bool { false }
    var mayHaveExplicitGuides: Bool { false }
    func isSame(as other: any Layout) -> Bool { (other as? Self)?._stackStyle.value == _stackStyle.value }
}
