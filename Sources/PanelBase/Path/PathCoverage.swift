import CFreeType

/// Rasterises a path with FreeType's anti-aliasing outline renderer (`FT_Outline_Render`,
/// direct gray spans, clipped to a box): the coverage of every pixel a path touches inside
/// the clip, as horizontal spans of one coverage each (0...255, integer arithmetic only).
///
/// The spans land in memory kept from path to path, so rasterising allocates nothing once
/// it has grown to the largest path drawn.
package final class PathCoverage {
    package struct Span {
        package var y: Int32
        package var x: Int32
        package var length: Int32
        package var coverage: UInt8
    }

    private let library: FontLibrary?
    private let outline = FreeTypeOutline()
    private let bands = OutlineBands()
    private let band = FreeTypeOutline()
    /// Whether large outlines are rendered band by band (`OutlineBands`); the spans are the
    /// same either way.
    var rendersInBands = true
    /// The columns FreeType renders now: spans outside are cut.
    private var spanClip: (Int32, Int32) = (0, 0)
    /// The spans of the last path rendered.
    package private(set) var spans: [Span] = []

    package init() {
        library = try? FontLibrary()
    }

    /// Renders `geometry` moved by `offset` (1/64 px) into `spans`, inside `clip`
    /// (device pixels). False (and no spans) when FreeType is missing or refuses the path
    /// (more points than it counts).
    @discardableResult
    package func render(_ geometry: PathGeometry, offset: FixedPoint, rule: PathFillRule, clip: PixelRect) -> Bool {
        spans.removeAll(keepingCapacity: true)
        // FreeType's spans start at a 16-bit x.
        let clip = clip.intersection(PixelRect(x: -32768, y: -(1 << 20), width: 65535, height: 1 << 21))
        guard let library, !clip.isEmpty, outline.set(geometry, offset: offset, forBands: rendersInBands), !outline.isEmpty else { return false }
        var error: FT_Error = 0
        if rendersInBands, outline.isFlat, outline.points.count >= OutlineBands.smallestBandedPoints {
            let strips = (clip.width + OutlineBands.stripWidth - 1) / OutlineBands.stripWidth
            bands.sort(outline, rows: clip.y..<clip.maxY, strips: strips)
            for index in 0..<bands.count where error == 0 {
                let rows = bands.rows(of: index)
                for strip in 0..<strips where error == 0 {
                    let x = clip.x + strip * OutlineBands.stripWidth
                    let box = PixelRect(x: x, y: rows.lowerBound, width: Swift.min(OutlineBands.stripWidth, clip.maxX - x), height: rows.count)
                    bands.fill(band, band: index, columns: box.x..<box.maxX, of: outline)
                    guard !band.isEmpty else { continue }
                    guard band.fitsFreeType else { error = 0x62; break }  // FreeType's Raster_Overflow
                    error = render(band, rule: rule, clip: box, library: library)
                }
            }
        } else {
            guard outline.fitsFreeType else { return false }
            error = render(outline, rule: rule, clip: clip, library: library)
        }
        if error != 0 { spans.removeAll(keepingCapacity: true) }
        return error == 0
    }

    /// FreeType's gray spans of `outline` inside `clip`, appended to `spans`.
    private func render(_ outline: FreeTypeOutline, rule: PathFillRule, clip: PixelRect, library: FontLibrary) -> FT_Error {
        outline.withOutline(evenOdd: rule == .evenOdd) { ftOutline -> FT_Error in
            var params = FT_Raster_Params()
            params.flags = FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP
            params.clip_box = FT_BBox(xMin: clip.x, yMin: clip.y, xMax: clip.maxX, yMax: clip.maxY)
            params.user = Unmanaged.passUnretained(self).toOpaque()
            spanClip = (Int32(clip.x), Int32(clip.maxX))
            params.gray_spans = { y, count, spans, user in
                guard let spans, let user else { return }
                let coverage = Unmanaged<PathCoverage>.fromOpaque(user).takeUnretainedValue()
                // Cut to the clip: FreeType gathers what lies left of it into a cell of its own.
                let (left, right) = coverage.spanClip
                for index in 0..<Int(count) {
                    let span = spans[index]
                    let start = Swift.max(Int32(span.x), left), end = Swift.min(Int32(span.x) + Int32(span.len), right)
                    guard start < end else { continue }
                    coverage.spans.append(Span(y: y, x: start, length: end - start, coverage: span.coverage))
                }
            }
            return FT_Outline_Render(library.handle, &ftOutline, &params)
        }
    }
}
