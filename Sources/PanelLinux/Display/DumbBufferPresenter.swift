import Glibc
import CDRM
import PanelBase

/// Shows frames on a KMS output through a swap chain of two or three dumb buffers.
///
/// A frame's damage, plus whatever the buffer missed while the others were shown, goes
/// into the buffer after the one on screen (never the one being scanned out), then a page
/// flip with an event is queued. The event carries the vblank's CLOCK_MONOTONIC timestamp;
/// on drivers without vblank interrupts, completions are held back to the mode's pace.
final class DumbBufferPresenter {
    private let card: DRMCard
    private let crtcID: UInt32
    private let atomic: AtomicPipeline?
    private var buffers: [DumbBuffer]
    private var frontIndex = 0
    private var pendingIndex: Int?
    private var pendingRegion: [PixelRect] = []
    private var history: DamageHistory
    /// Whether frames are drawn straight into the back buffer: the driver's dumb buffers
    /// are cached memory (it does not prefer a shadow) and the copy would not turn them.
    let drawsIntoBackBuffer: Bool
    private var inPlace: BackBufferDrawing
    /// Buffers filled whole since they were last shown (`fillBuffersHoldingNothing`): the
    /// first flip to one reports the whole screen as changed, as a driver that uploads or
    /// scans out only the damage (virtio-gpu's dirty rectangles, damage clips) would
    /// otherwise show the rest as it was before.
    private var filledWhole = Set<Int>()
    /// The logical screen, the size of the shadow surface.
    private let transform: ScreenTransform
    /// How the copy turns the image: not at all when the plane turns it.
    private let copyTransform: ScreenTransform
    private let refreshInterval: Int64
    private var completed: [FlipCompletion] = []
    private var presentedFrames: UInt64 = 0
    private let markDirty: Bool
    private var dirtyUnsupported = false
    /// False for drivers without vblank interrupts (virtio-gpu, bochs): their flip events
    /// arrive as soon as the host has the frame, so the presenter paces itself to the mode.
    let hasVblankInterrupts: Bool
    private var heldCompletion: FlipCompletion?
    private var pacer: FlipPacer

    /// Takes over `buffers`, the first of which is on screen.
    init(card: DRMCard, crtcID: UInt32, atomic: AtomicPipeline?, buffers: [DumbBuffer], transform: ScreenTransform,
         copyTransform: ScreenTransform, refreshInterval: Int64, hasVblankInterrupts: Bool, markDirty: Bool,
         drawsIntoBackBuffer: Bool) {
        self.card = card
        self.crtcID = crtcID
        self.atomic = atomic
        self.buffers = buffers
        self.transform = transform
        self.copyTransform = copyTransform
        self.refreshInterval = refreshInterval
        self.pacer = FlipPacer(interval: refreshInterval)
        self.hasVblankInterrupts = hasVblankInterrupts
        self.markDirty = markDirty
        self.history = DamageHistory(bufferCount: buffers.count,
                                     bounds: PixelRect(x: 0, y: 0, width: transform.logicalWidth, height: transform.logicalHeight))
        self.drawsIntoBackBuffer = drawsIntoBackBuffer && copyTransform.rotation == .none
            && buffers.allSatisfy { $0.surface.width == transform.logicalWidth && $0.surface.height == transform.logicalHeight }
        self.inPlace = BackBufferDrawing(bounds: history.bounds, buffers: buffers.map(\.surface))
    }

    /// Buffers in the swap chain.
    var bufferCount: Int { history.bufferCount }
    /// Set while a completed flip is held back to pace a driver without vblank interrupts.
    var nextFlipDeadline: MonotonicTime? { heldCompletion?.timestamp }
    /// Whether a presented frame waits to be shown or to be reported.
    var isFlipPending: Bool { pendingIndex != nil || heldCompletion != nil }
    /// Whether a page flip is queued in the kernel.
    var isFlipQueued: Bool { pendingIndex != nil }
    /// The framebuffer on screen.
    var frontFramebufferID: UInt32 { buffers[frontIndex].framebufferID }

