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
// SwiftUI's geometry names, re-exported one by one as well as with the rest of PanelUI:
// Foundation on Linux declares its own `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, and a
// file that imports Foundation too would find both. Swift prefers a declaration reached
// through an import scoped to its name, so with these, `CGFloat` in such a file is Panel's
// (docs/app.md, "Foundation and CGFloat").
@_exported import typealias PanelUI.CGFloat
@_exported import struct PanelUI.CGPoint
@_exported import struct PanelUI.CGSize
@_exported import struct PanelUI.CGRect

/// The framework's version, printed by `panel-app --version`.
public let panelVersion = "0.1.0"
