import PanelBase

/// Something that can fill a shape. Panel fills with colours.
public protocol ShapeStyle: Sendable {}
