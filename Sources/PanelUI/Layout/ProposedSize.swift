import PanelBase

/// What a parent offers a child: a width and height each either given or left open
/// (`nil`: "your ideal size"). `Fixed.infinity` offers as much as the child wants.
struct ProposedSize: Hashable {
    var width: Fixed?
    var height: Fixed?

    init(width: Fixed?, height: Fixed?) { self.width = width; self.height = height }
    init(_ size: FixedSize) { self.init(width: size.width, height: size.height) }

    static let unspecified = ProposedSize(width: nil, height: nil)
    static let zero = ProposedSize(width: .zero, height: .zero)
    static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with `insets` taken off (never below zero).
    func inset(by insets: FixedInsets) -> ProposedSize {
        ProposedSize(width: width.map { Fixed.max(.zero, $0 - insets.leading - insets.trailing) },
                     height: height.map { Fixed.max(.zero, $0 - insets.top - insets.bottom) })
    }

    /// Along one axis.
    func length(_ axis: Axis) -> Fixed? { axis == .horizontal ? width : height }

    static func along(_ axis: Axis, _ main: Fixed?, cross: Fixed?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

extension FixedSize {
    package func length(_ axis: Axis) -> Fixed { axis == .horizontal ? width : height }
    static func along(_ axis: Axis, _ main: Fixed, cross: Fixed) -> FixedSize {
        axis == .horizontal ? FixedSize(width: main, height: cross) : FixedSize(width: cross, height: main)
    }
}

/// Edge insets in 1/64 px.
struct FixedInsets: Hashable {
    var top: Fixed, leading: Fixed, bottom: Fixed, trailing: Fixed
    init(_ insets: EdgeInsets) {
        top = Fixed(insets.top); leading = Fixed(insets.leading)
        bottom = Fixed(insets.bottom); trailing = Fixed(insets.trailing)
    }
}
