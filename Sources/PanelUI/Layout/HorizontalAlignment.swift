import PanelBase

/// A guide that aligns views horizontally (leading, center, trailing, or custom).
public struct HorizontalAlignment: Hashable, Sendable {
    package let id: ObjectIdentifier
    private let alignment: AlignmentType

    public init(_ id: AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        self.alignment = AlignmentType(type: id)
    }

    /// The guide's value for a view that sets no explicit one.
    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { alignment.type.defaultValue(in: dimensions) }
    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)
}
