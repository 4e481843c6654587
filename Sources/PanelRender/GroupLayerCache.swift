import PanelBase

/// The layers (and blurred shadows) of groups drawn in recent frames, kept while their
/// content stays the same. A group whose content did not change — a button held down
/// while a bar beside it fills, a card under a moving knob — is then composited from its
/// layer instead of being rasterised and blurred again for every damaged rectangle. Kept
/// are the groups damaged in part (one damaged whole with effects of its own has most
/// likely changed), the content under opacity and scale (a pressed button fades and
/// shrinks over content that stays as it was, and at rest is composited from its layer
/// too, so letting it go draws nothing again).
///
/// A layer is found by everything that decides its pixels: the group's entries, its
/// bounds, its shadow, its clip and its mask. Opacity and scale are applied when
/// compositing, so a group that only fades or shrinks keeps its layer too. Layers are kept up to a pixel
/// budget, the least recently used going first, and while used: a layer no frame has
/// composited for `staleAfterFrames` drawn frames goes, so the memory held follows what
/// the screen has been showing (a page slid in at new sub-pixel positions each time leaves
/// no layers behind to fill the budget over weeks).
final class GroupLayerCache {
    struct Key: Hashable {
        var entries: [DisplayList.Entry]
        var bounds: PixelRect
        var shadow: ShadowEffect?
        var clip: FixedRect?
        var mask: GroupMask? = nil

        /// Hashes where the group lies and how many entries it has, not the entries: the
        /// cache holds a few layers, told apart by `==`, and hashing every entry of a group
        /// at each lookup cost more than drawing a small one.
        func hash(into hasher: inout Hasher) {
            hasher.combine(bounds)
            hasher.combine(entries.count)
        }

        /// Where the group lies and what kind it is, so that a group changing from frame to
        /// frame is told from another group of the same bounds (an opacity group holding a
        /// shadowed one).
        var site: Site { Site(bounds: bounds, entryCount: entries.count, hasShadow: shadow != nil, clip: clip, hasMask: mask != nil) }
    }

    struct Site: Hashable {
        var bounds: PixelRect
        var entryCount: Int
        var hasShadow: Bool
        var clip: FixedRect?
        var hasMask: Bool
    }

    final class Layer {
        let surface: Surface
        let shadowMask: ShadowMask?
        fileprivate var lastUsed: Int
        init(surface: Surface, shadowMask: ShadowMask?, lastUsed: Int) {
            self.surface = surface
            self.shadowMask = shadowMask
            self.lastUsed = lastUsed
        }
        var pixels: Int { surface.width * surface.height + (shadowMask.map { $0.width * $0.height / 4 } ?? 0) }

        /// The layer resampled at the last scale and sub-pixel position it was composited
        /// with (a pressed button shrinks to the same size each time), and where that image
        /// lies relative to the whole-pixel part of the position.
        private var resampled: (scaleX: Int, scaleY: Int, fractionX: Int, fractionY: Int, image: Surface, dx: Int, dy: Int)?
        /// That image with the last opacity it was composited at applied (a pressed button
        /// fades to the same opacity each time): composited as it is, with no multiply.
        private var faded: (opacity: UInt8, image: Surface)?

        /// `resampledImage(offset:scaleX:scaleY:sampler:)` with `opacity` applied, kept
        /// while the image and opacity stay the same.
        func resampledImage(offset: FixedPoint, scaleX: Fixed, scaleY: Fixed, opacity: UInt8,
                            sampler: LayerSampler) -> (image: Surface, x: Int, y: Int)? {
            let previous = resampled?.image
            guard let made = resampledImage(offset: offset, scaleX: scaleX, scaleY: scaleY, sampler: sampler) else { return nil }
            guard opacity != 255 else { return made }
            if let faded, faded.opacity == opacity, made.image === previous { return (faded.image, made.x, made.y) }
            let image = made.image.faded(by: opacity)
            faded = (opacity, image)
            return (image, made.x, made.y)
        }

