import Panel

/// SwiftUI's `Canvas` (Panel's `CanvasView`): named here, since under `import Panel`
/// `Canvas` is the renderer's drawing surface. A name declared in this module is preferred
/// to the ones it imports, so `Canvas { context, size in ... }` is the view.
public typealias Canvas<Symbols: View> = CanvasView<Symbols>
