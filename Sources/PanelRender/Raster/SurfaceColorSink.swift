import PanelBase

/// Blends a colour onto a surface through coverage: how shapes are filled.
public struct SurfaceColorSink: CoverageSink {
    public let surface: Surface
    public let color: PixelColor

    @inlinable public init(surface: Surface, color: PixelColor) {
        self.surface = surface
        self.color = color
    }

    @inlinable public mutating func solidSpan(y: Int, x: Int, count: Int) {
        surface.blendSpan(x: x, y: y, count: count, color: color)
    }

    @inlinable public mutating func maskSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        surface.blendMaskSpan(x: x, y: y, count: count, color: color, mask: coverage)
    }
}
