import PanelBase

/// What a layout says of itself to the views it holds: along which axis it stacks them,
/// which tells a `Spacer` which way to grow and a `Divider` which way to run.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks its views along, or nil when it stacks none.
    public var stackOrientation: Axis?

    public init() { stackOrientation = nil }
}
