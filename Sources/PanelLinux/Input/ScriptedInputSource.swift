import PanelBase

/// Plays a touch script or an evemu recording into the decoding core at set times: the
/// in-process stand-in for a touchscreen, so tests (and the headless display) drive the
/// whole input path, from raw evdev events to pointer events, without a kernel.
///
/// On the event loop it is a deadline source at `nextDeadline` that delivers
/// `eventsDue(at:)`; tests and snapshots can also call those directly.
public final class ScriptedInputSource: TimedInputSource {
    public let startTime: MonotonicTime
    /// A script plays through these two…
    var player: TouchScriptPlayer?
    var encoder: VirtualTouchEncoder?
    /// …a recording through these, its times already moved to start at `startTime`.
    package var recorded: [RawInputEvent] = []
    var nextRecorded = 0
    package var decoder: InputEventDecoder
    /// Hears each problem the script meets as it is met (an unknown label, a slot lifted
    /// twice): a script that cannot do what it says must not pass unnoticed. By default
    /// the problem goes to standard error.
    public var onProblem: (InputFileError) -> Void = { Log.warning("\($0)") }
    /// The layout `type` finds its keys on (US English unless set).
    public var typingLayout: KeyboardLayout? {
        get { player?.typingLayout }
        set { player?.typingLayout = newValue }
    }
    private var problemsReported = 0

    /// Plays `script` as a virtual protocol-B touchscreen over the display's framebuffer,
    /// starting at `startTime`; labels are resolved through `resolveLabel` when reached.
    public init(script: TouchScript, transform: ScreenTransform, startTime: MonotonicTime, deviceNumber: Int = 0,
                resolveLabel: @escaping (String) -> FixedPoint? = { _ in nil }) {
        self.startTime = startTime
        self.player = TouchScriptPlayer(script: script, resolveLabel: resolveLabel)
        self.encoder = VirtualTouchEncoder(transform: transform)
        self.decoder = InputEventDecoder(capabilities: VirtualTouchEncoder.capabilities(for: transform), deviceNumber: deviceNumber, transform: transform)
    }

    /// Replays `recording` as the device its header describes, through `calibration` and
    /// the display's transform, its first event at `startTime`. Throws when the header
    /// does not describe a device Panel reads (a touchscreen, pointer, keyboard or dial).
    public init(recording: EvemuRecording, transform: ScreenTransform, calibration: TouchCalibration = .identity,
                tuning: TouchTuning = TouchTuning(), startTime: MonotonicTime, deviceNumber: Int = 0) throws(InputFileError) {
        let kind = InputDeviceKind(classifying: recording.capabilities)
        guard kind.deliversInput else {
            let device = recording.capabilities
            let message = device.keys.isEmpty && device.absoluteAxes.isEmpty && device.relativeAxes.isEmpty
                ? "the recording has no B: and A: lines describing its device (as evemu-record writes them)"
                : "the device the header describes (\"\(device.name)\") is not a touchscreen, pointer, keyboard or dial: \(kind)"
            throw InputFileError(file: recording.file, line: 0, message: message)
        }
        self.startTime = startTime
        let first = recording.events.first?.time ?? .zero
        self.recorded = recording.events.map { event -> RawInputEvent in
            var copy = event
            copy.time = startTime + (event.time - first)
            return copy
        }
        self.decoder = InputEventDecoder(capabilities: recording.capabilities, deviceNumber: deviceNumber, calibration: calibration,
                                         transform: transform, tuning: tuning)
    }

    /// What the script could not play (unknown labels and the like), empty for recordings.
    public var problems: [InputFileError] {
        player?.problems ?? []
    }

    public var kind: InputDeviceKind { decoder.kind }
    public var activePointers: [Int] { decoder.activePointers }
    public var isFinished: Bool { nextDeadline == nil }

    public var nextDeadline: MonotonicTime? {
        if player != nil {
            defer { reportNewProblems() }
            return player?.nextOffset().map { startTime + $0 }
        }
        return nextRecorded < recorded.count ? recorded[nextRecorded].time : nil
    }

    /// Passes the problems met since the last call to `onProblem`.
    private func reportNewProblems() {
        let all = problems
        while problemsReported < all.count {
            onProblem(all[problemsReported])
            problemsReported += 1
        }
    }

    public func eventsDue(at time: MonotonicTime) -> [InputEvent] {
        var output: [InputEvent] = []
        if let actions = player?.actions(upTo: time - startTime) {
            for action in actions {
                for event in encoder?.events(for: action, at: startTime + action.offset) ?? [] {
                    decoder.feed(event, into: &output)
                }
            }
            reportNewProblems()
        }
        while nextRecorded < recorded.count && recorded[nextRecorded].time <= time {
            decoder.feed(recorded[nextRecorded], into: &output)
            nextRecorded += 1
        }
        return output
    }

    /// Plays everything left, regardless of time.
    public func playToEnd() -> [InputEvent] {
        var output: [InputEvent] = []
        while let deadline = nextDeadline { output += eventsDue(at: deadline) }
        return output
    }

    /// Cancels the touches still down (the stream was cut short).
    public func cancelAll(at time: MonotonicTime) -> [InputEvent] {
        var output: [InputEvent] = []
        decoder.cancelAll(at: time, into: &output)
        return output
    }
}
