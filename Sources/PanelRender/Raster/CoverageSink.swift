import PanelBase

/// Receives the spans a rasterizer produces, row by row, in device pixels already
/// clipped. A surface blends them with a colour; a mask buffer stores them as alpha.
public protocol CoverageSink {
    /// `count` pixels of row `y` from `x` are fully covered.
    mutating func solidSpan(y: Int, x: Int, count: Int)
    /// `count` pixels of row `y` from `x` are partly covered, `coverage[i]` of 255 each.
    mutating func maskSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>)
}
