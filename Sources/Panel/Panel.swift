// Panel: SwiftUI's styling system drawn straight into KMS dumb buffers, with touch from
// evdev and animation in fixed-point arithmetic. `import Panel` is the one import an app
// needs: this module re-exports the layers below it (docs/architecture.md) and adds what
// joins them, running a view on a display with input. The framework imports Glibc, never
// Foundation: the kiosk binary stays small and starts fast.
@_exported import PanelBase
@_exported import PanelUI
@_exported import PanelRender
@_exported import PanelLinux
// `@Observable` and `withObservationTracking`, as `import SwiftUI` gives them.
@_exported import Observation

/// The framework's version, printed by `panel-app --version`.
public let panelVersion = "0.1.0"
