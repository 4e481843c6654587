import PanelBase

/// The size a layout proposes to a view, as `Layout` and `LayoutSubview` take it: each
/// dimension a length, `nil` ("your ideal size"), or `.infinity` ("as much as you like").
/// Panel converts it to its fixed-point proposal (`ProposedSize`) once, at the boundary.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Both dimensions zero: a view's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions unspecified: a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: a view's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, `size`'s dimension standing for each unspecified one
    /// (10 × 10 by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// From a node's proposal (`Fixed.infinity` becomes `.infinity`).
    init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map(\.proposedLength), height: proposal.height.map(\.proposedLength))
    }

    /// The node's proposal: lengths to 1/64 px, never negative; infinity stays unbounded.
    var fixed: ProposedSize {
        ProposedSize(width: width.map(Fixed.finite), height: height.map(Fixed.finite))
    }
}

extension Fixed {
    /// As a proposed length of the public API: unbounded is `.infinity`.
    var proposedLength: CGFloat { isInfinite ? .infinity : doubleValue }
}

extension FixedSize {
    /// A size a layout chose, in 1/64 px: never negative, a NaN taken as zero, an infinite
    /// length as unbounded.
    init(chosen size: CGSize) {
        self.init(width: Fixed.finite(size.width.isNaN ? 0 : size.width), height: Fixed.finite(size.height.isNaN ? 0 : size.height))
    }

    /// As the public API's size (unbounded lengths as `.infinity`).
    var chosenSize: CGSize { CGSize(width: width.proposedLength, height: height.proposedLength) }
}
