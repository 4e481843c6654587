import Testing
import SwiftUI

/// A file that says only `import SwiftUI` has Foundation's everyday types, as with Apple's
/// SwiftUI: `UUID` ids for `Identifiable` rows, `Date`, `URL`, `Data`.
@MainActor
@Suite struct SwiftUIImportTests {
    struct Device: Identifiable {
        let id = UUID()
        var name: String
        var isOn = false
        var added = Date(timeIntervalSince1970: 1_000_000_000)
        var manual = URL(string: "https://example.com/manual.pdf")
    }

    @Observable final class Devices {
        var all = [Device(name: "Fan"), Device(name: "Pump"), Device(name: "Heater")]
    }

    struct DeviceColumn: View {
        @Bindable var devices: Devices
        var body: some View {
            VStack {
                ForEach($devices.all) { $device in
                    Toggle(device.name, isOn: $device.isOn)
                }
            }
        }
    }

    @Test func rowsIdentifiedByUUIDKeepTheirStateApart() throws {
        let devices = Devices()
        let host = ViewHost(rootView: DeviceColumn(devices: devices), width: 400, height: 300)
        host.update(at: MonotonicTime(seconds: 0))
        let pump = try #require(host.element(labeled: "Pump"))
        host.send(PointerEvent(pointer: 1, phase: .began, location: pump.activationPoint, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 1, phase: .ended, location: pump.activationPoint, timestamp: MonotonicTime(seconds: 1.05)))
        host.update(at: MonotonicTime(seconds: 3))
        #expect(devices.all.map(\.isOn) == [false, true, false])
        #expect(Set([Device(name: "a").id, Device(name: "a").id]).count == 2)
        #expect(Data([1, 2]).count == 2 && Device(name: "a").added.timeIntervalSince1970 == 1_000_000_000)
    }
}
