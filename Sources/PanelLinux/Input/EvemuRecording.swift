import PanelBase

/// A recording in evemu's text format (what `evemu-record` writes), so a real
/// touchscreen's recording replays through the same decoder:
///
///     # EVEMU 1.3
///     N: Name Of The Device
///     I: 0018 04f3 0732 0100            bus vendor product version (hex)
///     P: 02 00 00 00 00 00 00 00        property bits, 8 bytes a line (hex)
///     B: 03 00 00 00 00 00 00 60 00     type, then that type's code bits (hex)
///     A: 35 0 1279 0 0 12               axis (hex): min max fuzz flat [resolution]
///     E: 0.000000 0003 0035 0640        seconds.microseconds type code (hex) value
///
/// `#` starts a comment (evemu annotates events that way); L: and S: lines are accepted
/// and ignored.
public struct EvemuRecording: Hashable, Sendable {
    public var file: String
    public var capabilities: InputDeviceCapabilities
    /// The events with their recorded times.
    public var events: [RawInputEvent]
    /// The line of each event, for messages.
    public var eventLines: [Int]

    public init(parsing text: String, file: String) throws(InputFileError) {
        self.file = file
        self.capabilities = InputDeviceCapabilities()
        self.events = []
        self.eventLines = []
        var propertyBytes: [UInt8] = []
        var typeBytes: [UInt16: [UInt8]] = [:]

        for (index, rawLine) in textLines(text).enumerated() {
            let number = index + 1
            let fail = { (message: String) in InputFileError(file: file, line: number, message: message) }
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            if line.isEmpty || line.hasPrefix("#") { continue }
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let tag = fields.first else { continue }
            let arguments = fields.dropFirst()
            switch tag {
            case "N:":
                // The name is the rest of the line and may itself contain '#'.
                capabilities.name = String(line.dropFirst(2).drop { $0 == " " || $0 == "\t" })
            case "I:":
                guard arguments.count == 4, let values = EvemuRecording.hexValues(arguments, limit: 0xffff) else {
                    throw fail("expected \"I: bus vendor product version\" as four hex numbers")
                }
                capabilities.busType = values[0]; capabilities.vendor = values[1]
                capabilities.product = values[2]; capabilities.version = values[3]
            case "P:":
                guard !arguments.isEmpty, let values = EvemuRecording.hexValues(arguments, limit: 0xff) else {
                    throw fail("expected \"P:\" followed by property bytes in hex")
                }
                propertyBytes += values.map { UInt8($0) }
            case "B:":
                guard arguments.count >= 2, let values = EvemuRecording.hexValues(arguments, limit: 0xff) else {
                    throw fail("expected \"B: TYPE BYTES...\" in hex")
                }
                guard values[0] <= Int(LinuxInputCode.maxType) else { throw fail("event type \(values[0]) is beyond EV_MAX") }
                typeBytes[UInt16(values[0]), default: []] += values.dropFirst().map { UInt8($0) }
            case "A:":
                let (code, axis) = try EvemuRecording.axis(arguments, fail: fail)
                capabilities.absoluteAxes[code] = axis
            case "L:", "S:":
                continue
            case "E:":
                events.append(try EvemuRecording.event(arguments, fail: fail))
                eventLines.append(number)
            default:
                throw fail("expected a line starting with N:, I:, P:, B:, A: or E:, found \"\(tag)\"")
            }
        }

        capabilities.properties = EvemuRecording.codes(in: propertyBytes, upTo: LinuxInputCode.maxProperty)
        capabilities.keys = EvemuRecording.codes(in: typeBytes[LinuxInputCode.key] ?? [], upTo: LinuxInputCode.maxKey)
        capabilities.relativeAxes = EvemuRecording.codes(in: typeBytes[LinuxInputCode.relative] ?? [], upTo: LinuxInputCode.maxRelative)
        if let absoluteBits = typeBytes[LinuxInputCode.absolute] {
            // Keep the axes both announced and described.
            let announced = EvemuRecording.codes(in: absoluteBits, upTo: LinuxInputCode.maxAbsolute)
            capabilities.absoluteAxes = capabilities.absoluteAxes.filter { announced.contains($0.key) }
        }
    }

