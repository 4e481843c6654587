// Panel: SwiftUI's styling system drawn straight into KMS dumb buffers, with touch from
// evdev and animation in fixed-point arithmetic. The framework imports Glibc, never
// Foundation: the kiosk binary stays small and starts fast.

/// The framework's version, printed by `panel-app --version`.
public let panelVersion = "0.1.0"
