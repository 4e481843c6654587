import PanelBase

/// Copies of decoded images at the sizes they are drawn, per interpolation and tint, at
/// most `byteLimit` bytes, least recently used first out: an image drawn at the same size
/// frame after frame is resampled once. A copy larger than `largestKept` pixels is not
/// kept; only the part of it being drawn is resampled.
public final class ScaledImageCache {
    /// 32 MB: about eleven full 800×480 screens.
    public static let defaultByteLimit = 32 << 20
    /// 2 M pixels: anything larger is drawn part by part.
    public static let largestKept = 2 << 20

    public let byteLimit: Int
    public private(set) var byteCount = 0
    /// How many copies were made (cache misses), for tests and statistics.
    public private(set) var scaleCount = 0

    public struct Key: Hashable {
        public var image: DecodedImage
        public var width: Int
        public var height: Int
        public var interpolation: ImageInterpolation
        public var tint: PixelColor?
        /// The part of the image resampled (nil: all of it).
        public var source: PixelRect?

        public init(image: DecodedImage, width: Int, height: Int, interpolation: ImageInterpolation, tint: PixelColor?,
                    source: PixelRect? = nil) {
            self.image = image
            self.width = width
            self.height = height
            self.interpolation = interpolation
            self.tint = tint
            self.source = source
        }
    }

    private var entries: [Key: (surface: Surface, lastUse: Int)] = [:]
    private var clock = 0

    public init(byteLimit: Int = ScaledImageCache.defaultByteLimit) {
        self.byteLimit = byteLimit
    }

    /// Whether a copy for `key` is kept.
    public func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// `key.image` at `key.width`×`key.height`, tinted if asked, and where in that copy
    /// `region` (in the copy's pixels) starts: the whole copy when it is kept, else just
    /// `region`.
    public func copy(_ key: Key, region: PixelRect) -> (surface: Surface, origin: (x: Int, y: Int)) {
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            return (entry.surface, (0, 0))
        }
        scaleCount += 1
        let whole = PixelRect(x: 0, y: 0, width: key.width, height: key.height)
        let largest = ScaledImageCache.largestKept
        let keeps = key.width <= largest && key.height <= largest && key.width * key.height <= largest
        let area = keeps ? whole : region.intersection(whole)
        var source = key.source.map { ImageScaler.cropped(key.image.surface, to: $0) } ?? key.image.surface
        // Tinting before resampling keeps the coverage's edges exactly as resampled.
        if let tint = key.tint { source = ImageScaler.tinted(source, with: tint) }
        let scaled = scale(source, key, area)
        guard keeps else { return (scaled, (area.x, area.y)) }
        entries[key] = (scaled, clock)
        byteCount += key.width * key.height * 4
        evict(keeping: key)
        return (scaled, (0, 0))
    }

    private func scale(_ source: Surface, _ key: Key, _ area: PixelRect) -> Surface {
        ImageScaler.scaled(source, width: key.width, height: key.height, region: area, interpolation: key.interpolation)
    }

    private func evict(keeping kept: Key) {
        while byteCount > byteLimit {
            var oldest: (key: Key, use: Int)?
            for (key, entry) in entries where key != kept {
                if oldest == nil || entry.lastUse < oldest!.use { oldest = (key, entry.lastUse) }
            }
            guard let oldest, let entry = entries.removeValue(forKey: oldest.key) else { return }
            byteCount -= entry.surface.width * entry.surface.height * 4
        }
    }
}