    /// An `A: CODE MIN MAX FUZZ FLAT [RESOLUTION]` line's axis.
    static func axis(_ arguments: ArraySlice<Substring>,
                     fail: (String) -> InputFileError) throws(InputFileError) -> (UInt16, AbsoluteAxisInfo) {
        guard arguments.count == 5 || arguments.count == 6,
              let first = arguments.first, let code = UInt16(first, radix: 16), code <= LinuxInputCode.maxAbsolute else {
            throw fail("expected \"A: CODE MIN MAX FUZZ FLAT [RESOLUTION]\" with the code in hex up to 3f")
        }
        let numbers = arguments.dropFirst().map { Int32($0) }
        guard numbers.allSatisfy({ $0 != nil }) else {
            throw fail("expected \"A: CODE MIN MAX FUZZ FLAT [RESOLUTION]\" with decimal 32-bit numbers")
        }
        let n = numbers.compactMap { $0 }
        return (code, AbsoluteAxisInfo(minimum: n[0], maximum: n[1], fuzz: n[2], flat: n[3], resolution: n.count > 4 ? n[4] : 0))
    }

    /// An `E: SECONDS.MICROSECONDS TYPE CODE VALUE` line's event.
    static func event(_ arguments: ArraySlice<Substring>,
                      fail: (String) -> InputFileError) throws(InputFileError) -> RawInputEvent {
        guard arguments.count == 4 else {
            throw fail("expected \"E: SECONDS.MICROSECONDS TYPE CODE VALUE\", found \(arguments.count) fields")
        }
        let a = Array(arguments)
        guard let parsed = EvemuRecording.timestamp(a[0]) else {
            throw fail("expected a time like 12.034567, found \"\(a[0])\"")
        }
        guard let time = parsed else {
            throw fail("the time \(a[0]) is beyond the latest an event may carry (\(EvemuRecording.maximumSeconds).999999 seconds)")
        }
        guard let type = UInt16(a[1], radix: 16), type <= LinuxInputCode.maxType else {
            throw fail("expected the event type in hex (0000-001f), found \"\(a[1])\"")
        }
        guard let code = UInt16(a[2], radix: 16), code <= LinuxInputCode.maxKey else {
            throw fail("expected the event code in hex (0000-02ff), found \"\(a[2])\"")
        }
        guard let value = Int32(a[3]) else {
            throw fail("expected the event value as a decimal 32-bit number, found \"\(a[3])\"")
        }
        return RawInputEvent(type: type, code: code, value: value, time: time)
    }

    /// Reads and parses a recording file.
    public static func load(path: String) throws(InputFileError) -> EvemuRecording {
        try EvemuRecording(parsing: try readTextFile(path), file: path)
    }

    static func hexValues(_ fields: ArraySlice<Substring>, limit: Int) -> [Int]? {
        var values: [Int] = []
        for field in fields {
            guard field.count <= 8, let value = Int(field, radix: 16), value >= 0, value <= limit else { return nil }
            values.append(value)
        }
        return values
    }

    /// The latest time an event may carry, in seconds: a 32-bit count of seconds (kernel
    /// timestamps, monotonic or wall clock, stay far below it), so every time and every gap
    /// between two times fits in `Int64` nanoseconds with room to spare.
    public static let maximumSeconds: Int64 = 4_294_967_295

    /// "sec.usec" as nanoseconds, without going through floating point: nil when the text
    /// is not such a time, `.some(nil)` when its seconds exceed `maximumSeconds`.
    package static func timestamp(_ text: Substring) -> MonotonicTime?? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, (1...9).contains(parts[1].count),
              parts[0].allSatisfy({ $0.isASCII && $0.isNumber }), parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
              let fraction = Int64(parts[1]) else { return nil }
        // Any run of digits is a time; one too long for Int64 is merely too late.
        guard let seconds = Int64(parts[0]), seconds <= maximumSeconds else { return .some(nil) }
        var nanoseconds = fraction
        for _ in parts[1].count..<9 { nanoseconds *= 10 }
        return MonotonicTime(nanoseconds: Nanoseconds.from(seconds: seconds, nanoseconds: nanoseconds))
    }

    /// The set bits of a kernel bitmask written as bytes, least significant first.
    static func codes(in bytes: [UInt8], upTo maximum: UInt16) -> Set<UInt16> {
        var codes = Set<UInt16>()
        for (index, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 {
                let code = index * 8 + bit
                if code <= Int(maximum) { codes.insert(UInt16(code)) }
            }
        }
        return codes
    }
}
