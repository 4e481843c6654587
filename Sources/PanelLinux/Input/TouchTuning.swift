import PanelBase

/// Per-device settings of the touch decoder that a panel's hardware may need: the noise
/// margin (fuzz) of its position axes and, for resistive controllers that report contact
/// by ABS_PRESSURE only, the pressure that counts as a touch. nil leaves each to the
/// device's own description (see `TouchHysteresis` and `PressureContact`).
///
/// On a device node they come from udev properties, so a rule per panel sets them:
/// `LIBINPUT_FUZZ_XX` (XX the axis code in hex: 00/01 for ABS_X/ABS_Y, 35/36 for the
/// multitouch positions), which libinput reads the same way, and
/// `PANEL_PRESSURE_THRESHOLD`.
public struct TouchTuning: Hashable, Sendable {
    /// Noise margin in device units per absolute axis code, overriding the axis's fuzz.
    public var fuzz: [UInt16: Int32]
    /// The pressure (device units) at and above which a pressure-only device is touched.
    public var pressureThreshold: Int32?

    public init(fuzz: [UInt16: Int32] = [:], pressureThreshold: Int32? = nil) {
        self.fuzz = fuzz
        self.pressureThreshold = pressureThreshold
    }

    /// The largest fuzz a property may set: far beyond any real noise, small enough that
    /// no arithmetic on it can overflow.
    public static let maximumFuzz: Int32 = 65535

    /// The udev property that sets the noise margin of absolute axis `code`.
    public static func fuzzProperty(_ code: UInt16) -> String {
        let digits = String(code, radix: 16)
        return "LIBINPUT_FUZZ_" + (digits.count < 2 ? "0" + digits : digits)
    }

    public static let pressureProperty = "PANEL_PRESSURE_THRESHOLD"

    /// The settings udev holds for the device node at `path` (its database under
    /// `database`), with a message for each value that is not a number in range (ignored).
    public static func fromUdev(devicePath path: String, database: String? = UdevCalibration.defaultDatabase) -> (tuning: TouchTuning, problems: [String]) {
        guard let database else { return (TouchTuning(), []) }
        return parse(properties: { UdevCalibration.property($0, forDevice: path, database: database) }, device: path)
    }

    /// Reads the settings through `properties` (a name to its value).
    static func parse(properties: (String) -> String?, device path: String) -> (tuning: TouchTuning, problems: [String]) {
        typealias C = LinuxInputCode
        var tuning = TouchTuning()
        var problems: [String] = []
        for code in [C.absX, C.absY, C.absMTPositionX, C.absMTPositionY] {
            let name = fuzzProperty(code)
            guard let text = properties(name) else { continue }
            if let value = Int32(text), value >= 0, value <= maximumFuzz {
                tuning.fuzz[code] = value
            } else {
                problems.append("\(path): udev \(name)=\"\(text)\" ignored: expected a whole number of device units from 0 to \(maximumFuzz)")
            }
        }
        if let text = properties(pressureProperty) {
            if let value = Int32(text), value >= 1 {
                tuning.pressureThreshold = value
            } else {
                problems.append("\(path): udev \(pressureProperty)=\"\(text)\" ignored: expected a whole number of pressure units, at least 1")
            }
        }
        return (tuning, problems)
    }
}
