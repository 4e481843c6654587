import PanelBase

/// What a frame is about to draw, told to the display before it gives the surface to draw
/// into (`Display.drawingSurface(shadow:plan:)`): the shift of pixels it makes first (a
/// scrolled list), and the pixels it then redraws. A back buffer need not receive from the
/// frame before what is redrawn anyway; a shift is made on the shadow, where moving a
/// whole-width viewport only reorders its rows.
public struct DrawingPlan: Sendable {
    public var shift: PixelShift?
    public var redrawn: Region

    public init(shift: PixelShift?, redrawn: Region) {
        self.shift = shift
        self.redrawn = redrawn
    }

    /// Nothing known of the frame: the surface must show the whole frame before.
    public static let unknown = DrawingPlan(shift: nil, redrawn: Region())
}
