import PanelBase

/// A display in memory: the same swap chain, damage accounting and vblank pacing as a KMS
/// output, with no hardware. Tests, snapshots and the benchmark draw on it.
///
/// Vblanks fall on a fixed grid (start + k × interval). With a simulated clock, time moves
/// only when `advance` is called, so runs are exactly repeatable; with the real clock,
/// flips complete when CLOCK_MONOTONIC passes the vblank, and the event loop waits for
/// `nextFlipDeadline` with its timer; with a virtual clock, they complete when a loop on
/// virtual time moves that clock past the vblank.
public final class HeadlessDisplay: Display {
    /// Where the display's time comes from.
    public enum Clock: Sendable, Equatable {
        /// Time starts at `start` and moves only through `advance`.
        case simulated(start: MonotonicTime)
        /// CLOCK_MONOTONIC; the vblank grid starts when the display is made.
        case realTime
        /// The time of a loop on virtual time (`EventLoop(virtualTime:…)`); the vblank grid
        /// starts at the clock's time when the display is made.
        case virtual(VirtualClock)
    }

    public let transform: ScreenTransform
    public let refreshInterval: Int64
    /// Buffers in the swap chain (2 or 3).
    public let bufferCount: Int
    public let clock: Clock

    /// The physical buffers, in scan-out orientation.
    public private(set) var buffers: [Surface]
    /// Index of the buffer on screen, nil before the first flip.
    public private(set) var frontIndex: Int?
    /// Flips completed so far.
    public private(set) var flipCount = 0
    /// Frames presented so far (a presented frame becomes a flip at the next vblank; while
    /// the output is off it completes then without reaching a buffer).
    public private(set) var presentCount = 0
    /// Whether the output is on (`setPowered`).
    public private(set) var isPowered = true
    /// Each change of power made by `setPowered`, oldest first (true: turned on).
    public private(set) var powerChanges: [Bool] = []
    /// The logical pixels copied by the last `present`: the frame's damage plus what that
    /// buffer had missed.
    public private(set) var lastCopiedRegion = Region()
    /// Pixels copied by every `present` so far, with the whole copies that fill buffers
    /// never drawn once the first frame is shown: what the damage accounting costs.
    public private(set) var copiedPixelCount = 0

    /// Whether frames are drawn straight into the back buffer (`drawingSurface(shadow:plan:)`):
    /// the buffers are ordinary memory, so unless the screen is turned they are.
    public let drawsIntoBackBuffer: Bool

    private var history: DamageHistory
    private var inPlace: BackBufferDrawing
    private var simulatedNow: MonotonicTime
    private let vblankOrigin: MonotonicTime
    /// The presented frame waiting for its vblank; `buffer` is nil for a frame presented
    /// while the output was off.
    private var pending: (buffer: Int?, frame: UInt64, vblank: Int64)?
    private var lastPresentedBuffer: Int?
    private var restored = false

    /// A display of `width` × `height` physical pixels shown turned by `rotation`, with
    /// `refreshRate` vblanks per second and `bufferCount` (2 or 3) buffers. Frames are
    /// drawn into the back buffer when the screen is not turned, unless
    /// `drawsIntoBackBuffer` is false (every frame is then copied from the shadow).
    public init(width: Int, height: Int, rotation: Rotation = .none, refreshRate: Int = 60,
                bufferCount: Int = 2, clock: Clock = .simulated(start: .zero), drawsIntoBackBuffer: Bool = true) {
        let w = Swift.max(1, width), h = Swift.max(1, height)
        self.transform = ScreenTransform(physicalWidth: w, physicalHeight: h, rotation: rotation)
        self.refreshInterval = 1_000_000_000 / Int64(Swift.max(1, refreshRate))
        self.bufferCount = Swift.min(3, Swift.max(2, bufferCount))
        self.clock = clock
        self.buffers = (0..<self.bufferCount).map { _ in
            let buffer = Surface(width: w, height: h)
            buffer.keepsRowsInPlace = true
            return buffer
        }
        self.drawsIntoBackBuffer = drawsIntoBackBuffer && rotation == .none
        self.history = DamageHistory(
            bufferCount: self.bufferCount,
            bounds: PixelRect(x: 0, y: 0, width: transform.logicalWidth, height: transform.logicalHeight))
        self.inPlace = BackBufferDrawing(bounds: history.bounds, buffers: buffers)
        switch clock {
        case .simulated(let start):
            simulatedNow = start
            vblankOrigin = start
        case .realTime:
            simulatedNow = .zero
            vblankOrigin = MonotonicTime.now()
        case .virtual(let clock):
            simulatedNow = .zero
            vblankOrigin = clock.now
        }
    }

    public var fileDescriptor: Int32? { nil }
    public var isFlipPending: Bool { pending != nil }
    public var nextFlipDeadline: MonotonicTime? { pending.map { vblankTime($0.vblank) } }

    /// The display's current time.
    public var now: MonotonicTime {
        switch clock {
        case .simulated: return simulatedNow
        case .realTime: return MonotonicTime.now()
        case .virtual(let clock): return clock.now
        }
    }

    /// The buffer on screen, in physical orientation; nil before the first flip.
    public var frontBuffer: Surface? { frontIndex.map { buffers[$0] } }

