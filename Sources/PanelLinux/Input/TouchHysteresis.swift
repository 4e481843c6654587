import PanelBase

/// The noise a still finger makes, ignored: a contact's position changes only once the
/// device reports it more than `margin` units away (on either axis) from where it was,
/// and then jumps there exactly, so real motion is reported unchanged.
///
/// The margin is in device units, per axis, and comes from the axis's fuzz as the kernel
/// and libinput read it (`input_absinfo.fuzz`, or the udev property `LIBINPUT_FUZZ_XX`
/// that overrides it). Most touchscreen drivers leave fuzz at 0; the margin is then a
/// quarter of a millimetre when the axis has a resolution, else 1/512 of the axis, and
/// never less than one unit: on a 0..2047 resistive controller four units (1.6 px across
/// 800 px), enough for the wander of a still finger seen in published dumps of such
/// controllers (two units within 70 ms on an eGalax, up to eight on a 0..4095 i.MX6UL).
public struct TouchHysteresis: Hashable, Sendable {
    public var marginX: Int32
    public var marginY: Int32

    public init(marginX: Int32, marginY: Int32) {
        self.marginX = marginX
        self.marginY = marginY
    }

    /// No filtering: every change of position is reported.
    public static let none = TouchHysteresis(marginX: 0, marginY: 0)

    /// The margins for a device's two position axes; `fuzzX`/`fuzzY` override the axes'
    /// own fuzz (0 then turns the filter off on that axis).
    public init(xAxis: AbsoluteAxisInfo, yAxis: AbsoluteAxisInfo, fuzzX: Int32? = nil, fuzzY: Int32? = nil) {
        self.marginX = TouchHysteresis.margin(for: xAxis, fuzz: fuzzX)
        self.marginY = TouchHysteresis.margin(for: yAxis, fuzz: fuzzY)
    }

    /// The margin of one axis, bounded to an eighth of its span so that no fuzz value,
    /// however wild, can freeze the pointer.
    static func margin(for axis: AbsoluteAxisInfo, fuzz configured: Int32?) -> Int32 {
        let span = max(Int(axis.maximum) - Int(axis.minimum) + 1, 1)
        let margin: Int
        if let configured {
            margin = max(Int(configured), 0)
        } else if axis.fuzz > 0 {
            margin = Int(axis.fuzz)
        } else if axis.resolution > 0 {
            margin = max(1, Int(axis.resolution) / 4)
        } else {
            margin = max(1, span / 512)
        }
        return Int32(min(margin, max(span / 8, 1)))
    }

    /// Where a contact shown at `shown` is shown once the device reports `raw`.
    package static func filter(_ raw: Int32, shown: Int32, margin: Int32) -> Int32 {
        let distance = Int(raw) - Int(shown)
        return distance.magnitude > Int(margin).magnitude ? raw : shown
    }

    public func filter(x: Int32, y: Int32, shownX: Int32, shownY: Int32) -> (x: Int32, y: Int32) {
        (TouchHysteresis.filter(x, shown: shownX, margin: marginX), TouchHysteresis.filter(y, shown: shownY, margin: marginY))
    }
}
