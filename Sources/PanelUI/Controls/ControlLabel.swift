import PanelBase

/// A view that shows a control's label (what Panel lists the control under).
@MainActor
protocol ControlLabel: WrappingView {}
