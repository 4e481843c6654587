import PanelBase

/// `VStack`'s layout as a `Layout` value, for `AnyLayout`: a column of views, `spacing` apart
/// (8 px by default, none next to a spacer), aligned horizontally by `alignment`.
public struct VStackLayout: _StackLayout, BuiltInLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = _StackLayoutCache

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public var _stackStyle: _StackStyle {
        _StackStyle(value: StackLayoutStyle(kind: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                         spacing: spacing.map { Fixed($0) }))
    }
}
