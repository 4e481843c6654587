import PanelBase

/// The coverage of the paths drawn lately, each as spans relative to the pixel holding its
/// origin: a path's coverage depends only on its points, its fill or stroke, and where its
/// origin falls inside a pixel (moved by whole pixels, FreeType's spans move with it).
/// The least recently used recording gives way once `capacity` are kept.
final class PathCoverageRecordings {
    struct Key: Hashable {
        var geometry: PathGeometry
        var drawing: PathItem.Drawing
        var phase: FixedPoint
    }

    /// Paths larger than this many pixels are rasterised where they are drawn, clipped.
    static let largestArea = 512 * 512
    /// Nor paths longer than this on either side (a line across the screen).
    static let largestSide = 4096
    /// How many recordings are kept.
    static let capacity = 64

    private var entries: [Key: (spans: [PathCoverage.Span], lastUsed: Int)] = [:]
    private var clock = 0

    var count: Int { entries.count }

    /// The recorded spans for `key`, if any (noting the use).
    func spans(for key: Key) -> [PathCoverage.Span]? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key]?.lastUsed = clock
        return entry.spans
    }

    func record(_ spans: [PathCoverage.Span], for key: Key) {
        if entries.count >= PathCoverageRecordings.capacity,
           let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key {
            entries[oldest] = nil
        }
        clock += 1
        entries[key] = (spans, clock)
    }
}
