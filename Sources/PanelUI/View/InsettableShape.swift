import PanelBase

/// A shape that can be drawn inset by an amount, as SwiftUI's `InsettableShape`: what
/// `strokeBorder` strokes, so the line lies just inside the shape's edge.
@MainActor @preconcurrency
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape of Panel's own drawn inset: its path in its rectangle inset by `amount`.
public struct _Inset<Base: Shape>: InsettableShape {
    public var base: Base
    public var amount: CGFloat
    public init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount
    }
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by amount: CGFloat) -> _Inset<Base> { _Inset(base: base, amount: self.amount + amount) }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
}
extension RoundedRectangle: InsettableShape {
    /// The corners shrink with the inset, as SwiftUI's do.
    public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> {
        _Inset(base: RoundedRectangle(cornerSize: CGSize(width: Swift.max(0, cornerSize.width - amount),
                                                         height: Swift.max(0, cornerSize.height - amount)), style: style), amount: amount)
    }
}
extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }
}
extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
}
extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
}

extension CGRect {
    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom.
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: minX + dx, y: minY + dy, width: Swift.max(0, width - 2 * dx), height: Swift.max(0, height - 2 * dy))
    }
}
