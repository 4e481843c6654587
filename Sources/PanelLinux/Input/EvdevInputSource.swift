import Glibc
import PanelBase

/// Every input device under /dev/input (touchscreens, mice, keyboards, keypads, dials),
/// followed as devices come and go.
///
/// A node that appears (inotify) is opened, classified and, if Panel reads its kind
/// (`InputDeviceKind.deliversInput`), decoded; one
/// that cannot be opened yet (udev still setting permissions, the driver still
/// registering) is retried on a short back-off (`nextRetry`), never by blocking. A node
/// that disappears, or a device that returns errors, is closed, its touches are cancelled
/// and its keys released; the source carries on with the others.
///
/// On the event loop (`attach`), the directory watcher and each open device are readable
/// sources and the retries a deadline source: a device is registered when it opens and
/// removed when it closes, and nothing else is registered again.
public final class EvdevInputSource: InputSource {
    public struct Configuration {
        /// Where device nodes live.
        public var directory = "/dev/input"
        /// The display's transform, shared with the renderer.
        public var transform: ScreenTransform
        /// Take devices exclusively (EVIOCGRAB), as a kiosk does.
        public var grab = false
        /// The calibration for a device, overriding udev's (`panel-app run --calibration`
        /// gives every device the same one); nil leaves it to udev.
        public var calibration: ((InputDeviceCapabilities) -> TouchCalibration)?
        /// The noise margins and pressure threshold for a device, overriding udev's
        /// (LIBINPUT_FUZZ_XX, PANEL_PRESSURE_THRESHOLD); nil leaves them to udev.
        public var tuning: ((InputDeviceCapabilities) -> TouchTuning)?
        /// udev's database, where LIBINPUT_CALIBRATION_MATRIX calibrates a device unless
        /// `calibration` is set; nil ignores udev.
        public var udevDatabase: String? = UdevCalibration.defaultDatabase
        /// Only these nodes are opened (still followed through hot-plug); nil opens every
        /// input device Panel reads (`panel-app run --input PATH...`).
        public var devicePaths: Set<String>?
        /// Opens a node; tests substitute stand-ins.
        public var openDevice: (String, Bool) throws(InputDeviceError) -> any InputDevice = { path, grab throws(InputDeviceError) in
            try EvdevDevice(path: path, grab: grab)
        }
        /// Where device changes are reported.
        public var log: (String) -> Void = { message in Log.warning("input: \(message)") }
        /// Delays between attempts to open a new node, in milliseconds; then it is given up.
        public var retryDelays: [Int64] = [10, 20, 50, 100, 200, 500, 1000, 2000]

        public init(transform: ScreenTransform) { self.transform = transform }
    }

    /// One opened device and its decoder.
    final class OpenDevice {
        let device: any InputDevice
        var decoder: InputEventDecoder
        /// Its readable source, while attached to a loop.
        var source: LoopSourceID?
        init(device: any InputDevice, decoder: InputEventDecoder) {
            self.device = device
            self.decoder = decoder
        }
    }

    struct PendingOpen {
        var attempt: Int
        var deadline: MonotonicTime
    }

    public let configuration: Configuration
    let watcher: DirectoryWatcher
    var devices: [String: OpenDevice] = [:]
    /// Nodes that opened but deliver nothing Panel reads (touchpads, power buttons…),
    /// remembered so permission changes do not reopen them.
    var ignored: [String: InputDeviceKind] = [:]
    var pending: [String: PendingOpen] = [:]
    /// The loop this source is attached to, where its events go, and its retry deadline.
    private weak var dispatcher: EventDispatcher?
    private var deliver: ([InputEvent]) -> Void = { _ in }
    private var retrySource: LoopSourceID?

    /// Starts watching `configuration.directory` and opens the devices already there.
    public init(configuration: Configuration) throws(InputDeviceError) {
        self.configuration = configuration
        self.watcher = try DirectoryWatcher(directory: configuration.directory)
        for name in watcher.currentEntries() { nodeAppeared(name, now: .now()) }
    }

