import PanelBase

/// A kind of alignment guide with a default value, as in SwiftUI: conform a type to make
/// a custom guide (`HorizontalAlignment(MyGuide.self)`).
public protocol AlignmentID {
    /// The guide's value for a view that sets no explicit one.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
