import PanelBase

/// A shape that is its container's shape (`.containerShape(_:)`) inset to its own
/// rectangle, as SwiftUI's `ContainerRelativeShape`: inside a rounded rectangle it is a
/// concentric rounded rectangle, whose corners are smaller by how far it is inset. With
/// no container shape around it, it is a rectangle.
///
/// The inset is the shape's nearest distance to an edge of the container; the container's
/// shape is inset by it and laid over the shape's rectangle grown by as much.
public struct ContainerRelativeShape: InsettableShape {
    private var insetAmount: CGFloat = 0

    public init() {}

    public func path(in rect: CGRect) -> Path {
        let own = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard let container = ContainerShapeContext.current else { return Path(own) }
        let outer = container.rect
        let inset = Swift.max(0, Swift.min(own.minX - outer.minX, own.minY - outer.minY, outer.maxX - own.maxX, outer.maxY - own.maxY))
        return container.shape.insetPath(CGRect(x: own.minX - inset, y: own.minY - inset,
                                                width: own.width + 2 * inset, height: own.height + 2 * inset), inset)
    }

    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

/// The container shape a `ContainerRelativeShape` is drawn in while its path is made: the
/// shape, and the container's rectangle in the coordinates of the rectangle the path is
/// made in. Set by the node that asks for the path (`ViewNode.withContainerShape`).
@MainActor
enum ContainerShapeContext {
    struct Resolved {
        let shape: ContainerShapeBox
        let rect: CGRect
    }

    static var current: Resolved?
}

/// A container's shape, shared by the views inside it through the environment.
@MainActor
final class ContainerShapeBox {
    /// The shape inset by an amount, in a rectangle.
    let insetPath: @MainActor (CGRect, CGFloat) -> Path

    init<S: InsettableShape>(_ shape: S) {
        insetPath = { rect, amount in amount == 0 ? shape.path(in: rect) : shape.inset(by: amount).path(in: rect) }
    }
}

private struct ContainerShapeKey: EnvironmentKey {
    static var defaultValue: ContainerShapeBox? { nil }
}

extension EnvironmentValues {
    /// The shape set by the nearest `.containerShape(_:)`.
    var containerShape: ContainerShapeBox? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape that the `ContainerRelativeShape`s inside this view take: this
    /// view's frame in that shape, inset to theirs.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        environment(\.containerShape, ContainerShapeBox(shape))
    }
}

extension ContainerShapeContext {
    /// Runs `body` with `resolved` as the current container shape.
    static func using<T>(_ resolved: Resolved?, _ body: () -> T) -> T {
        let saved = current
        current = resolved
        defer { current = saved }
        return body()
    }
}

extension ViewNode {
    /// The container shape around this node, its rectangle at this node's origin: the
    /// frame of the outermost node that has the shape in its environment is the container's.
    var containerShapeContext: ContainerShapeContext.Resolved? {
        guard let box = environment.containerShape else { return nil }
        var container: ViewNode = self
        while let parent = container.parent, parent.environment.containerShape === box { container = parent }
        let rect = container.frame.offsetBy(dx: -frame.minX, dy: -frame.minY).cgRect
        return ContainerShapeContext.Resolved(shape: box, rect: rect)
    }
}
