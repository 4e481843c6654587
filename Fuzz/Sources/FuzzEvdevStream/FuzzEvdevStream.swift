import FuzzSupport
import Panel

/// Raw evdev event streams through the decoder and the gesture router into the probe
/// panel: no trap, well-formed pointer events, the decoder's idea of which fingers are
/// down matching what it reported, and, whenever every finger is up, no control that
/// still looks pressed.
///
/// Input: one byte choosing the device (kind, rotation, calibration, axis ranges; with
/// custom ranges four little-endian Int16 pairs follow), then 8-byte events:
///
///     byte 0      bits 0-1 type (SYN, KEY, REL, ABS), bits 2-7 time since the last event in 8 ms
///     bytes 1-2   code, little-endian, 10 bits (SYN code 0x3ff: libevdev's resync after a drop)
///     bytes 3-6   value, little-endian Int32
///     byte 7      in the first event, bits 0-1 pick a variant of the device kind
///                 (`capabilities(kind:variant:x:y:)`): protocol A, pressure-only, pens;
///                 unused in the others (room for mutations)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvdevStream(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let setup = bytes.first else { return 0 }
    MainActor.assumeIsolated { run(setup: setup, bytes.dropFirst()) }
    return 0
}

enum Code {
    static let syn: UInt16 = 0, key: UInt16 = 1, rel: UInt16 = 2, abs: UInt16 = 3
    static let synReport: UInt16 = 0
    static let resync: UInt16 = 0x3ff
    static let absX: UInt16 = 0x00, absY: UInt16 = 0x01
    static let absMTSlot: UInt16 = 0x2f, absMTPositionX: UInt16 = 0x35, absMTPositionY: UInt16 = 0x36
    static let absMTTrackingID: UInt16 = 0x39
    static let relX: UInt16 = 0x00, relY: UInt16 = 0x01
    static let buttonLeft: UInt16 = 0x110, buttonTouch: UInt16 = 0x14a
    static let propertyDirect: UInt16 = 0x01
    static let absPressure: UInt16 = 0x18, buttonToolPen: UInt16 = 0x140
}

/// Reads little-endian integers off the front of the input.
struct ByteReader {
    var bytes: ArraySlice<UInt8>

    mutating func take(_ count: Int) -> [UInt8]? {
        guard bytes.count >= count else { return nil }
        defer { bytes = bytes.dropFirst(count) }
        return Array(bytes.prefix(count))
    }

    mutating func int16() -> Int32? {
        take(2).map { Int32(Int16(bitPattern: UInt16($0[0]) | UInt16($0[1]) << 8)) }
    }
}

/// The device: kind 0 multitouch (variant 0 protocol B with ten slots, 1 protocol A
/// without tracking ids or BTN_TOUCH, as the Sitronix ST1232, 2 protocol A with tracking
/// ids, 3 protocol B with 64 slots and no INPUT_PROP_DIRECT); kind 1 single touch
/// (variant 0 BTN_TOUCH, 1 contact by ABS_PRESSURE only, 2 a pen's BTN_TOOL_PEN, 3
/// BTN_TOUCH and pressure); kind 2 an absolute pointer; kind 3 a mouse.
func capabilities(kind: UInt8, variant: UInt8, x: AbsoluteAxisInfo, y: AbsoluteAxisInfo) -> InputDeviceCapabilities {
    let pressure = AbsoluteAxisInfo(minimum: 0, maximum: 255)
    switch kind {
    case 0:
        var axes = [Code.absX: x, Code.absY: y, Code.absMTPositionX: x, Code.absMTPositionY: y]
        switch variant {
        case 1:
            return InputDeviceCapabilities(absoluteAxes: axes)
        case 2:
            axes[Code.absMTTrackingID] = AbsoluteAxisInfo(minimum: 0, maximum: 65535)
            return InputDeviceCapabilities(properties: [Code.propertyDirect], keys: [Code.buttonTouch], absoluteAxes: axes)
        default:
            axes[Code.absMTSlot] = AbsoluteAxisInfo(minimum: 0, maximum: variant == 3 ? 63 : 9)
            axes[Code.absMTTrackingID] = AbsoluteAxisInfo(minimum: 0, maximum: 65535)
            return InputDeviceCapabilities(properties: variant == 3 ? [] : [Code.propertyDirect], keys: [Code.buttonTouch],
                                           absoluteAxes: axes)
        }
    case 1:
        switch variant {
        case 1:
            return InputDeviceCapabilities(properties: [Code.propertyDirect],
                                           absoluteAxes: [Code.absX: x, Code.absY: y, Code.absPressure: pressure])
        case 2:
            return InputDeviceCapabilities(properties: [Code.propertyDirect], keys: [Code.buttonToolPen],
                                           absoluteAxes: [Code.absX: x, Code.absY: y])
        case 3:
            return InputDeviceCapabilities(properties: [Code.propertyDirect], keys: [Code.buttonTouch],
                                           absoluteAxes: [Code.absX: x, Code.absY: y, Code.absPressure: pressure])
        default:
            return InputDeviceCapabilities(properties: [Code.propertyDirect], keys: [Code.buttonTouch],
                                           absoluteAxes: [Code.absX: x, Code.absY: y])
        }
    case 2:
        return InputDeviceCapabilities(keys: [Code.buttonLeft], absoluteAxes: [Code.absX: x, Code.absY: y])
    default:
        return InputDeviceCapabilities(keys: [Code.buttonLeft], relativeAxes: [Code.relX, Code.relY])
    }
}