    /// The surface the next frame is drawn into (`Display.drawingSurface(shadow:plan:)`).
    func drawingSurface(shadow: Surface, plan: DrawingPlan, outputOn: Bool) -> Surface {
        let inPlaceNow = drawsIntoBackBuffer && outputOn && !isFlipPending
            && shadow.width == transform.logicalWidth && shadow.height == transform.logicalHeight
        return inPlace.surface(for: plan, shadow: shadow, back: backBufferIndex, history: history, inPlace: inPlaceNow)
    }

    /// The surface holding the last frame drawn.
    func latestFrame(shadow: Surface) -> Surface { inPlace.latestFrame(shadow: shadow) }

    /// The buffer after the one on screen: never the scanned-out one.
    private var backBufferIndex: Int { (frontIndex + 1) % Swift.max(1, buffers.count) }

    /// Copies the damage into the back buffer and queues a flip to it (a frame drawn in the
    /// back buffer is only flipped). With the output off (`outputOn` false) no flip is
    /// queued, as a flip on a CRTC that is off fails: the frame completes a refresh from
    /// now without reaching a buffer.
    func present(from shadow: Surface, damage: Region, outputOn: Bool) throws {
        guard !isFlipPending else { throw DisplayError.flipPending }
        guard shadow.width == transform.logicalWidth, shadow.height == transform.logicalHeight else {
            throw DisplayError.shadowSizeMismatch(expected: "\(transform.logicalWidth)x\(transform.logicalHeight)",
                                                  got: "\(shadow.width)x\(shadow.height)")
        }
        guard outputOn else {
            // The whole screen is copied after waking. (A frame drawn in place before the
            // output went off stays the latest frame.)
            _ = inPlace.presents(shadow, damage: damage, drawnIn: backBufferIndex)
            presentedFrames += 1
            heldCompletion = FlipCompletion(frame: presentedFrames, timestamp: MonotonicTime.now() + refreshInterval, vblankSequence: 0)
            return
        }
        // The buffer after the one on screen: never the scanned-out one.
        let back = backBufferIndex
        var region = history.regionToCopy(into: back, frameDamage: damage)
        if let copiedBeforeDrawing = inPlace.presents(shadow, damage: damage, drawnIn: back) {
            // Drawn in place: what changed in the buffer is what was copied and drawn.
            region = copiedBeforeDrawing.union(damage)
        } else {
            ScanoutCopy.copy(region, from: shadow, to: buffers[back].surface, transform: copyTransform)
        }
        if filledWhole.remove(back) != nil { region = Region(history.bounds) }
        let physical = region.map { copyTransform.physical(fromLogical: $0) }
        try queueFlip(to: back, damage: physical)
        pendingIndex = back
        pendingRegion = physical
        presentedFrames += 1
    }

    /// Queues a page flip to buffer `index` with an event; `damage` is physical.
    private func queueFlip(to index: Int, damage: [PixelRect]) throws {
        let userData = Unmanaged.passUnretained(self).toOpaque()
        let result: Int32
        if let atomic {
            result = atomic.flip(to: buffers[index].framebufferID, damage: damage, userData: userData)
        } else {
            result = drmModePageFlip(card.fd, crtcID, buffers[index].framebufferID, panel_drm_page_flip_event(), userData) == 0 ? 0 : errno
        }
        guard result == 0 else {
            // The buffer stays current and off screen: the next present fills it again.
            if result == EBUSY { throw DisplayError.flipPending }
            throw DisplayError.system(operation: "page flip", path: card.path, errno: result)
        }
    }

    /// Never blocks: reads DRM events only when some are waiting, and releases a held
    /// completion once its time has come.
    func takeCompletions() throws -> [FlipCompletion] {
        var poller = pollfd(fd: card.fd, events: Int16(POLLIN), revents: 0)
        if poll(&poller, 1, 0) > 0 { try readEvents() }
        if let held = heldCompletion, held.timestamp <= MonotonicTime.now() {
            heldCompletion = nil
            completed.append(held)
        }
        let flips = completed
        completed.removeAll()
        return flips
    }

