import PanelBase

/// Measures how much a finger held still wanders on one device, for `panel-app inputs
/// --measure`: per position axis, the spread (largest minus smallest value) of the
/// longest hold, without its first and last `settle` nanoseconds (landing and lifting
/// move the finger for real); and for pressure-only controllers the pressures seen.
public struct TouchNoiseMeter {
    /// One axis's noise over the hold.
    public struct AxisNoise: Hashable, Sendable {
        public var code: UInt16
        public var minimum: Int32
        public var maximum: Int32
        /// Device units between the extremes.
        public var spread: Int { Int(maximum) - Int(minimum) }
    }

    public struct Report: Hashable, Sendable {
        /// How long the measured hold lasted, in nanoseconds.
        public var duration: Int64
        public var x: AxisNoise
        public var y: AxisNoise
        /// The lowest and highest pressure during the hold, for pressure-only controllers.
        public var pressure: ClosedRange<Int32>?
    }

    /// Landing and lifting take about this long; the noise is measured between.
    public static let settle: Int64 = 250_000_000

    public private(set) var decoder: InputEventDecoder
    let xCode: UInt16
    let yCode: UInt16
    /// The axes' values now, and each change since the current hold began.
    package var current: [UInt16: Int32] = [:]
    var holdStart: MonotonicTime?
    var atHoldStart: [UInt16: Int32] = [:]
    var changes: [(time: MonotonicTime, code: UInt16, value: Int32)] = []
    /// The longest hold measured so far.
    public private(set) var best: Report?

    /// Bounds the changes kept for one hold (a minute of 200 Hz reports on three axes).
    static let maximumChanges = 36_000

    public init(decoder: InputEventDecoder) {
        self.decoder = decoder
        let multitouch = decoder.kind == .multitouchScreen
        self.xCode = multitouch ? LinuxInputCode.absMTPositionX : LinuxInputCode.absX
        self.yCode = multitouch ? LinuxInputCode.absMTPositionY : LinuxInputCode.absY
        current[xCode] = decoder.contacts.first?.x ?? 0
        current[yCode] = decoder.contacts.first?.y ?? 0
    }

    /// Feeds one raw event of the device.
    public mutating func feed(_ event: RawInputEvent) {
        let code = event.code
        if event.type == LinuxInputCode.absolute && (code == xCode || code == yCode || code == LinuxInputCode.absPressure) {
            current[code] = event.value
            if holdStart != nil && changes.count < TouchNoiseMeter.maximumChanges { changes.append((event.time, code, event.value)) }
        }
        for pointer in decoder.feed(event).pointerEvents {
            switch pointer.phase {
            case .began where holdStart == nil:
                holdStart = pointer.timestamp
                atHoldStart = current
                changes.removeAll()
            case .ended, .cancelled:
                if decoder.activePointers.isEmpty { finishHold(at: pointer.timestamp) }
            default:
                break
            }
        }
    }

    /// Ends a hold still under way at `time` (the measurement is over) and returns the
    /// longest hold's report, nil when no hold lasted longer than twice `settle`.
    public mutating func finish(at time: MonotonicTime) -> Report? {
        if holdStart != nil { finishHold(at: time) }
        return best
    }

    mutating func finishHold(at end: MonotonicTime) {
        defer { holdStart = nil; changes.removeAll() }
        guard let start = holdStart else { return }
        let from = start + TouchNoiseMeter.settle, to = end + (-TouchNoiseMeter.settle)
        guard from < to, (best?.duration ?? 0) < end - start else { return }
        // The values in effect when the window opens, then every change inside it.
        var inEffect = atHoldStart
        var seen: [UInt16: ClosedRange<Int32>] = [:]
        func note(_ code: UInt16, _ value: Int32) {
            let range = seen[code] ?? value...value
            seen[code] = min(range.lowerBound, value)...max(range.upperBound, value)
        }
        for change in changes where change.time <= from { inEffect[change.code] = change.value }
        for (code, value) in inEffect { note(code, value) }
        for change in changes where change.time > from && change.time < to { note(change.code, change.value) }
        let x = seen[xCode] ?? 0...0, y = seen[yCode] ?? 0...0
        var pressure: ClosedRange<Int32>?
        if case .pressure = decoder.contactSignal { pressure = seen[LinuxInputCode.absPressure] }
        best = Report(duration: end - start,
                      x: AxisNoise(code: xCode, minimum: x.lowerBound, maximum: x.upperBound),
                      y: AxisNoise(code: yCode, minimum: y.lowerBound, maximum: y.upperBound),
                      pressure: pressure)
    }

    /// The fuzz (noise margin) that keeps this much wander still: the spread itself, as a
    /// finger may land at either extreme; at least one unit.
    public static func suggestedFuzz(for noise: AxisNoise) -> Int32 {
        Int32(clamping: max(1, noise.spread))
    }

    /// A pressure threshold half-way between the axis's minimum and the lightest pressure
    /// of the hold, so a lighter touch than the one measured still counts.
    public static func suggestedPressureThreshold(lightest: Int32, axis: AbsoluteAxisInfo) -> Int32 {
        let minimum = Int(axis.minimum)
        return Int32(clamping: minimum + max(1, (Int(lightest) - minimum) / 2))
    }
}
