import PanelBase

/// A kind of alignment guide with a default value, as in SwiftUI: conform a type to make
/// a custom guide (`HorizontalAlignment(MyGuide.self)`).
public protocol AlignmentID {
    /// The guide's value for a view that sets no explicit one.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment's identifying type. A metatype is immutable, so sharing it between
/// threads is safe, though the compiler cannot tell for every conforming type.
struct AlignmentType: @unchecked Sendable {
    package let type: any AlignmentID.Type
}

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

/// A pair of guides: how a view sits in a frame, a ZStack or an overlay.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A view's size and alignment guides, as `alignmentGuide` closures see it.
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
    let explicitHorizontal: [HorizontalAlignment: CGFloat]
    let explicitVertical: [VerticalAlignment: CGFloat]

    package init(width: CGFloat, height: CGFloat,
         explicitHorizontal: [HorizontalAlignment: CGFloat] = [:],
         explicitVertical: [VerticalAlignment: CGFloat] = [:]) {
        self.width = width; self.height = height
        self.explicitHorizontal = explicitHorizontal; self.explicitVertical = explicitVertical
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { explicitHorizontal[guide] ?? guide.defaultValue(self) }
    public subscript(guide: VerticalAlignment) -> CGFloat { explicitVertical[guide] ?? guide.defaultValue(self) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal[guide] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical[guide] }
}

/// The alignment guides a view sets explicitly, in its own coordinates (1/64 px).
struct ExplicitGuides: Equatable {
    var horizontal: [HorizontalAlignment: Fixed] = [:]
    package var vertical: [VerticalAlignment: Fixed] = [:]
    package static let none = ExplicitGuides()
    package var isEmpty: Bool { horizontal.isEmpty && vertical.isEmpty }

    /// The same guides for content moved by (dx, dy) inside a container.
    package func offsetBy(dx: Fixed, dy: Fixed) -> ExplicitGuides {
        ExplicitGuides(horizontal: horizontal.mapValues { $0 + dx }, vertical: vertical.mapValues { $0 + dy })
    }
}
