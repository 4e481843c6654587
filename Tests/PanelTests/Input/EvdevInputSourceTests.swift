import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A stand-in device: a pipe gives it a real descriptor, and tests queue what it reads.
final class FakeInputDevice: InputDevice {
    let path: String
    let fileDescriptor: Int32
    let writeEnd: Int32
    let capabilities: InputDeviceCapabilities
    var queued: [InputDeviceReadItem] = []
    var failure: Int32?

    init(path: String, capabilities: InputDeviceCapabilities) {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        self.path = path
        self.fileDescriptor = fds[0]
        self.writeEnd = fds[1]
        self.capabilities = capabilities
    }

    deinit {
        close(fileDescriptor)
        close(writeEnd)
    }

    /// Queues `items` and makes the descriptor readable, as the kernel does.
    func deliver(_ items: [InputDeviceReadItem]) {
        queued += items
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    func readPending(into items: inout [InputDeviceReadItem]) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let flags = fcntl(fileDescriptor, F_GETFL)
        _ = fcntl(fileDescriptor, F_SETFL, flags | O_NONBLOCK)
        while read(fileDescriptor, &bytes, 16) > 0 {}
        items += queued
        queued = []
        return failure
    }
}

/// A temporary directory standing in for /dev/input, and the fakes opened in it.
final class FakeDeviceDirectory {
    let path: String
    var opened: [String: FakeInputDevice] = [:]
    var openAttempts: [String: Int] = [:]
    /// Paths that fail to open with EACCES this many more times.
    var refusals: [String: Int] = [:]
    var capabilities: [String: InputDeviceCapabilities] = [:]
    var messages: [String] = []

    init() {
        var template = Array("/tmp/panel-input-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = made.map { String(cString: $0) } ?? "/tmp"
    }

    deinit {
        for name in ["event0", "event1", "event2", "event3", "event7", "mouse0"] { unlink(path + "/" + name) }
        rmdir(path)
    }

    func create(_ name: String, as device: InputDeviceCapabilities) {
        capabilities[path + "/" + name] = device
        let fd = open(path + "/" + name, O_CREAT | O_WRONLY, 0o644)
        close(fd)
    }

    func remove(_ name: String) { unlink(path + "/" + name) }

    func source(_ configure: (inout EvdevInputSource.Configuration) -> Void = { _ in }) throws -> EvdevInputSource {
        var configuration = EvdevInputSource.Configuration(transform: ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none))
        configuration.directory = path
        configure(&configuration)
        configuration.log = { [unowned self] in self.messages.append($0) }
        configuration.openDevice = { [unowned self] path, _ throws(InputDeviceError) in
            self.openAttempts[path, default: 0] += 1
            if let left = self.refusals[path], left > 0 {
                self.refusals[path] = left - 1
                throw InputDeviceError(path: path, code: EACCES, message: "permission denied")
            }
            guard let capabilities = self.capabilities[path] else {
                throw InputDeviceError(path: path, code: ENOTTY, message: "not an evdev device")
            }
            let device = FakeInputDevice(path: path, capabilities: capabilities)
            self.opened[path] = device
            return device
        }
        return try EvdevInputSource(configuration: configuration)
    }
}

@Suite struct EvdevInputSourceTests {
    typealias C = LinuxInputCode

    func touchFrame(id: Int32, x: Int32, y: Int32) -> [InputDeviceReadItem] {
        var s = EventStream()
        s.touch(slot: 0, id: id, x: x, y: y)
        s.report()
        return s.events.map { .event($0) }
    }

    @Test func opensDevicesAlreadyPresentAndIgnoresOtherNodes() throws {
        let dir = FakeDeviceDirectory()
        dir.create("event0", as: InputFixtures.keyboard())
        dir.create("event1", as: InputFixtures.multitouchScreen())
        dir.create("event2", as: InputFixtures.powerButton())
        dir.create("mouse0", as: InputFixtures.mouse())
        let source = try dir.source()
        #expect(source.openDevices.map(\.path) == [dir.path + "/event0", dir.path + "/event1"])
        #expect(source.openDevices.map(\.kind) == [.keyboard, .multitouchScreen])
        #expect(source.fileDescriptors.count == 3)
        #expect(dir.openAttempts[dir.path + "/mouse0"] == nil)
        #expect(dir.openAttempts[dir.path + "/event2"] == 1)
    }

    @Test func hotPlugAddsADeviceAndRemovalCancelsItsTouches() throws {
        let dir = FakeDeviceDirectory()
        let source = try dir.source()
        let watcher = source.fileDescriptors[0]
        dir.create("event3", as: InputFixtures.multitouchScreen())
        #expect(source.readAvailable(from: watcher).pointerEvents.isEmpty)
        let device = try #require(dir.opened[dir.path + "/event3"])
        #expect(source.fileDescriptors.contains(device.fileDescriptor))

        device.queued = touchFrame(id: 5, x: 640, y: 400)
        let began = source.readAvailable(from: device.fileDescriptor).pointerEvents
        #expect(began.map(\.phase) == [.began])
        #expect(began.first?.pointer == 3 * 64)
        #expect(began.first?.location == point(640, 400))

        dir.remove("event3")
        let cancelled = source.readAvailable(from: watcher).pointerEvents
        #expect(cancelled.map(\.phase) == [.cancelled])
        #expect(cancelled.first?.pointer == 3 * 64)
        #expect(!source.fileDescriptors.contains(device.fileDescriptor))
        #expect(dir.messages.contains { $0.contains("removed") })
    }