        /// The layer resampled for `offset` and the scales (no larger than 1, so the image is
        /// no larger than the layer), made once and kept while they stay the same; with the
        /// surface pixel of its top-left corner.
        func resampledImage(offset: FixedPoint, scaleX: Fixed, scaleY: Fixed, sampler: LayerSampler) -> (image: Surface, x: Int, y: Int)? {
            let wholeX = offset.x.raw >> 6, wholeY = offset.y.raw >> 6
            let fractionX = offset.x.raw & 63, fractionY = offset.y.raw & 63
            if let kept = resampled, kept.scaleX == scaleX.raw, kept.scaleY == scaleY.raw,
               kept.fractionX == fractionX, kept.fractionY == fractionY {
                return (kept.image, wholeX + kept.dx, wholeY + kept.dy)
            }
            guard let made = sampler.resample(surface, offset: offset, scaleX: scaleX, scaleY: scaleY) else { return nil }
            resampled = (scaleX.raw, scaleY.raw, fractionX, fractionY, made.image, made.x - wholeX, made.y - wholeY)
            return made
        }
    }

    /// Larger groups (a whole screen in a compositing group) are drawn only where damaged.
    static let largestSide = 2048
    static let largestLayer = 512 * 512
    /// About 8 MB of layers and masks.
    let pixelBudget: Int

    private var layers: [Key: Layer] = [:]
    /// Per group site: when content was last drawn there without being found kept, in how
    /// many frames in a row it had changed, and (only when not kept) that content.
    private var lastMisses: [Site: (frame: Int, changes: Int, notKept: Key?)] = [:]
    /// Misses at the same site this many frames apart or less are frames in a row.
    static let changingWithinFrames = 2
    /// Content that changed in this many frames in a row is animating: not kept.
    static let changesToBeAnimating = 2
    private var pixels = 0
    private var frame = 0

    init(pixelBudget: Int = 2 * 1024 * 1024) { self.pixelBudget = pixelBudget }

    /// How many layers are kept, and how many times one was reused (for tests).
    var count: Int { layers.count }
    private(set) var reuses = 0

    /// Whether a group of these bounds is worth keeping whole.
    static func accepts(_ bounds: PixelRect) -> Bool {
        bounds.width > 0 && bounds.height > 0 && bounds.width <= largestSide && bounds.height <= largestSide
            && bounds.width * bounds.height <= largestLayer
    }

    /// Drawn frames a layer is kept without being composited (ten seconds of animation).
    static let staleAfterFrames = 600
    /// How often, in drawn frames, stale layers are looked for.
    static let sweepInterval = 128

    /// Called once per drawn frame: layers not used for a while go first.
    func beginFrame() {
        frame += 1
        if frame % GroupLayerCache.sweepInterval == 0 { dropStale() }
    }

    private func dropStale() {
        lastMisses = lastMisses.filter { frame - $0.value.frame <= GroupLayerCache.changingWithinFrames }
        let oldest = frame - GroupLayerCache.staleAfterFrames
        guard layers.values.contains(where: { $0.lastUsed < oldest }) else { return }
        layers = layers.filter { $0.value.lastUsed >= oldest }
        pixels = layers.values.reduce(0) { $0 + $1.pixels }
    }

    /// Whether a group not kept (`layer(for:)` found none) is worth keeping once drawn:
    /// yes the first time, after one change (a button pressed) and when its content is the
    /// one seen last; no once its content has changed in frames in a row (something
    /// animating inside it), whose layers would each be drawn whole, composited once and
    /// never used again, filling the budget with what no frame shows.
    func isWorthKeeping(_ key: Key) -> Bool {
        let site = key.site
        var changes = 0
        if let last = lastMisses[site], frame - last.frame <= GroupLayerCache.changingWithinFrames {
            if let notKept = last.notKept {
                // Compared whole only here, while the group animates.
                changes = notKept == key ? (last.frame == frame ? last.changes : 0) : last.changes + 1
            } else {
                // What was missed there last was kept: missing again, the content changed.
                changes = last.changes + 1
            }
        }
        let keep = changes < GroupLayerCache.changesToBeAnimating
        lastMisses[site] = (frame, changes, keep ? nil : key)
        return keep
    }

    func layer(for key: Key) -> Layer? {
        guard let layer = layers[key] else { return nil }
        layer.lastUsed = frame
        reuses += 1
        return layer
    }

    func store(_ surface: Surface, shadowMask: ShadowMask?, for key: Key) -> Layer {
        let layer = Layer(surface: surface, shadowMask: shadowMask, lastUsed: frame)
        if let old = layers.removeValue(forKey: key) { pixels -= old.pixels }
        while pixels + layer.pixels > pixelBudget, let oldest = layers.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            layers.removeValue(forKey: oldest.key)
            pixels -= oldest.value.pixels
        }
        if layer.pixels <= pixelBudget {
            layers[key] = layer
            pixels += layer.pixels
        }
        return layer
    }
}
