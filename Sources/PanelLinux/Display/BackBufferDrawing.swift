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
    /// The buffer holding the latest frame; nil while the shadow holds it.
    private(set) var latestBuffer: Int?
    /// Where the shadow differs from the latest frame: the damage of the frames drawn in
    /// place since it last held one.
    private var shadowMissed = Region()

    init(bounds: PixelRect) {
        self.bounds = bounds
    }

    /// `buffers[back]`, brought up to the latest frame, to draw a frame that redraws
    /// `redrawn` into; `copied` is what was copied into it. `history` tells what the buffer
    /// missed. The logical and physical screens are the same size (nothing turns the image).
    mutating func backBuffer(_ back: Int, of buffers: [Surface], shadow: Surface, history: DamageHistory,
                             redrawn: Region) -> (surface: Surface, copied: Region) {
        let target = buffers[back]
        guard latestBuffer != back else { return (target, Region()) }
        let source = latestBuffer.map { buffers[$0] } ?? shadow
        // Streaming stores: the frame draws elsewhere, and the display reads these.
        let copied = BackBufferDrawing.copy(history.missedDamage(of: back), except: redrawn, from: source, to: target, streaming: true)
        return (target, copied)
    }

    /// The shadow, brought up to the latest frame, to draw a frame that redraws `redrawn`
    /// into (nothing is known of it when the plan has a shift: its moved pixels come from
    /// the shadow); `copied` is what was copied into it.
    mutating func shadow(_ shadow: Surface, buffers: [Surface], redrawn: Region) -> (surface: Surface, copied: Region) {
        guard let latest = latestBuffer else { return (shadow, Region()) }
        let copied = BackBufferDrawing.copy(shadowMissed, except: redrawn, from: buffers[latest], to: shadow, streaming: false)
        latestBuffer = nil
        shadowMissed = Region()
        return (shadow, copied)
    }

    /// Whether `surface`, being presented with `damage`, is `buffers[back]` drawn in place
    /// (then remembered as the latest frame): nothing is to be copied. Otherwise it is the
    /// shadow, which holds the latest frame again.
    mutating func presents(_ surface: Surface, damage: Region, drawnIn back: Int, of buffers: [Surface]) -> Bool {
        guard buffers.indices.contains(back), surface === buffers[back] else {
            latestBuffer = nil
            shadowMissed = Region()
            return false
        }
        latestBuffer = back
        shadowMissed = shadowMissed.union(damage).simplified(within: bounds, limit: 16)
        return true
    }

    /// The surface holding the latest frame.
    func latestFrame(shadow: Surface, buffers: [Surface]) -> Surface {
        latestBuffer.map { buffers[$0] } ?? shadow
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
