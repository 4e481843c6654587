import PanelBase

/// One shape's rasterized rows, kept so that drawing the same shape again (the same
/// button every frame, anywhere on screen) replays its spans instead of counting samples.
///
/// Positions are relative to the pixel holding the shape's top-left corner; the rows'
/// coverage depends only on the shape's size, corners, line width and where its corner
/// falls inside that pixel, which is the cache key. Rows between the corners share one
/// stored row.
final class CoverageRecording {
    struct Key: Hashable {
        var size: FixedSize
        var radii: CornerRadii
        var lineWidth: Int
        var phaseX: Int, phaseY: Int
    }

    /// A row's spans, relative to the recording's left pixel; `offset` locates its
    /// coverage bytes for [a, b) (255 where solid, 0 where hollow).
    struct Row {
        var a: Int32, b: Int32
        var leftSolid: (Int32, Int32), hollow: (Int32, Int32), rightSolid: (Int32, Int32)
        var offset: Int32

        init(a: Int32, b: Int32, leftSolid: (Int32, Int32), hollow: (Int32, Int32), rightSolid: (Int32, Int32), offset: Int32) {
            self.a = a; self.b = b
            self.leftSolid = leftSolid; self.hollow = hollow; self.rightSolid = rightSolid
            self.offset = offset
        }

        /// A measured row's layout, made relative to pixel column `x`.
        init(layout: ShapeRasterizer.RowLayout, relativeTo x: Int) {
            func r(_ v: Int) -> Int32 { Int32(truncatingIfNeeded: v - x) }
            self.init(a: r(layout.a), b: r(layout.b), leftSolid: (r(layout.leftSolid.0), r(layout.leftSolid.1)),
                      hollow: (r(layout.hollow.0), r(layout.hollow.1)), rightSolid: (r(layout.rightSolid.0), r(layout.rightSolid.1)),
                      offset: 0)
        }
    }

    let rows: UnsafeMutablePointer<Row>
    let rowCount: Int
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    private var byteCapacity: Int
    private(set) var byteCount = 0
    private var recorded = 0
    /// The cache's frame when this was last replayed or recorded.
    var lastUsed = 0

    init(rowCount: Int, expectedBytes: Int) {
        self.rowCount = rowCount
        rows = UnsafeMutablePointer<Row>.allocate(capacity: Swift.max(1, rowCount))
        rows.initialize(repeating: Row(a: 0, b: 0, leftSolid: (0, 0), hollow: (0, 0), rightSolid: (0, 0), offset: 0),
                        count: Swift.max(1, rowCount))
        byteCapacity = Swift.max(16, expectedBytes)
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
    }

    deinit {
        rows.deallocate()
        bytes.deallocate()
    }

    /// Memory held, for the cache's budget.
    var memory: Int { byteCapacity + rowCount * MemoryLayout<Row>.stride }

    /// Stores row `index`: its spans and, unless `sharesPrevious`, its coverage bytes.
    func record(index: Int, row: Row, coverage: UnsafePointer<UInt8>, sharesPrevious: Bool) {
        var row = row
        if sharesPrevious && index > 0 {
            row.offset = rows[index - 1].offset
        } else {
            let count = Int(row.b - row.a)
            if byteCount + count > byteCapacity {
                let grown = Swift.max(byteCapacity * 2, byteCount + count)
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
                larger.update(from: bytes, count: byteCount)
                bytes.deallocate()
                bytes = larger
                byteCapacity = grown
            }
            (bytes + byteCount).update(from: coverage, count: count)
            row.offset = Int32(byteCount)
            byteCount += count
        }
        rows[index] = row
    }
}

/// The rasterizer's recordings, bounded by a memory budget (emptied when it would be
/// exceeded, so a resizing animation cannot grow it without limit) and by use: what no
/// frame has replayed for `staleAfterFrames` drawn frames goes, so the memory held follows
/// what the screen has been showing, not everything it ever showed.
///
/// A shape at a sub-pixel position is recorded the second time it is drawn, not the
/// first: an animation draws shapes at a new sub-pixel position every frame, most never to
/// be drawn again (those drawn again, as when the same toggle slides the same way, are
/// worth keeping). Shapes at rest stand on whole pixels (layout snaps origins), and are
/// recorded the first time.
final class CoverageRecordingCache {
    static let budget = 4 << 20
    /// Shapes needing more bytes than this are never recorded.
    static let largestRecording = 512 << 10
    /// Drawn frames a recording is kept without being replayed (ten seconds of animation).
    static let staleAfterFrames = 600
    /// How often, in drawn frames, stale recordings are looked for.
    static let sweepInterval = 128
    private var recordings: [CoverageRecording.Key: CoverageRecording] = [:]
    /// Shapes drawn once and not recorded, remembered until this many are.
    static let drawnOnceLimit = 1024
    private var drawnOnce: Set<CoverageRecording.Key> = []
    private var memory = 0
    private var frame = 0

    /// Called once per drawn frame.
    func beginFrame() {
        frame += 1
        if frame % CoverageRecordingCache.sweepInterval == 0 { dropStale() }
    }

    private func dropStale() {
        let oldest = frame - CoverageRecordingCache.staleAfterFrames
        guard recordings.values.contains(where: { $0.lastUsed < oldest }) else { return }
        recordings = recordings.filter { $0.value.lastUsed >= oldest }
        memory = recordings.values.reduce(0) { $0 + $1.memory }
    }

    /// Whether a shape drawn now (and not recorded) should be recorded: at once on whole
    /// pixels, else the second time.
    func isWorthRecording(_ key: CoverageRecording.Key) -> Bool {
        if key.phaseX == 0 && key.phaseY == 0 { return true }
        if drawnOnce.remove(key) != nil { return true }
        if drawnOnce.count >= CoverageRecordingCache.drawnOnceLimit { drawnOnce.removeAll(keepingCapacity: true) }
        drawnOnce.insert(key)
        return false
    }

    /// The recording kept for `key`, marked as used now.
    subscript(key: CoverageRecording.Key) -> CoverageRecording? {
        guard let recording = recordings[key] else { return nil }
        recording.lastUsed = frame
        return recording
    }

    func insert(_ recording: CoverageRecording, for key: CoverageRecording.Key) {
        if memory + recording.memory > CoverageRecordingCache.budget {
            recordings.removeAll(keepingCapacity: true)
            memory = 0
        }
        recording.lastUsed = frame
        recordings[key] = recording
        memory += recording.memory
    }

    var count: Int { recordings.count }
}