    /// The `eventN` nodes in `directory`, ordered by N; nil when it cannot be read.
    public static func deviceNodes(in directory: String) -> [String]? {
        guard let dir = opendir(directory) else { return nil }
        defer { closedir(dir) }
        var nodes: [(Int, String)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let number = deviceNumber(ofNode: name) { nodes.append((number, directory + "/" + name)) }
        }
        return nodes.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The highest N of an `eventN` node Panel opens. The kernel numbers at most 1024;
    /// the bound keeps pointer ids (N × 64 + slot) far inside `Int`.
    static let maximumDeviceNumber = 65535

    /// The device number of an `eventN` node (N in decimal digits, at most
    /// `maximumDeviceNumber`), nil for other names.
    static func deviceNumber(ofNode name: String) -> Int? {
        let digits = name.dropFirst(5)
        guard name.hasPrefix("event"), !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(digits), number <= maximumDeviceNumber else { return nil }
        return number
    }

    /// The devices now open, by path.
    public var openDevices: [(path: String, capabilities: InputDeviceCapabilities, kind: InputDeviceKind)] {
        devices.keys.sorted().compactMap { path in
            devices[path].map { (path, $0.device.capabilities, $0.decoder.kind) }
        }
    }

    /// The directory watcher's descriptor, then every open device's.
    public var fileDescriptors: [Int32] {
        [watcher.fileDescriptor] + devices.keys.sorted().compactMap { devices[$0]?.device.fileDescriptor }
    }

    /// Reads whatever `descriptor` (the watcher's or a device's) has ready, without
    /// blocking, and returns the input events it completes.
    public func readAvailable(from descriptor: Int32) -> [InputEvent] {
        if descriptor == watcher.fileDescriptor { return readWatcher() }
        guard let open = devices.values.first(where: { $0.device.fileDescriptor == descriptor }) else { return [] }
        return read(open)
    }

    /// Opens and closes the devices that came and went.
    func readWatcher() -> [InputEvent] {
        var output: [InputEvent] = []
        let now = MonotonicTime.now()
        for change in watcher.readChanges() {
            switch change {
            case .added(let name):
                nodeAppeared(name, now: now)
            case .attributesChanged(let name):
                // New permissions may make a waiting (or given up) node readable.
                if pending[path(name)] != nil {
                    attemptOpen(name, now: now)
                } else {
                    nodeAppeared(name, now: now)
                }
            case .removed(let name):
                nodeRemoved(name, now: now, into: &output)
            case .overflow:
                rescan(now: now, into: &output)
            }
        }
        updateRetryDeadline()
        return output
    }

    /// Decodes what an open device has ready; closes it when it failed.
    func read(_ open: OpenDevice) -> [InputEvent] {
        guard let path = devices.first(where: { $0.value === open })?.key else { return [] }
        var output: [InputEvent] = []
        var items: [InputDeviceReadItem] = []
        let failure = open.device.readPending(into: &items)
        for item in items {
            switch item {
            case .event(let event): open.decoder.feed(event, into: &output)
            case .resynchronize(let time): open.decoder.beginResynchronization(at: time, into: &output)
            }
        }
        if let failure {
            configuration.log(failure == ENODEV ? "\(path) removed" : "\(path) failed (\(errnoDescription(failure))): closed")
            close(path, now: .now(), into: &output)
        }
        return output
    }

    /// When a node that could not be opened yet is tried again, nil when none waits.
    public var nextRetry: MonotonicTime? { pending.values.map(\.deadline).min() }

    /// Tries again the nodes whose back-off has elapsed.
    public func retryPendingOpens(at time: MonotonicTime) {
        for (path, entry) in pending where entry.deadline <= time {
            attemptOpen(String(path.split(separator: "/").last ?? ""), now: time)
        }
    }

    // MARK: On the event loop

    /// The dispatcher's callbacks keep the source alive (it holds the dispatcher weakly).
    public func attach(to dispatcher: EventDispatcher, delivering deliver: @escaping ([InputEvent]) -> Void) {
        self.dispatcher = dispatcher
        self.deliver = deliver
        dispatcher.addReadableSource(watcher.fileDescriptor) { _ in self.send(self.readWatcher()) }
        retrySource = dispatcher.addDeadlineSource(at: nextRetry) { now in
            self.retryPendingOpens(at: now)
            return self.nextRetry
        }
        for path in devices.keys.sorted() { if let open = devices[path] { register(open) } }
    }

    private func register(_ open: OpenDevice) {
        guard let dispatcher else { return }
        open.source = dispatcher.addReadableSource(open.device.fileDescriptor) { [weak open] _ in
            if let open { self.send(self.read(open)) }
        }
    }

    private func updateRetryDeadline() {
        if let retrySource { dispatcher?.setDeadline(retrySource, to: nextRetry) }
    }

    private func send(_ events: [InputEvent]) {
        if !events.isEmpty { deliver(events) }
    }

    // MARK: Hot-plug

    package func path(_ name: String) -> String { configuration.directory + "/" + name }

    func nodeAppeared(_ name: String, now: MonotonicTime) {
        guard EvdevInputSource.deviceNumber(ofNode: name) != nil else { return }
        let path = path(name)
        if let wanted = configuration.devicePaths, !wanted.contains(path) { return }
        guard devices[path] == nil, ignored[path] == nil else { return }
        pending[path] = PendingOpen(attempt: 0, deadline: now)
        attemptOpen(name, now: now)
    }

    func attemptOpen(_ name: String, now: MonotonicTime) {
        let path = path(name)
        guard let number = EvdevInputSource.deviceNumber(ofNode: name), var entry = pending[path] else { return }
        do throws(InputDeviceError) {
            let device = try configuration.openDevice(path, configuration.grab)
            pending[path] = nil
            let kind = InputDeviceKind(classifying: device.capabilities)
            guard kind.deliversInput else {
                ignored[path] = kind
                return
            }
            let calibration = UdevCalibration.resolve(devicePath: path, configured: configuration.calibration?(device.capabilities),
                                                      database: configuration.udevDatabase)
            if let problem = calibration.problem { configuration.log(problem) }
            let tuning: TouchTuning
            if let configured = configuration.tuning?(device.capabilities) {
                tuning = configured
            } else {
                let fromUdev = TouchTuning.fromUdev(devicePath: path, database: configuration.udevDatabase)
                for problem in fromUdev.problems { configuration.log(problem) }
                tuning = fromUdev.tuning
            }
            let decoder = InputEventDecoder(
                capabilities: device.capabilities, deviceNumber: number,
                calibration: calibration.calibration, transform: configuration.transform, tuning: tuning)
            let open = OpenDevice(device: device, decoder: decoder)
            devices[path] = open
            register(open)
            let calibrated = calibration.origin == .none ? "" : ", calibration \(calibration.calibration) (\(calibration.origin))"
            let protocolNote = decoder.multitouchProtocol == .a ? ", \(MultitouchProtocol.a)" : ""
            configuration.log("\(path) \"\(device.capabilities.name)\": \(kind)\(protocolNote)\(calibrated)")
        } catch {
            guard error.isTransient, entry.attempt < configuration.retryDelays.count else {
                pending[path] = nil
                // Nodes that are not evdev devices, or refused on purpose (code 0), pass quietly.
                if error.code != 0 && (error.isTransient || error.code != ENOTTY) {
                    configuration.log("\(error.description); giving up")
                }
                return
            }
            entry.deadline = now + configuration.retryDelays[entry.attempt] * 1_000_000
            entry.attempt += 1
            pending[path] = entry
        }
    }

    func nodeRemoved(_ name: String, now: MonotonicTime, into output: inout [InputEvent]) {
        let path = path(name)
        pending[path] = nil
        ignored[path] = nil
        if devices[path] != nil {
            configuration.log("\(path) removed")
            close(path, now: now, into: &output)
        }
    }

    package func close(_ path: String, now: MonotonicTime, into output: inout [InputEvent]) {
        guard let open = devices.removeValue(forKey: path) else { return }
        // Given back to the poller while its descriptor is still open.
        if let source = open.source { dispatcher?.remove(source) }
        open.decoder.cancelAll(at: now, into: &output)
    }

    /// After an inotify overflow: drop what vanished, open what appeared.
    func rescan(now: MonotonicTime, into output: inout [InputEvent]) {
        let present = Set(watcher.currentEntries().map(path))
        for path in devices.keys where !present.contains(path) { close(path, now: now, into: &output) }
        for path in ignored.keys where !present.contains(path) { ignored[path] = nil }
        for name in watcher.currentEntries() { nodeAppeared(name, now: now) }
    }

    /// Where the mouse cursor is (logical 1/64 px), nil without a relative mouse: the
    /// runtime draws it there.
    public var mouseCursor: FixedPoint? {
        devices.keys.sorted().lazy.compactMap { self.devices[$0] }.first { $0.decoder.kind == .relativeMouse }?.decoder.cursor
    }

    /// Cancels every touch in progress on every device (the panel is shutting down or
    /// changing screens).
    public func cancelAll(at time: MonotonicTime) -> [InputEvent] {
        var output: [InputEvent] = []
        for path in devices.keys.sorted() { devices[path]?.decoder.cancelAll(at: time, into: &output) }
        return output
    }
}
