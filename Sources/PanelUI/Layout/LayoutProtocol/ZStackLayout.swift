import PanelBase

/// `ZStack`'s layout as a `Layout` value, for `AnyLayout`: views on top of each other
/// (later ones on top), aligned by `alignment`.
public struct ZStackLayout: _StackLayout, BuiltInLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public typealias Cache = _StackLayoutCache

    public var _stackStyle: _StackStyle { _StackStyle(value: StackLayoutStyle(kind: .overlay, alignment: alignment, spacing: nil)) }
}
