import PanelBase

/// Where frames are shown: a KMS output, a Linux framebuffer, or memory (tests, snapshots).
///
/// Frames are rendered into a shadow surface in logical orientation; `present` copies the
/// damaged parts into a back buffer (rotated onto the physical scan-out) and flips. A flip
/// completes at a vblank; the event loop learns of it through `fileDescriptor` becoming
/// readable (KMS) or at `nextFlipDeadline` (displays without one, or paced by a timer), and
/// then calls `handleReadable()`.
public protocol Display: AnyObject {
    /// The physical mode and how the logical screen is turned on it. Views see
    /// `transform.logicalWidth` × `transform.logicalHeight`; input uses the same transform.
    var transform: ScreenTransform { get }

    /// Nanoseconds between two vblanks at the current mode.
    var refreshInterval: Int64 { get }

    /// A descriptor that becomes readable when a flip completes, or nil.
    var fileDescriptor: Int32? { get }

    /// When the pending flip completes without the descriptor telling: displays without a
    /// descriptor, and drivers without vblank interrupts that the display paces itself.
    /// Nil when no flip is pending or the descriptor will report it.
    var nextFlipDeadline: MonotonicTime? { get }

    /// Whether a presented frame waits for its vblank. No frame is presented meanwhile:
    /// the next one would land in the buffer still waiting to be shown.
    var isFlipPending: Bool { get }

    /// Copies `damage` (logical pixels of `shadow`), plus whatever the back buffer missed
    /// while other buffers were shown (its buffer age), into the back buffer and schedules
    /// a flip. `shadow` must be the logical size. Throws when a flip is already pending or
    /// the device refuses. Given the back buffer `drawingSurface(shadow:plan:)` returned, nothing
    /// is copied: the buffer is flipped as drawn.
    func present(from shadow: Surface, damage: Region) throws

    /// Reads completion events and returns the flips completed since the last call. Never
    /// blocks: safe to call when the descriptor is readable or `nextFlipDeadline` passed.
    func handleReadable() throws -> [FlipCompletion]

    /// Gives the screen back as it was found (CRTC, console mode). Safe to call twice.
    func restore()

    /// Whether the output is on (true unless `setPowered(false)` turned it off).
    var isPowered: Bool { get }

    /// Turns the output off (`false`: the screen goes dark, as DPMS off) or back on.
    /// While off, `present` puts nothing on screen and queues no page flip; its frame still
    /// completes a refresh later, so the loop keeps its pace. On again, the screen shows
    /// what it showed before, and the next `present` brings the whole screen up to date:
    /// present a frame after waking to show what changed meanwhile. Throws when the device
    /// refuses; the output then stays as it was. Displays that cannot turn their output off
    /// keep it on and ignore the request.
    func setPowered(_ on: Bool) throws

    /// Where the next frame is drawn, given the loop's `shadow` surface and what the frame
    /// draws (`plan`: a scrolled list's shift of pixels, and what it redraws): `shadow`
    /// itself, or the back buffer, when the display's memory is as fast to read as the
    /// shadow's and the screen is not turned. Either is first brought up to the frame
    /// before (what it missed and the frame does not redraw is copied into it), so drawing
    /// the frame completes it. A frame drawn into the back buffer is then only flipped by
    /// `present(from:damage:)`: it is not copied. Call it just before drawing, with no flip
    /// pending.
    func drawingSurface(shadow: Surface, plan: DrawingPlan) -> Surface

    /// The surface holding the last frame drawn: `shadow`, or the buffer it was drawn into.
    func latestFrame(shadow: Surface) -> Surface
}

extension Display {
    /// Displays without power control are always on.
    public var isPowered: Bool { true }

    /// Displays without power control ignore the request.
    public func setPowered(_ on: Bool) throws {}

    /// Displays that copy every frame draw it into the shadow.
    public func drawingSurface(shadow: Surface, plan: DrawingPlan) -> Surface {
        shadow
    }

    public func latestFrame(shadow: Surface) -> Surface { shadow }

    /// The logical screen size the views lay out in.
    public var logicalSize: (width: Int, height: Int) { (transform.logicalWidth, transform.logicalHeight) }

    /// Refresh rate in millihertz (60 Hz = 60_000), from the refresh interval.
    public var refreshMillihertz: Int64 {
        refreshInterval > 0 ? (1_000_000_000_000 + refreshInterval / 2) / refreshInterval : 0
    }
}
