import CLinux
import PanelBase

/// Where the latest frame of a swap chain is when frames may be drawn straight into its
/// back buffer, and how the surface the next frame is drawn into is brought up to it.
///
/// A frame drawn into the shadow is copied to a buffer: the shadow holds the latest frame.
/// A frame drawn into the back buffer is only there, and the shadow falls behind by that
/// frame's damage. Whichever surface the next frame is drawn into must first show the
/// frame before it, as drawing a frame redraws only its damage (and a scroll's shift moves
/// the pixels already there): it receives what it missed and the frame does not redraw,
/// copied from wherever the latest frame is. A back buffer's missed damage is its buffer
/// age's (`DamageHistory`); the shadow's is kept here.
///
/// Frames that shift pixels (a scrolled list) go to the shadow: there a whole-width shift
/// only reorders rows, where a buffer the display reads must move every pixel, reading
/// the frame before from memory the caches no longer hold. Drawing in place is for memory
/// that reads as fast as the shadow's, unturned: blending reads what is under each pixel,
/// and write-combined scan-out memory reads slowly.
struct BackBufferDrawing {
    /// The whole logical screen.
    let bounds: PixelRect
    /// The swap chain's buffers (empty once the display let them go).
    private(set) var buffers: [Surface]
    /// The buffer holding the latest frame; nil while the shadow holds it.
    private(set) var latestBuffer: Int?
    /// Where the shadow differs from the latest frame: the damage of the frames drawn in
    /// place since it last held one.
    private var shadowMissed = Region()
    /// What the buffer given for the frame being drawn received from the latest frame.
    private var copiedBeforeDrawing = Region()

    init(bounds: PixelRect, buffers: [Surface]) {
        self.bounds = bounds
        self.buffers = buffers
    }

    /// The surface a frame with `plan` is drawn into (`Display.drawingSurface`), brought up
    /// to the latest frame: `buffers[back]` when `inPlace` (the display allows it now) and
    /// the frame shifts no pixels, else the shadow. `history` tells what the buffer missed;
    /// the logical and physical screens are the same size (nothing turns the image).
    mutating func surface(for plan: DrawingPlan, shadow: Surface, back: Int, history: DamageHistory, inPlace: Bool) -> Surface {
        guard plan.shift == nil else {
            // A shift moves the frame before's pixels: all of them must be there to move.
            bringShadowUp(shadow, redrawn: Region())
            return shadow
        }
        guard inPlace, buffers.indices.contains(back) else {
            bringShadowUp(shadow, redrawn: plan.redrawn)
            return shadow
        }
        let target = buffers[back]
        if latestBuffer != back {
            let source = latestBuffer.map { buffers[$0] } ?? shadow
            // Streaming stores: the frame draws elsewhere, and the display reads these.
            copiedBeforeDrawing = BackBufferDrawing.copy(history.missedDamage(of: back), except: plan.redrawn,
                                                         from: source, to: target, streaming: true)
        }
        return target
    }

    /// Copies into the shadow what it missed and the frame does not redraw.
    private mutating func bringShadowUp(_ shadow: Surface, redrawn: Region) {
        guard let latest = latestBuffer else { return }
        _ = BackBufferDrawing.copy(shadowMissed, except: redrawn, from: buffers[latest], to: shadow, streaming: false)
        latestBuffer = nil
        shadowMissed = Region()
    }

    /// `surface` is being presented with `damage`, to go to `buffers[back]`. When it is that
    /// buffer, drawn in place (then remembered as the latest frame), returns what it
    /// received before drawing: nothing is left to copy. Otherwise it is the shadow, which
    /// holds the latest frame again: nil.
    mutating func presents(_ surface: Surface, damage: Region, drawnIn back: Int) -> Region? {
        defer { copiedBeforeDrawing = Region() }
        guard buffers.indices.contains(back), surface === buffers[back] else {
            latestBuffer = nil
            shadowMissed = Region()
            return nil
        }
        latestBuffer = back
        shadowMissed = shadowMissed.union(damage).simplified(within: bounds, limit: 16)
        return copiedBeforeDrawing
    }

    /// The surface holding the latest frame.
    func latestFrame(shadow: Surface) -> Surface {
        latestBuffer.map { buffers[$0] } ?? shadow
    }

    /// Copies the frame on screen, `buffers[front]`, whole into every other buffer that
    /// holds nothing (`history`): called when a flip completes, between frames, so that the
    /// first frames drawn into those buffers (a first touch's) redraw only their damage
    /// instead of the whole screen. Only for memory that reads fast (not write-combined).
    /// Returns the buffers filled.
    mutating func fillBuffersHoldingNothing(from front: Int, history: inout DamageHistory) -> [Int] {
        guard buffers.indices.contains(front) else { return [] }
        var filled: [Int] = []
        for blank in history.buffersHoldingNothing(besides: front) where buffers.indices.contains(blank) {
            buffers[blank].copy(buffers[front].bounds, from: buffers[front])
            history.recordWholeCopy(of: front, into: blank)
            filled.append(blank)
        }
        return filled
    }

    /// The display let its buffers go: nothing is drawn in them any more.
    mutating func releaseBuffers() {
        buffers.removeAll()
        latestBuffer = nil
    }

    /// Copies `region` but what `redrawn` covers from `source` to `target` (the same size),
    /// and returns what was copied. `streaming`: with stores that go around the caches.
    private static func copy(_ region: Region, except redrawn: Region, from source: Surface, to target: Surface,
                             streaming: Bool) -> Region {
        var copied = Region()
        for rect in region.rects {
            for part in rect.subtracting(redrawn) {
                if streaming {
                    target.forEachRun(of: part, sharedWith: source) { to, from, count in panel_stream_copy_unfenced(to, from, count) }
                } else {
                    target.copy(part, from: source)
                }
                copied.formUnion(part)
            }
        }
        if streaming { panel_stream_fence() }
        return copied
    }
}
