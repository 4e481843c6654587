import Panel

/// Turns a display list into pixels in the damaged rectangles of the shadow surface: the
/// render phase of a frame. The benchmark times whatever implements it.
@MainActor
protocol FrameRasterizer: AnyObject {
    /// A short name for reports ("display-list painter").
    var name: String { get }
    /// Redraws `damage` (logical pixel rectangles) of `shadow` from `list`.
    func render(_ list: DisplayList, damage: [PixelRect], into shadow: Surface)
}
