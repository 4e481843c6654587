import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct UdevCalibrationTests {
    /// A stand-in for /run/udev/data holding one entry for /dev/null (character device 1:3).
    final class FakeDatabase {
        let path: String
        init(entry: String) {
            var template = Array("/tmp/panel-udev-XXXXXX".utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            path = made.map { String(cString: $0) } ?? "/tmp"
            let fd = open(path + "/c1:3", O_CREAT | O_WRONLY | O_TRUNC, 0o644)
            _ = entry.withCString { write(fd, $0, strlen($0)) }
            close(fd)
        }
        deinit {
            unlink(path + "/c1:3")
            rmdir(path)
        }
    }

    @Test func findsThePropertyInADatabaseEntry() {
        let entry = "S:input/by-path/platform-touch\nI:1234\nE:ID_INPUT=1\nE:LIBINPUT_CALIBRATION_MATRIX=0 1 0 -1 0 1\nG:seat\n"
        #expect(UdevCalibration.property("LIBINPUT_CALIBRATION_MATRIX", inDatabaseEntry: entry) == "0 1 0 -1 0 1")
        #expect(UdevCalibration.property("ID_INPUT", inDatabaseEntry: entry) == "1")
        #expect(UdevCalibration.property("ID_INPUT_TOUCHSCREEN", inDatabaseEntry: entry) == nil)
    }

    @Test func decodesDeviceNumbersLikeGlibc() {
        #expect(UdevCalibration.deviceNumbers(13 << 8 | 65) == (13, 65))
        // Minor 300 keeps its high bits above the major's.
        let encoded: UInt64 = (300 & 0xff) | (13 << 8) | ((300 & ~0xff) << 12)
        #expect(UdevCalibration.deviceNumbers(encoded) == (13, 300))
    }

    @Test func calibratesFromUdevUnlessConfigured() throws {
        let database = FakeDatabase(entry: "E:LIBINPUT_CALIBRATION_MATRIX=-1 0 1 0 1 0\n")
        let fromUdev = UdevCalibration.resolve(devicePath: "/dev/null", configured: nil, database: database.path)
        #expect(fromUdev.calibration == (try TouchCalibration(parsing: "-1 0 1 0 1 0")))
        #expect(fromUdev.origin == .udev)
        let configured = try TouchCalibration(parsing: "1 0 0 0 -1 1")
        #expect(UdevCalibration.resolve(devicePath: "/dev/null", configured: configured, database: database.path).calibration == configured)
        #expect(UdevCalibration.resolve(devicePath: "/dev/null", configured: nil, database: nil).origin == .none)
        // Not a character device, or no entry: identity.
        #expect(UdevCalibration.resolve(devicePath: "/proc/self/stat", configured: nil, database: database.path).calibration == .identity)
        #expect(UdevCalibration.resolve(devicePath: "/dev/null", configured: nil, database: "/nonexistent").origin == .none)
    }

    @Test func aMalformedUdevMatrixIsReportedAndIgnored() {
        let database = FakeDatabase(entry: "E:LIBINPUT_CALIBRATION_MATRIX=1 0 0\n")
        let resolved = UdevCalibration.resolve(devicePath: "/dev/null", configured: nil, database: database.path)
        #expect(resolved.calibration == .identity)
        #expect(resolved.problem?.contains("/dev/null: udev LIBINPUT_CALIBRATION_MATRIX ignored") == true)
    }
}
