/// One frame of the screen, as a view host's update makes it and a renderer draws it:
/// what the screen shows, where it changed since the frame before, and, when one scroll
/// view's content moved, the shift of the old pixels that saves drawing them again.
public struct Frame: Hashable, Sendable {
    /// What the screen shows, every animation at the frame's time.
    public var displayList: DisplayList
    /// Where the screen changed since the frame before (all of it in a first frame): what
    /// a display copies to its buffers, and what a renderer draws when there is no shift.
    public var damage: Region
    /// Set when the frame moved one scroll view's content and nothing else in its viewport
    /// but what the shift's own damage covers.
    public var shift: Shift?

    /// The viewport's pixels of the frame before, moved where the content moved, and what
    /// is left to draw then. Drawing that over the moved pixels gives the same pixels as
    /// drawing the frame's whole damage.
    public struct Shift: Hashable, Sendable {
        public var pixels: PixelShift
        /// The strip the content exposed, and whatever in the viewport is not the old
        /// content moved (rows that changed, views drawn over the scroll view).
        public var damage: Region

        public init(pixels: PixelShift, damage: Region) {
            self.pixels = pixels
            self.damage = damage
        }
    }

    public init(displayList: DisplayList, damage: Region = Region(), shift: Shift? = nil) {
        self.displayList = displayList
        self.damage = damage
        self.shift = shift
    }

    /// Whether the screen stays as it was.
    public var isEmpty: Bool { damage.isEmpty }
}