    private func readEvents() throws {
        var context = drmEventContext()
        context.version = 2
        context.page_flip_handler = { _, sequence, seconds, microseconds, userData in
            guard let userData else { return }
            let presenter = Unmanaged<DumbBufferPresenter>.fromOpaque(userData).takeUnretainedValue()
            presenter.flipCompleted(sequence: sequence, seconds: seconds, microseconds: microseconds)
        }
        if drmHandleEvent(card.fd, &context) != 0 && errno != EAGAIN && errno != EINTR {
            throw DisplayError.system(operation: "read DRM events", path: card.path, errno: errno)
        }
    }

    /// Called synchronously from drmHandleEvent with the flip's vblank.
    private func flipCompleted(sequence: UInt32, seconds: UInt32, microseconds: UInt32) {
        guard let shown = pendingIndex else { return }
        frontIndex = shown
        pendingIndex = nil
        // Cached memory: buffers never drawn (the one shown at the mode set, the third)
        // receive the frame now, between frames, not at the first touch.
        if drawsIntoBackBuffer { filledWhole.formUnion(inPlace.fillBuffersHoldingNothing(from: shown, history: &history)) }
        let time = MonotonicTime(nanoseconds: Int64(seconds) * 1_000_000_000 + Int64(microseconds) * 1000)
        if hasVblankInterrupts {
            completed.append(FlipCompletion(frame: presentedFrames, timestamp: time, vblankSequence: sequence))
        } else {
            // No vblank to wait for: hold the next frame back until a refresh has passed.
            let shown = pacer.shownTime(forEventAt: time)
            heldCompletion = FlipCompletion(frame: presentedFrames, timestamp: shown, vblankSequence: 0)
        }
        if markDirty && !dirtyUnsupported { markFrontDirty() }
    }

    private func markFrontDirty() {
        var clips = pendingRegion.map {
            drmModeClip(x1: UInt16(clamping: $0.x), y1: UInt16(clamping: $0.y), x2: UInt16(clamping: $0.maxX), y2: UInt16(clamping: $0.maxY))
        }
        if drmModeDirtyFB(card.fd, buffers[frontIndex].framebufferID, &clips, UInt32(clips.count)) != 0 {
            // ENOSYS: the driver scans out memory directly and needs no telling.
            if errno == ENOSYS { dirtyUnsupported = true }
        }
    }

    /// Reads flip events until the queued flip completes or `timeoutMilliseconds` pass,
    /// keeping the completions for the next `takeCompletions()`.
    func finishPendingFlip(timeoutMilliseconds: Int32) {
        let start = MonotonicTime.now()
        while pendingIndex != nil {
            let elapsed = Int32((MonotonicTime.now() - start) / 1_000_000)
            if elapsed >= timeoutMilliseconds { break }
            var poller = pollfd(fd: card.fd, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, timeoutMilliseconds - elapsed) <= 0 { break }
            guard (try? readEvents()) != nil else { break }
        }
    }

    /// Lets the queued flip complete (or `timeoutMilliseconds` pass) and forgets the
    /// completions: nothing is shown any more.
    func waitForPendingFlip(timeoutMilliseconds: Int32) {
        finishPendingFlip(timeoutMilliseconds: timeoutMilliseconds)
        completed.removeAll()
        heldCompletion = nil
    }

    /// Marks every buffer as needing the whole screen (frames presented while the output
    /// was off reached no buffer).
    func invalidateAll() {
        history.invalidateAll()
    }

    /// Frees the buffers. Only once none is on screen: removing a shown framebuffer turns
    /// the CRTC off.
    func releaseBuffers() {
        for buffer in buffers { buffer.release() }
        buffers.removeAll()
        inPlace.releaseBuffers()
    }
}