let calibrations: [TouchCalibration] = [
    .identity,
    try! TouchCalibration([-1, 0, 1, 0, 1, 0]),
    try! TouchCalibration([0, -1, 1, 1, 0, 0]),
    try! TouchCalibration([100, -100, 100, -100, 100, -100]),
]

@MainActor
func run(setup: UInt8, _ rest: ArraySlice<UInt8>) {
    var reader = ByteReader(bytes: rest)
    let rotation = Rotation.allCases[Int(setup >> 2 & 3)]
    let transform = ScreenTransform(physicalWidth: 480, physicalHeight: 320, rotation: rotation)
    var x = AbsoluteAxisInfo(minimum: 0, maximum: 4095)
    var y = AbsoluteAxisInfo(minimum: 0, maximum: 4095)
    switch setup >> 6 {
    case 1:
        x = AbsoluteAxisInfo(minimum: 0, maximum: 479)
        y = AbsoluteAxisInfo(minimum: 0, maximum: 319)
    case 2:
        x = AbsoluteAxisInfo(minimum: 4000, maximum: 100)
        y = AbsoluteAxisInfo(minimum: 0, maximum: 0)
    case 3:
        guard let a = reader.int16(), let b = reader.int16(), let c = reader.int16(), let d = reader.int16() else { return }
        x = AbsoluteAxisInfo(minimum: a, maximum: b)
        y = AbsoluteAxisInfo(minimum: c, maximum: d)
    default:
        break
    }
    let variant = reader.bytes.count >= 8 ? reader.bytes[reader.bytes.startIndex + 7] & 3 : 0
    var decoder = InputEventDecoder(capabilities: capabilities(kind: setup & 3, variant: variant, x: x, y: y), deviceNumber: 1,
                                    calibration: calibrations[Int(setup >> 4 & 3)], transform: transform)
    let probe = ProbeHost(width: transform.logicalWidth, height: transform.logicalHeight)
    var time = MonotonicTime(nanoseconds: 1_000_000_000)
    while let record = reader.take(8) {
        time = time + Int64(record[0] >> 2) * 8_000_000
        let type = UInt16(record[0] & 3)
        let code = UInt16(record[1]) | UInt16(record[2] & 3) << 8
        let value = Int32(bitPattern: UInt32(record[3]) | UInt32(record[4]) << 8 | UInt32(record[5]) << 16 | UInt32(record[6]) << 24)
        var output: [InputEvent] = []
        if type == Code.syn && code == Code.resync {
            decoder.beginResynchronization(at: time, into: &output)
        } else {
            decoder.feed(RawInputEvent(type: type, code: code, value: value, time: time), into: &output)
        }
        if type == Code.syn || !output.isEmpty {
            probe.deliver(output, at: time, fingersDown: decoder.activePointers)
        }
    }
    var output: [InputEvent] = []
    decoder.cancelAll(at: time, into: &output)
    probe.deliver(output, at: time, fingersDown: [])
    probe.finish(at: time + 5_000_000_000)
}
