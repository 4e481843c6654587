import PanelBase

/// `HStack`'s layout as a `Layout` value, for `AnyLayout`: a row of views, `spacing` apart
/// (8 px by default, none next to a spacer), aligned vertically by `alignment`.
public struct HStackLayout: _StackLayout, BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = _StackLayoutCache

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public var _stackStyle: _StackStyle {
        _StackStyle(value: StackLayoutStyle(kind: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                         spacing: spacing.map { Fixed($0) }))
    }
}
