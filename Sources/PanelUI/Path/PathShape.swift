import PanelBase

/// A path is a shape: drawn where it is, whatever rectangle it is offered.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
