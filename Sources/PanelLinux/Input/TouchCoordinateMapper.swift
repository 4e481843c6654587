import PanelBase

/// Maps a device's absolute coordinates to the logical screen in one fixed chain:
/// device value (clamped to the absinfo range) → normalized 0..1 → calibration matrix →
/// physical framebuffer → the display's rotation (`ScreenTransform.logical(fromPhysical:)`).
///
/// Normalization follows libinput: an axis spans `maximum - minimum + 1` units, so a device
/// whose range matches the framebuffer's pixels maps value v onto pixel v exactly.
/// Calibrated points that fall outside the framebuffer are clamped to its edge, so a touch
/// on the bezel still reaches the control at the edge.
public struct TouchCoordinateMapper: Hashable, Sendable {
    public let xAxis: AbsoluteAxisInfo
    public let yAxis: AbsoluteAxisInfo
    public let calibration: TouchCalibration
    public let transform: ScreenTransform

    static let normalizedBits = 24

    public init(xAxis: AbsoluteAxisInfo, yAxis: AbsoluteAxisInfo, calibration: TouchCalibration = .identity, transform: ScreenTransform) {
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.calibration = calibration
        self.transform = transform
    }

    /// The physical framebuffer point (1/64 px) a device position lands on.
    public func physicalPoint(deviceX: Int32, deviceY: Int32) -> FixedPoint {
        let nx = TouchCoordinateMapper.normalize(deviceX, on: xAxis)
        let ny = TouchCoordinateMapper.normalize(deviceY, on: yAxis)
        let calibrated = calibration.apply(normalizedX: nx, normalizedY: ny)
        let x = TouchCoordinateMapper.scale(calibrated.x, toPixels: transform.physicalWidth)
        let y = TouchCoordinateMapper.scale(calibrated.y, toPixels: transform.physicalHeight)
        return FixedPoint(x: Fixed(raw: x), y: Fixed(raw: y))
    }

    /// The logical screen point (what views see) a device position lands on.
    public func logicalPoint(deviceX: Int32, deviceY: Int32) -> FixedPoint {
        transform.logical(fromPhysical: physicalPoint(deviceX: deviceX, deviceY: deviceY))
    }

    /// Q24 fraction of the axis span, the value clamped into the range first.
    static func normalize(_ value: Int32, on axis: AbsoluteAxisInfo) -> Int {
        let minimum = Int(axis.minimum), maximum = max(Int(axis.maximum), Int(axis.minimum))
        let clamped = min(max(Int(value), minimum), maximum)
        let span = maximum - minimum + 1
        return roundedDivision((clamped - minimum) << normalizedBits, span)
    }

    /// A Q24 fraction of a screen dimension in 1/64 px, clamped to [0, size).
    package static func scale(_ fraction: Int, toPixels size: Int) -> Int {
        let pixels = min(max(size, 1), 1 << 20)
        let limit = (pixels << Fixed.fractionBits) - 1
        // |fraction| stays below about 2^33 (entries ≤ 100), so the product fits easily.
        let raw = roundedDivision(fraction * pixels << Fixed.fractionBits, 1 << normalizedBits)
        return min(max(raw, 0), limit)
    }
}
