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
    /// the device refuses.
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
}

extension Display {
    /// Displays without power control are always on.
    public var isPowered: Bool { true }

    /// Displays without power control ignore the request.
    public func setPowered(_ on: Bool) throws {}

    /// The logical screen size the views lay out in.
    public var logicalSize: (width: Int, height: Int) { (transform.logicalWidth, transform.logicalHeight) }

    /// Refresh rate in millihertz (60 Hz = 60_000), from the refresh interval.
    public var refreshMillihertz: Int64 {
        refreshInterval > 0 ? (1_000_000_000_000 + refreshInterval / 2) / refreshInterval : 0
    }
}