    public func present(from shadow: Surface, damage: Region) throws {
        guard pending == nil else { throw DisplayError.flipPending }
        guard shadow.width == transform.logicalWidth, shadow.height == transform.logicalHeight else {
            throw DisplayError.shadowSizeMismatch(
                expected: "\(transform.logicalWidth)x\(transform.logicalHeight)", got: "\(shadow.width)x\(shadow.height)")
        }
        guard isPowered else {
            // Nothing reaches the screen; the frame completes at the next vblank all the same.
            // (A frame drawn in place before the output went off stays the latest frame.)
            _ = inPlace.presents(shadow, damage: damage, drawnIn: backBufferIndex)
            lastCopiedRegion = Region()
            presentCount += 1
            pending = (nil, UInt64(presentCount), vblankIndex(after: now))
            return
        }
        let back = backBufferIndex
        let region = history.regionToCopy(into: back, frameDamage: damage)
        if let copiedBeforeDrawing = inPlace.presents(shadow, damage: damage, drawnIn: back) {
            // Drawn in place: what the buffer missed was copied before drawing.
            lastCopiedRegion = copiedBeforeDrawing
        } else {
            ScanoutCopy.copy(region, from: shadow, to: buffers[back], transform: transform)
            lastCopiedRegion = region
        }
        copiedPixelCount += lastCopiedRegion.rectangleArea
        presentCount += 1
        lastPresentedBuffer = back
        pending = (back, UInt64(presentCount), vblankIndex(after: now))
    }

    /// The buffer the next frame goes to: the one after the last presented.
    private var backBufferIndex: Int { lastPresentedBuffer.map { ($0 + 1) % bufferCount } ?? 0 }

    public func drawingSurface(shadow: Surface, plan: DrawingPlan) -> Surface {
        let inPlaceNow = drawsIntoBackBuffer && isPowered && pending == nil
            && shadow.width == transform.logicalWidth && shadow.height == transform.logicalHeight
        return inPlace.surface(for: plan, shadow: shadow, back: backBufferIndex, history: history, inPlace: inPlaceNow)
    }

    public func latestFrame(shadow: Surface) -> Surface { inPlace.latestFrame(shadow: shadow) }

    public func handleReadable() throws -> [FlipCompletion] {
        guard let flip = pending, vblankTime(flip.vblank) <= now else { return [] }
        pending = nil
        if let buffer = flip.buffer {
            frontIndex = buffer
            flipCount += 1
            // Ordinary memory: buffers never drawn receive the frame now, not at a touch.
            let filled = inPlace.fillBuffersHoldingNothing(from: buffer, history: &history)
            copiedPixelCount += filled.count * transform.logicalWidth * transform.logicalHeight
        }
        return [FlipCompletion(frame: flip.frame, timestamp: vblankTime(flip.vblank), vblankSequence: UInt32(truncatingIfNeeded: flip.vblank))]
    }

    /// Simulated clock: moves time forward by `vblanks` refresh periods (to the grid) and
    /// returns the flips that completed. On the real clock it only collects due flips.
    @discardableResult
    public func advance(vblanks: Int = 1) -> [FlipCompletion] {
        if case .simulated = clock {
            let target = vblankIndex(after: simulatedNow) + Int64(Swift.max(1, vblanks)) - 1
            simulatedNow = vblankTime(target)
        }
        return (try? handleReadable()) ?? []
    }

    /// Simulated clock: moves time to `time` (never backwards) and returns completed flips.
    @discardableResult
    public func advance(to time: MonotonicTime) -> [FlipCompletion] {
        if case .simulated = clock, time > simulatedNow { simulatedNow = time }
        return (try? handleReadable()) ?? []
    }

    public func restore() { restored = true }

    /// Turns the simulated output off or on. While off, presented frames reach no buffer
    /// and `frontImage()` is black; on again, the front buffer shows what it showed before,
    /// and the next `present` copies the whole screen.
    public func setPowered(_ on: Bool) throws {
        guard on != isPowered else { return }
        isPowered = on
        powerChanges.append(on)
        if on { history.invalidateAll() }
    }

    /// Whether `restore` has been called (the event loop must always call it).
    public var isRestored: Bool { restored }

    /// What the screen shows, turned back to the logical orientation (for snapshots and
    /// assertions); transparent black before the first flip and while the output is off.
    public func frontImage() -> Surface {
        let image = Surface(width: transform.logicalWidth, height: transform.logicalHeight)
        guard isPowered, let front = frontBuffer else { return image }
        for y in 0..<image.height {
            let row = image.row(y)
            for x in 0..<image.width {
                let p = transform.physicalPixel(logicalX: x, y: y)
                row[x] = front.row(p.y)[p.x]
            }
        }
        return image
    }

    /// Writes what the screen shows (logical orientation) as a PNG file.
    public func writeSnapshot(to path: String) throws(ImageFileError) {
        try PNGEncoder.write(frontImage(), to: path)
    }

    private func vblankTime(_ index: Int64) -> MonotonicTime { vblankOrigin + index * refreshInterval }

    /// The first vblank strictly after `time`.
    private func vblankIndex(after time: MonotonicTime) -> Int64 {
        let elapsed = time - vblankOrigin
        return elapsed < 0 ? 0 : elapsed / refreshInterval + 1
    }
}
