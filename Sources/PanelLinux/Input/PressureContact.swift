import PanelBase

/// When a resistive controller that reports contact by ABS_PRESSURE alone (no BTN_TOUCH)
/// is touched: from the moment the pressure reaches `threshold` until it falls below
/// `release`. The gap between the two keeps a light, wavering touch from flickering
/// between pressed and lifted.
///
/// By default the threshold is 1/20 of the pressure axis above its minimum (at least one
/// unit), and a touch lifts once the pressure falls below half of that; the udev property
/// `PANEL_PRESSURE_THRESHOLD` sets the threshold (clamped into the axis's range), and the
/// release point follows it.
public struct PressureContact: Hashable, Sendable {
    public let threshold: Int32
    public let release: Int32

    /// The axis the pressure comes on: ABS_PRESSURE.
    public static let axisCode = LinuxInputCode.absPressure
    /// The key a pen display without BTN_TOUCH touches with: BTN_TOOL_PEN.
    public static let penToolCode = LinuxInputCode.buttonToolPen

    public init(axis: AbsoluteAxisInfo, configuredThreshold: Int32? = nil) {
        let minimum = Int(axis.minimum)
        let maximum = max(Int(axis.maximum), minimum + 1)
        let defaultThreshold = minimum + max(1, (maximum - minimum) / 20)
        let chosen = min(max(configuredThreshold.map(Int.init) ?? defaultThreshold, minimum + 1), maximum)
        self.threshold = Int32(clamping: chosen)
        self.release = Int32(clamping: minimum + (chosen - minimum + 1) / 2)
    }

    /// Whether a contact is down after the device reported `pressure`, given whether it was.
    public func isTouching(pressure: Int32, wasTouching: Bool) -> Bool {
        wasTouching ? pressure >= release : pressure >= threshold
    }
}
