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

extension FrameRasterizer {
    /// Redraws a frame of `host` whose damage is `damage`: when the host's last update
    /// was a scroll it can shift (`ViewHost.pixelShift`, and `damage` is the host's own),
    /// the viewport's pixels move and only `shiftedDamage` is drawn, as a kiosk draws it.
    func render(frameOf host: ViewHost, damage: [PixelRect], into shadow: Surface) {
        if let shift = host.pixelShift, damage == host.damage {
            shadow.apply(shift)
            render(host.displayList, damage: host.shiftedDamage, into: shadow)
        } else {
            render(host.displayList, damage: damage, into: shadow)
        }
    }
}
