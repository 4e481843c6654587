import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The uinput path on a real kernel: touches written into a VirtualTouchscreen come back
/// through evdev, libevdev and the decoder. These run where /dev/uinput is writable (the
/// QEMU guest as root) and are skipped elsewhere.
@Suite(.enabled(if: access("/dev/uinput", W_OK) == 0, "needs a writable /dev/uinput"))
struct UinputRoundTripTests {
    let transform = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .clockwise90)

    /// Opens the node the kernel made, which devtmpfs may publish a moment late.
    func openDevice(_ screen: VirtualTouchscreen) throws -> EvdevDevice {
        let path = try #require(screen.devicePath)
        var lastError: InputDeviceError?
        for _ in 0..<200 {
            do throws(InputDeviceError) {
                return try EvdevDevice(path: path)
            } catch {
                lastError = error
                usleep(10_000)
            }
        }
        throw try #require(lastError)
    }

    /// Reads until `count` pointer events arrived or a second passed.
    func read(_ device: EvdevDevice, into decoder: inout InputEventDecoder, count: Int, resyncs: inout Int) -> [PointerEvent] {
        var output: [InputEvent] = []
        let end = MonotonicTime.now() + 1_000_000_000
        while output.pointerEvents.count < count && MonotonicTime.now() < end {
            var fds = [pollfd(fd: device.fileDescriptor, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 1, 50)
            var items: [InputDeviceReadItem] = []
            if let failure = device.readPending(into: &items) {
                Issue.record("read failed: \(errnoDescription(failure))")
                break
            }
            for item in items {
                switch item {
                case .event(let event): decoder.feed(event, into: &output)
                case .resynchronize(let time):
                    resyncs += 1
                    decoder.beginResynchronization(at: time, into: &output)
                }
            }
        }
        return output.pointerEvents
    }

    @Test func aScriptComesBackAsPointerEventsWithKernelTimestamps() throws {
        let screen = try VirtualTouchscreen(transform: transform)
        let device = try openDevice(screen)
        #expect(InputDeviceKind(classifying: device.capabilities) == .multitouchScreen)
        #expect(device.capabilities.absoluteAxes[LinuxInputCode.absMTPositionX]?.resolution == 6)
        var decoder = InputEventDecoder(capabilities: device.capabilities, deviceNumber: 5, transform: transform)
        var player = TouchScriptPlayer(script: try TouchScript(parsing: "tap 100 200\ndown 0 10 10\ndown 1 300 600\nmove 1 310 620\nup 0\nup 1", file: "t"))
        let before = MonotonicTime.now()
        for action in player.allActions() { try screen.perform(action) }
        var resyncs = 0
        let events = read(device, into: &decoder, count: 7, resyncs: &resyncs)
        #expect(events.map(\.phase) == [.began, .ended, .began, .began, .moved, .ended, .ended])
        #expect(events.map(\.location) == [point(100, 200), point(100, 200), point(10, 10), point(300, 600), point(310, 620), point(10, 10), point(310, 620)])
        #expect(events.allSatisfy { $0.timestamp >= before && $0.timestamp <= MonotonicTime.now() })
        #expect(resyncs == 0)
    }

    @Test func overflowingTheKernelBufferCancelsTheTouchAndNothingStaysDown() throws {
        let screen = try VirtualTouchscreen(transform: transform)
        let device = try openDevice(screen)
        var decoder = InputEventDecoder(capabilities: device.capabilities, deviceNumber: 6, transform: transform)
        var resyncs = 0
        try screen.perform(TouchAction(offset: 0, slot: 0, kind: .down(point(50, 50)), line: 1))
        #expect(read(device, into: &decoder, count: 1, resyncs: &resyncs).map(\.phase) == [.began])
        // Far more frames than evdev buffers for an unread client: the kernel drops them
        // and reports SYN_DROPPED.
        for step in 0..<6000 {
            try screen.perform(TouchAction(offset: 0, slot: 0, kind: .move(point(50 + step % 400, 60)), line: 2))
        }
        let during = read(device, into: &decoder, count: 10_000, resyncs: &resyncs)
        #expect(resyncs >= 1)
        #expect(during.last?.phase == .cancelled)
        #expect(decoder.activePointers.isEmpty)
        // The untrusted finger lifts silently; the next tap is trusted again.
        try screen.perform(TouchAction(offset: 0, slot: 0, kind: .up, line: 3))
        try screen.perform(TouchAction(offset: 0, slot: 0, kind: .down(point(400, 500)), line: 4))
        try screen.perform(TouchAction(offset: 0, slot: 0, kind: .up, line: 5))
        let after = read(device, into: &decoder, count: 2, resyncs: &resyncs)
        #expect(after.map(\.phase) == [.began, .ended])
        #expect(after.first?.location == point(400, 500))
        #expect(decoder.activePointers.isEmpty)
    }

    @Test func aGrabKeepsTouchesFromOtherReaders() throws {
        let screen = try VirtualTouchscreen(transform: transform, name: "Grab Test Screen")
        let bystander = try openDevice(screen)
        let path = try #require(screen.devicePath)
        let kiosk = try EvdevDevice(path: path, grab: true)
        #expect(kiosk.isGrabbed)
        // A second grab is refused with a message that says so.
        #expect(throws: InputDeviceError.self) { _ = try EvdevDevice(path: path, grab: true) }

        var player = TouchScriptPlayer(script: try TouchScript(parsing: "tap 10 10", file: "t"))
        for action in player.allActions() { try screen.perform(action) }
        var kioskDecoder = InputEventDecoder(capabilities: kiosk.capabilities, deviceNumber: 7, transform: transform)
        var bystanderDecoder = InputEventDecoder(capabilities: bystander.capabilities, deviceNumber: 8, transform: transform)
        var resyncs = 0
        #expect(read(kiosk, into: &kioskDecoder, count: 2, resyncs: &resyncs).map(\.phase) == [.began, .ended])
        #expect(read(bystander, into: &bystanderDecoder, count: 1, resyncs: &resyncs).isEmpty)
    }

    @Test func hotPlugThroughInotifyOpensAndClosesTheDevice() throws {
        var configuration = EvdevInputSource.Configuration(transform: transform)
        var messages: [String] = []
        configuration.log = { messages.append($0) }
        let source = try EvdevInputSource(configuration: configuration)
        let before = Set(source.openDevices.map(\.path))
        var screen: VirtualTouchscreen? = try VirtualTouchscreen(transform: transform, name: "Hot Plug Test Screen")
        let path = try #require(screen?.devicePath)

        func pump(for nanoseconds: Int64, until done: ([PointerEvent]) -> Bool) -> [PointerEvent] {
            var output: [PointerEvent] = []
            let end = MonotonicTime.now() + nanoseconds
            while !done(output) && MonotonicTime.now() < end { output += pumpOnce(source) }
            return output
        }
        _ = pump(for: 3_000_000_000) { _ in source.openDevices.contains { $0.path == path } }
        #expect(!before.contains(path))
        #expect(source.openDevices.first { $0.path == path }?.kind == .multitouchScreen)

        try screen?.perform(TouchAction(offset: 0, slot: 0, kind: .down(point(20, 30)), line: 1))
        let touched = pump(for: 1_000_000_000) { !$0.isEmpty }
        #expect(touched.map(\.phase) == [.began])
        #expect(touched.first?.location == point(20, 30))

        // Unplugged mid-touch: the touch is cancelled and the source goes on.
        screen = nil
        let removed = pump(for: 3_000_000_000) { _ in !source.openDevices.contains { $0.path == path } }
        #expect(removed.map(\.phase) == [.cancelled])
        #expect(messages.contains { $0.contains("Hot Plug Test Screen") })
    }

    func pumpOnce(_ source: EvdevInputSource) -> [PointerEvent] {
        var fds = source.fileDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&fds, nfds_t(fds.count), 20)
        source.retryPendingOpens(at: .now())
        var output: [PointerEvent] = []
        for entry in fds where entry.revents != 0 { output += source.readAvailable(from: entry.fd).pointerEvents }
        return output
    }
}
