import Glibc

/// The cheapest possible frames at a size: filling (memset) and copying (memcpy) one full
/// 32-bit surface, measured in the same process as the frames they are compared with.
/// Every frame figure is also reported as a multiple of `memcpyNanoseconds`.
struct MemoryFloor: Hashable, Sendable {
    var width: Int
    var height: Int
    /// Median time of one full-surface memcpy.
    var memcpyNanoseconds: Int64
    /// Median time of one full-surface memset.
    var memsetNanoseconds: Int64

    /// Copies and fills a `width` × `height` × 4-byte buffer `repetitions` times each (after
    /// one untimed pass that faults the pages in) and keeps the medians.
    static func measure(width: Int, height: Int, repetitions: Int = 31) -> MemoryFloor {
        let bytes = Swift.max(1, width * height * 4)
        let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer {
            source.deallocate()
            destination.deallocate()
        }
        memset(source, 0x5A, bytes)
        memcpy(destination, source, bytes)
        var copies: [Int64] = []
        var fills: [Int64] = []
        for index in 0..<Swift.max(1, repetitions) {
            let copyStart = BenchClock.now()
            memcpy(destination, source, bytes)
            copies.append(BenchClock.now() - copyStart)
            let fillStart = BenchClock.now()
            memset(destination, Int32(index & 0xFF), bytes)
            fills.append(BenchClock.now() - fillStart)
        }
        // Keeps the optimiser from dropping the copies.
        blackHole(destination.load(fromByteOffset: bytes / 2, as: UInt8.self))
        return MemoryFloor(width: width, height: height,
                           memcpyNanoseconds: SampleSummary(copies).p50,
                           memsetNanoseconds: SampleSummary(fills).p50)
    }

    /// `nanoseconds` as a multiple of one full-surface memcpy (0 when that is unknown).
    func memcpyRatio(_ nanoseconds: Int64) -> Double {
        memcpyNanoseconds > 0 ? Double(nanoseconds) / Double(memcpyNanoseconds) : 0
    }
}

@inline(never) func blackHole<T>(_ value: T) { _ = value }
