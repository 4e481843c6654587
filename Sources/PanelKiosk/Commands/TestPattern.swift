import Panel

/// Colour bars with a white square sliding along the bottom: each frame damages only the
/// square's old and new places, so the swap chain's damage accounting shows on screen.
final class TestPattern: FrameProducer {
    let frames: Int
    let holdNanoseconds: Int64
    weak var loop: EventLoop?
    private(set) var rendered = 0
    private(set) var flips: [FlipCompletion] = []
    private var square = PixelRect.zero
    private var holdUntil: MonotonicTime?

    init(frames: Int, holdNanoseconds: Int64) {
        self.frames = frames
        self.holdNanoseconds = holdNanoseconds
    }

    var needsFrame: Bool { rendered < frames }
    var nextDeadline: MonotonicTime? { holdUntil }
    func handle(_ events: [InputEvent]) {}

    func update(at time: MonotonicTime) {
        if let until = holdUntil, time >= until { loop?.stop() }
    }

    func didShow(_ flip: FlipCompletion) {
        flips.append(flip)
        if flips.count == frames {
            if holdNanoseconds > 0 {
                holdUntil = flip.timestamp + holdNanoseconds
                displaysSay("holding the last frame for \(holdNanoseconds / 1_000_000) ms")
            } else {
                loop?.stop()
            }
        }
    }

    func renderFrame(at time: MonotonicTime, into shadow: Surface) -> Region {
        let w = shadow.width, h = shadow.height
        let band = h / 5
        var damage = Region()
        if rendered == 0 {
            let bars: [UInt32] = [0xFFFF_FFFF, 0xFFFF_FF00, 0xFF00_FFFF, 0xFF00_FF00, 0xFFFF_00FF, 0xFFFF_0000, 0xFF00_00FF, 0xFF00_0000]
            for (i, colour) in bars.enumerated() {
                let x0 = i * w / bars.count, x1 = (i + 1) * w / bars.count
                shadow.clear(PixelRect(x: x0, y: 0, width: x1 - x0, height: h - band), to: PixelColor(argb: colour))
            }
            shadow.clear(PixelRect(x: 0, y: h - band, width: w, height: band), to: PixelColor(argb: 0xFF20_2020))
            damage.formUnion(shadow.bounds)
        } else {
            shadow.clear(square, to: PixelColor(argb: 0xFF20_2020))
            damage.formUnion(square)
        }
        let side = max(1, band / 2)
        let travel = max(1, w - side)
        let x = frames > 1 ? rendered * travel / (frames - 1) : 0
        square = PixelRect(x: x, y: h - band + (band - side) / 2, width: side, height: side)
        shadow.clear(square, to: PixelColor(argb: 0xFFFF_FFFF))
        damage.formUnion(square)
        rendered += 1
        return damage
    }
}
