import Glibc
import PanelBase

/// Calibration set by udev rules through LIBINPUT_CALIBRATION_MATRIX, read from udev's
/// database (`/run/udev/data/c<major>:<minor>`, lines `E:KEY=VALUE`), so the rules
/// written for libinput calibrate Panel too. Without udev there is no database and
/// devices are uncalibrated unless configured otherwise.
public enum UdevCalibration {
    public static let propertyName = "LIBINPUT_CALIBRATION_MATRIX"
    public static let defaultDatabase = "/run/udev/data"

    /// Where a device's calibration came from, for `panel-app inputs` and the log.
    public enum Origin: Hashable, Sendable, CustomStringConvertible {
        case configured
        case udev
        case none

        public var description: String {
            switch self {
            case .configured: return "configured"
            case .udev: return "from udev \(UdevCalibration.propertyName)"
            case .none: return "identity"
            }
        }
    }

    /// The calibration for the device node at `path`: `configured` if given, else the
    /// udev property, else the identity. A malformed udev value is reported in `problem`
    /// and ignored.
    public static func resolve(devicePath path: String, configured: TouchCalibration?, database: String? = defaultDatabase)
        -> (calibration: TouchCalibration, origin: Origin, problem: String?) {
        if let configured { return (configured, .configured, nil) }
        guard let database, let text = property(propertyName, forDevice: path, database: database) else {
            return (.identity, .none, nil)
        }
        do throws(TouchCalibrationError) {
            return (try TouchCalibration(parsing: text), .udev, nil)
        } catch {
            return (.identity, .none, "\(path): udev \(propertyName) ignored: \(error)")
        }
    }

    /// A udev property of the character device at `path`, nil when udev has none.
    public static func property(_ name: String, forDevice path: String, database: String = defaultDatabase) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFCHR else { return nil }
        let numbers = deviceNumbers(UInt64(info.st_rdev))
        guard let text = try? readTextFile("\(database)/c\(numbers.major):\(numbers.minor)", limit: 1 << 20) else { return nil }
        return property(name, inDatabaseEntry: text)
    }

    /// The value of `E:NAME=VALUE` in one device's database entry.
    package static func property(_ name: String, inDatabaseEntry text: String) -> String? {
        let prefix = "E:\(name)="
        for line in textLines(text) where line.hasPrefix(prefix) {
            return String(line.dropFirst(prefix.count))
        }
        return nil
    }

    /// glibc's encoding of dev_t into major and minor numbers.
    static func deviceNumbers(_ device: UInt64) -> (major: UInt64, minor: UInt64) {
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
        let minor = (device & 0xff) | ((device >> 12) & ~0xff)
        return (major, minor)
    }
}