    @Test func aDeviceReturningErrorsIsClosedAndTheOthersGoOn() throws {
        let dir = FakeDeviceDirectory()
        dir.create("event1", as: InputFixtures.multitouchScreen())
        dir.create("event2", as: InputFixtures.qemuTablet())
        let source = try dir.source()
        let screen = try #require(dir.opened[dir.path + "/event1"])
        let tablet = try #require(dir.opened[dir.path + "/event2"])
        screen.queued = touchFrame(id: 1, x: 10, y: 10)
        _ = source.readAvailable(from: screen.fileDescriptor).pointerEvents
        screen.failure = ENODEV
        #expect(source.readAvailable(from: screen.fileDescriptor).pointerEvents.map(\.phase) == [.cancelled])
        #expect(!source.fileDescriptors.contains(screen.fileDescriptor))

        var s = EventStream()
        s.abs(C.absX, 0); s.abs(C.absY, 0); s.key(C.buttonLeft, 1); s.report()
        tablet.queued = s.events.map { .event($0) }
        #expect(source.readAvailable(from: tablet.fileDescriptor).pointerEvents.map(\.phase) == [.began])
    }

    @Test func aNodeNotYetReadableIsRetriedWithoutBlocking() throws {
        let dir = FakeDeviceDirectory()
        let source = try dir.source()
        dir.refusals[dir.path + "/event7"] = 2
        dir.create("event7", as: InputFixtures.singleTouchScreen())
        _ = source.readAvailable(from: source.fileDescriptors[0])
        #expect(source.openDevices.isEmpty)
        let first = try #require(source.nextRetry)
        // Not yet due: nothing happens.
        source.retryPendingOpens(at: first + -1)
        #expect(dir.openAttempts[dir.path + "/event7"] == 1)
        source.retryPendingOpens(at: first)
        #expect(dir.openAttempts[dir.path + "/event7"] == 2)
        let second = try #require(source.nextRetry)
        #expect(second > first)
        source.retryPendingOpens(at: second)
        #expect(source.openDevices.map(\.kind) == [.singleTouchScreen])
        #expect(source.nextRetry == nil)
    }

    @Test func aNodeThatNeverOpensIsGivenUp() throws {
        let dir = FakeDeviceDirectory()
        let source = try dir.source()
        dir.refusals[dir.path + "/event7"] = 1000
        dir.create("event7", as: InputFixtures.singleTouchScreen())
        _ = source.readAvailable(from: source.fileDescriptors[0])
        var rounds = 0
        while let deadline = source.nextRetry, rounds < 100 {
            source.retryPendingOpens(at: deadline)
            rounds += 1
        }
        #expect(rounds == 8)
        #expect(dir.messages.contains { $0.contains("giving up") })
    }

    @Test func libevdevResyncItemsReachTheDecoder() throws {
        let dir = FakeDeviceDirectory()
        dir.create("event1", as: InputFixtures.multitouchScreen())
        let source = try dir.source()
        let screen = try #require(dir.opened[dir.path + "/event1"])
        screen.queued = touchFrame(id: 1, x: 10, y: 10) + [.resynchronize(MonotonicTime(nanoseconds: 5))]
        #expect(source.readAvailable(from: screen.fileDescriptor).pointerEvents.map(\.phase) == [.began, .cancelled])
    }

    @Test func opensOnlyTheChosenNodesWhenGivenPaths() throws {
        let dir = FakeDeviceDirectory()
        dir.create("event1", as: InputFixtures.multitouchScreen())
        let source = try dir.source { $0.devicePaths = [dir.path + "/event2"] }
        #expect(source.openDevices.isEmpty)
        dir.create("event2", as: InputFixtures.qemuTablet())
        _ = source.readAvailable(from: source.fileDescriptors[0])
        #expect(source.openDevices.map(\.path) == [dir.path + "/event2"])
        #expect(dir.openAttempts[dir.path + "/event1"] == nil)
    }

    @Test func exposesTheMouseCursor() throws {
        let dir = FakeDeviceDirectory()
        let source = try dir.source()
        #expect(source.mouseCursor == nil)
        dir.create("event0", as: InputFixtures.mouse())
        _ = source.readAvailable(from: source.fileDescriptors[0])
        let mouse = try #require(dir.opened[dir.path + "/event0"])
        var s = EventStream()
        s.rel(C.relX, -40); s.report()
        mouse.queued = s.events.map { .event($0) }
        #expect(source.readAvailable(from: mouse.fileDescriptor).pointerEvents.isEmpty)
        #expect(source.mouseCursor == point(600, 400))
    }

    @Test func parsesInotifyRecords() {
        func record(mask: Int32, name: String) -> [UInt8] {
            var bytes: [UInt8] = []
            func word(_ v: UInt32) { bytes += [UInt8(v & 0xff), UInt8(v >> 8 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 24)] }
            let padded = (name.utf8.count + 4) / 4 * 4
            word(1); word(UInt32(mask)); word(0); word(UInt32(padded))
            bytes += Array(name.utf8) + Array(repeating: 0, count: padded - name.utf8.count)
            return bytes
        }
        let bytes = record(mask: Int32(IN_CREATE), name: "event4") + record(mask: Int32(IN_ATTRIB), name: "event4")
            + record(mask: Int32(IN_DELETE), name: "event4") + record(mask: Int32(IN_Q_OVERFLOW), name: "")
        #expect(DirectoryWatcher.parse(bytes[...]) == [.added("event4"), .attributesChanged("event4"), .removed("event4"), .overflow])
        // A truncated record is dropped, not read past its end.
        #expect(DirectoryWatcher.parse(bytes[0..<20]) == [])
    }
}
