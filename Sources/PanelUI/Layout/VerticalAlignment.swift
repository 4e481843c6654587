import PanelBase

/// A guide that aligns views vertically (top, center, bottom, or custom).
public struct VerticalAlignment: Hashable, Sendable {
    package let id: ObjectIdentifier
    private let alignment: AlignmentType

    public init(_ id: AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        self.alignment = AlignmentType(type: id)
    }

    /// The guide's value for a view that sets no explicit one.
    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { alignment.type.defaultValue(in: dimensions) }
    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    /// Panel lays text out on one baseline per line; without explicit guides these align
    /// bottoms, which matches single-line text of one font.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}
