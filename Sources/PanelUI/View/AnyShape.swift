import PanelBase

/// A type-erased shape: any shape's path, drawn from the path.
public struct AnyShape: Shape {
    private let makePath: @MainActor (CGRect) -> Path
    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
    }
    public func path(in rect: CGRect) -> Path { makePath(rect) }
}
