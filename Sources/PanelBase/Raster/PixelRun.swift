import CPixels

/// Sets `count` pixels from `start` to `argb`: how opaque spans, clears and fills are
/// written. Long runs go to the C library (`panel_set_pixels`, its wmemset), which picks
/// the widest stores the processor has at run time; short runs stay inline, where a call
/// costs more than a few stores.
@inlinable
public func setPixels(_ start: UnsafeMutablePointer<UInt32>, to argb: UInt32, count: Int) {
    guard count >= 64 else {
        start.update(repeating: argb, count: count)
        return
    }
    panel_set_pixels(start, argb, count)
}
