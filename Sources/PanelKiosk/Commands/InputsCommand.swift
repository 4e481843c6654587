import Glibc
import Panel

/// `panel-app inputs`: the input devices, what Panel makes of each, their ranges and the
/// calibration that applies; with --watch, the pointer events they produce for a while.
func runInputsCommand(_ arguments: [String]) -> Int32 {
    let parser = ArgumentParser(command: "inputs", options: [
        "directory": .one, "calibration": .one, "size": .one, "rotate": .one, "watch": .one, "grab": .flag,
    ])
    let directory: String
    let calibration: TouchCalibration?
    let transform: ScreenTransform
    let watchSeconds: Double?
    let grab: Bool
    do throws(UsageError) {
        let parsed = try parser.parse(arguments)
        if let extra = parsed.positionals.first {
            throw UsageError(description: "unexpected \"\(extra)\": usage: panel-app inputs [--directory DIR] [--calibration a,b,c,d,e,f] [--size WxH] [--rotate DEG] [--watch SECONDS] [--grab]")
        }
        directory = parsed.value("directory") ?? "/dev/input"
        if let text = parsed.value("calibration") {
            do throws(TouchCalibrationError) {
                calibration = try TouchCalibration(parsing: text)
            } catch {
                throw UsageError(description: "--calibration: \(error)")
            }
        } else {
            calibration = nil
        }
        let size: (width: Int, height: Int, refreshHz: Int?) = try parsed.value("size").map(OptionValues.mode) ?? (width: 1280, height: 800, refreshHz: nil)
        let rotation = try parsed.value("rotate").map(OptionValues.rotation) ?? .none
        transform = ScreenTransform(physicalWidth: size.width, physicalHeight: size.height, rotation: rotation)
        watchSeconds = try parsed.value("watch").map { text throws(UsageError) in try OptionValues.positiveSeconds(text, option: "watch") }
        grab = parsed.has("grab")
    } catch {
        printError("panel-app inputs: \(error)")
        return 2
    }

    guard let nodes = EvdevInputSource.deviceNodes(in: directory) else {
        printError("panel-app inputs: cannot read \(directory): \(String(cString: strerror(errno))) (no input devices on this system?)")
        return 1
    }
    if nodes.isEmpty { print("no input devices in \(directory)") }
    for path in nodes { describeInputDevice(path, calibration: calibration, transform: transform) }

    guard let watchSeconds else { return 0 }
    return watchInputs(directory: directory, calibration: calibration, transform: transform, seconds: watchSeconds, grab: grab)
}

/// One device's entry in the listing.
private func describeInputDevice(_ path: String, calibration configured: TouchCalibration?, transform: ScreenTransform) {
    let device: EvdevDevice
    do throws(InputDeviceError) {
        device = try EvdevDevice(path: path)
    } catch {
        print("\(path)  (\(error.message))")
        return
    }
    let info = device.capabilities
    let kind = InputDeviceKind(classifying: info)
    print("\(path)  \"\(info.name)\"  \(kind)")
    print("    bus 0x\(hex(info.busType)) vendor 0x\(hex(info.vendor)) product 0x\(hex(info.product))")
    guard kind.isPointing else { return }
    let resolved = UdevCalibration.resolve(devicePath: path, configured: configured)
    if let problem = resolved.problem { print("    \(problem)") }
    let calibration = resolved.calibration
    let decoder = InputEventDecoder(capabilities: info, deviceNumber: 0, calibration: calibration, transform: transform)
    if kind == .relativeMouse {
        print("    relative motion, moves a cursor on the \(transform.logicalWidth)x\(transform.logicalHeight) screen")
        return
    }
    let mapper = decoder.mapper
    var axes = "    x \(mapper.xAxis)  y \(mapper.yAxis)"
    if kind == .multitouchScreen { axes += "  slots \(info.slotCount)" }
    print(axes)
    print("    calibration \(calibration) (\(resolved.origin))")
    let first = mapper.logicalPoint(deviceX: mapper.xAxis.minimum, deviceY: mapper.yAxis.minimum)
    let last = mapper.logicalPoint(deviceX: mapper.xAxis.maximum, deviceY: mapper.yAxis.maximum)
    print("    maps (\(mapper.xAxis.minimum), \(mapper.yAxis.minimum)) -> (\(first.x), \(first.y)) and (\(mapper.xAxis.maximum), \(mapper.yAxis.maximum)) -> (\(last.x), \(last.y)) on \(transform.physicalWidth)x\(transform.physicalHeight) rotated \(transform.rotation)")
}

private func hex(_ value: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// Follows every pointing device (with hot-plug) and prints its pointer events.
private func watchInputs(directory: String, calibration: TouchCalibration?, transform: ScreenTransform, seconds: Double, grab: Bool) -> Int32 {
    var configuration = EvdevInputSource.Configuration(transform: transform)
    configuration.directory = directory
    configuration.calibration = calibration.map { fixed in { _ in fixed } }
    configuration.grab = grab
    configuration.log = { print("input: \($0)") }
    let source: EvdevInputSource
    do throws(InputDeviceError) {
        source = try EvdevInputSource(configuration: configuration)
    } catch {
        printError("panel-app inputs: \(error)")
        return 1
    }
    print("watching \(directory) for \(seconds) s")
    let end = MonotonicTime.now() + Nanoseconds.clamping(seconds: seconds)
    while true {
        let now = MonotonicTime.now()
        if now >= end { break }
        var wake = end
        if let deadline = source.nextDeadline, deadline < wake { wake = deadline }
        let timeout = Int32(clamping: max(0, Nanoseconds.sum(wake - now, 999_999) / Nanoseconds.perMillisecond))
        var fds = source.fileDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&fds, nfds_t(fds.count), timeout)
        if ready < 0 && errno != EINTR { break }
        var events = source.eventsDue(at: .now())
        for entry in fds where entry.revents != 0 { events += source.readAvailable(from: entry.fd) }
        for event in events {
            print("pointer \(event.pointer) \(event.phase) at \(event.location.x), \(event.location.y)  kernel time \(event.timestamp.nanoseconds / 1000) us")
        }
    }
    for event in source.cancelAll(at: .now()) { print("pointer \(event.pointer) \(event.phase) (stopped watching)") }
    return 0
}
