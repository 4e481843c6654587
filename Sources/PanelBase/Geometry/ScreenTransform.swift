/// Maps between the logical screen the views see (width × height after rotation) and the
/// physical framebuffer (the mode's native width × height).
///
/// Points are continuous coordinates (a pixel's area spans x..x+1), so rotating a rectangle
/// maps its edges exactly and pixel rectangles stay pixel rectangles.
public struct ScreenTransform: Hashable, Sendable {
    public let physicalWidth: Int
    public let physicalHeight: Int
    public let rotation: Rotation

    public init(physicalWidth: Int, physicalHeight: Int, rotation: Rotation) {
        self.physicalWidth = physicalWidth
        self.physicalHeight = physicalHeight
        self.rotation = rotation
    }

    /// Turns sideways for 90° and 270°.
    public var swapsAxes: Bool { rotation == .clockwise90 || rotation == .clockwise270 }
    public var logicalWidth: Int { swapsAxes ? physicalHeight : physicalWidth }
    public var logicalHeight: Int { swapsAxes ? physicalWidth : physicalHeight }

    /// A logical point on the physical framebuffer.
    public func physical(fromLogical p: FixedPoint) -> FixedPoint {
        let w = Fixed(physicalWidth), h = Fixed(physicalHeight)
        switch rotation {
        case .none: return p
        case .clockwise90: return FixedPoint(x: w - p.y, y: p.x)
        case .upsideDown: return FixedPoint(x: w - p.x, y: h - p.y)
        case .clockwise270: return FixedPoint(x: p.y, y: h - p.x)
        }
    }

    /// A physical framebuffer point (a touch mapped onto the panel) in logical coordinates.
    public func logical(fromPhysical p: FixedPoint) -> FixedPoint {
        let lw = Fixed(logicalWidth), lh = Fixed(logicalHeight)
        switch rotation {
        case .none: return p
        case .clockwise90: return FixedPoint(x: p.y, y: lh - p.x)
        case .upsideDown: return FixedPoint(x: lw - p.x, y: lh - p.y)
        case .clockwise270: return FixedPoint(x: lw - p.y, y: p.x)
        }
    }

    /// The physical pixels covered by a logical pixel rectangle (damage to copy).
    public func physical(fromLogical r: PixelRect) -> PixelRect {
        switch rotation {
        case .none: return r
        case .clockwise90: return PixelRect(x: physicalWidth - r.maxY, y: r.x, width: r.height, height: r.width)
        case .upsideDown: return PixelRect(x: physicalWidth - r.maxX, y: physicalHeight - r.maxY, width: r.width, height: r.height)
        case .clockwise270: return PixelRect(x: r.y, y: physicalHeight - r.maxX, width: r.height, height: r.width)
        }
    }

    /// Pixel (x, y) of the logical image lands on this physical pixel.
    @inlinable public func physicalPixel(logicalX x: Int, y: Int) -> (x: Int, y: Int) {
        switch rotation {
        case .none: return (x, y)
        case .clockwise90: return (physicalWidth - 1 - y, x)
        case .upsideDown: return (physicalWidth - 1 - x, physicalHeight - 1 - y)
        case .clockwise270: return (y, physicalHeight - 1 - x)
        }
    }
}
