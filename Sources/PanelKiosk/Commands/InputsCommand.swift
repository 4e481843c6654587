import Glibc
import Panel

/// `panel-app inputs`: the input devices, what Panel makes of each, their ranges and the
/// calibration that applies; with --watch, the pointer events they produce for a while;
/// with --measure, the noise of a finger held still and the fuzz that keeps it still.
func runInputsCommand(_ arguments: [String]) -> Int32 {
    let parser = ArgumentParser(command: "inputs", options: [
        "directory": .one, "calibration": .one, "size": .one, "rotate": .one, "watch": .one, "grab": .flag,
        "measure": .flag, "seconds": .one,
    ])
    let directory: String
    let calibration: TouchCalibration?
    let transform: ScreenTransform
    let watchSeconds: Double?
    let grab: Bool
    var measureSeconds: Double?
    do throws(UsageError) {
        let parsed = try parser.parse(arguments)
        if let extra = parsed.positionals.first {
            throw UsageError(description: "unexpected \"\(extra)\": usage: panel-app inputs [--directory DIR] [--calibration a,b,c,d,e,f] [--size WxH] [--rotate DEG] [--watch SECONDS | --measure [--seconds N]] [--grab]")
        }
        if parsed.has("measure") {
            measureSeconds = try parsed.value("seconds").map { text throws(UsageError) in
                try OptionValues.positiveSeconds(text, option: "seconds", maximum: 600)
            } ?? 5
        } else if parsed.value("seconds") != nil {
            throw UsageError(description: "--seconds goes with --measure")
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

    if let measureSeconds {
        return measureInputs(directory: directory, calibration: calibration, transform: transform, seconds: measureSeconds, grab: grab)
    }
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
    let tuning = TouchTuning.fromUdev(devicePath: path)
    for problem in tuning.problems { print("    \(problem)") }
    let decoder = InputEventDecoder(capabilities: info, deviceNumber: 0, calibration: calibration, transform: transform, tuning: tuning.tuning)
    if kind == .relativeMouse {
        print("    relative motion, moves a cursor on the \(transform.logicalWidth)x\(transform.logicalHeight) screen")
        return
    }
    let mapper = decoder.mapper
    var axes = "    x \(mapper.xAxis)  y \(mapper.yAxis)"
    if let multitouch = decoder.multitouchProtocol { axes += multitouch == .b ? "  slots \(info.slotCount)" : "  \(multitouch)" }
    print(axes)
    print("    noise margin x \(decoder.hysteresis.marginX), y \(decoder.hysteresis.marginY) units\(contactDescription(decoder.contactSignal))")
    print("    calibration \(calibration) (\(resolved.origin))")
    let first = mapper.logicalPoint(deviceX: mapper.xAxis.minimum, deviceY: mapper.yAxis.minimum)
    let last = mapper.logicalPoint(deviceX: mapper.xAxis.maximum, deviceY: mapper.yAxis.maximum)
    print("    maps (\(mapper.xAxis.minimum), \(mapper.yAxis.minimum)) -> (\(first.x), \(first.y)) and (\(mapper.xAxis.maximum), \(mapper.yAxis.maximum)) -> (\(last.x), \(last.y)) on \(transform.physicalWidth)x\(transform.physicalHeight) rotated \(transform.rotation)")
}

private func hex(_ value: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// Follows every input device (with hot-plug) and prints its events.
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
    let dispatcher = EventDispatcher()
    source.attach(to: dispatcher) { events in
        for event in events { print(inputEventLine(event)) }
    }
    var done = false
    dispatcher.addDeadlineSource(at: dispatcher.now + Nanoseconds.clamping(seconds: seconds)) { _ in
        done = true
        return nil
    }
    do {
        try dispatcher.run(until: { done })
    } catch {
        printError("panel-app inputs: \(error)")
    }
    for event in source.cancelAll(at: .now()) { print(inputEventLine(event) + " (stopped watching)") }
    return 0
}

/// How `inputs --watch` prints one event.
func inputEventLine(_ event: InputEvent) -> String {
    let time = "  kernel time \(event.timestamp.nanoseconds / 1000) us"
    switch event {
    case .pointer(let pointer):
        return "pointer \(pointer.pointer) \(pointer.phase) at \(pointer.location.x), \(pointer.location.y)" + time
    case .key(let key):
        return "key \(key.code) \(key.state)" + time
    case .axis(let axis):
        return "\(axis.axis) \(axis.value)" + time
    }
}

/// How the single contact of a device says it touches, for the listing.
private func contactDescription(_ signal: InputEventDecoder.ContactSignal) -> String {
    switch signal {
    case .pressure(let rule): return "; touched at pressure \(rule.threshold), lifted below \(rule.release)"
    case .button(let code) where code == PressureContact.penToolCode: return "; touched by the pen (BTN_TOOL_PEN)"
    case .button: return ""
    }
}

/// Reads every pointing device for `seconds` and reports, for each that was held, the
/// noise of the hold and the settings that keep such a finger still.
private func measureInputs(directory: String, calibration configured: TouchCalibration?, transform: ScreenTransform, seconds: Double, grab: Bool) -> Int32 {
    guard let nodes = EvdevInputSource.deviceNodes(in: directory) else { return 1 }
    var devices: [(EvdevDevice, TouchNoiseMeter)] = []
    for path in nodes {
        guard let device = try? EvdevDevice(path: path, grab: grab) else { continue }
        let kind = InputDeviceKind(classifying: device.capabilities)
        guard kind.isPointing, kind != .relativeMouse else { continue }
        let calibration = UdevCalibration.resolve(devicePath: path, configured: configured).calibration
        let tuning = TouchTuning.fromUdev(devicePath: path).tuning
        let decoder = InputEventDecoder(capabilities: device.capabilities, deviceNumber: devices.count,
                                        calibration: calibration, transform: transform, tuning: tuning)
        devices.append((device, TouchNoiseMeter(decoder: decoder)))
    }
    if devices.isEmpty {
        print("no touchscreen or absolute pointer in \(directory) to measure")
        return 1
    }
    print("measuring for \(seconds) s: hold one finger still on the screen (the first and last \(TouchNoiseMeter.settle / 1_000_000) ms of the hold are left out)")
    let end = MonotonicTime.now() + Nanoseconds.clamping(seconds: seconds)
    while true {
        let now = MonotonicTime.now()
        if now >= end { break }
        let timeout = Int32(clamping: max(0, Nanoseconds.sum(end - now, 999_999) / Nanoseconds.perMillisecond))
        var fds = devices.map { pollfd(fd: $0.0.fileDescriptor, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&fds, nfds_t(fds.count), timeout)
        if ready < 0 && errno != EINTR { break }
        for index in devices.indices where fds[index].revents != 0 {
            var items: [InputDeviceReadItem] = []
            _ = devices[index].0.readPending(into: &items)
            for case .event(let event) in items { devices[index].1.feed(event) }
        }
    }
    let now = MonotonicTime.now()
    var measured = false
    for index in devices.indices {
        let device = devices[index].0
        guard let report = devices[index].1.finish(at: now) else { continue }
        measured = true
        for line in noiseReportLines(path: device.path, capabilities: device.capabilities, decoder: devices[index].1.decoder, report: report) {
            print(line)
        }
    }
    if !measured { print("no hold longer than \(2 * TouchNoiseMeter.settle / 1_000_000) ms was seen: try again, holding a finger still for a few seconds") }
    return 0
}

/// The lines `inputs --measure` prints for one device: the spread per axis in device
/// units and points, the margins in use, and a udev rule with the suggested settings.
func noiseReportLines(path: String, capabilities: InputDeviceCapabilities, decoder: InputEventDecoder, report: TouchNoiseMeter.Report) -> [String] {
    var lines = ["\(path) \"\(capabilities.name)\": held \(hundredths(report.duration / 10_000_000)) s"]
    var rule: [String] = []
    var settled = true
    for (name, noise, margin) in [("x", report.x, decoder.hysteresis.marginX), ("y", report.y, decoder.hysteresis.marginY)] {
        let isX = name == "x"
        let low = isX ? decoder.mapper.logicalPoint(deviceX: noise.minimum, deviceY: report.y.minimum)
                      : decoder.mapper.logicalPoint(deviceX: report.x.minimum, deviceY: noise.minimum)
        let high = isX ? decoder.mapper.logicalPoint(deviceX: noise.maximum, deviceY: report.y.minimum)
                       : decoder.mapper.logicalPoint(deviceX: report.x.minimum, deviceY: noise.maximum)
        let points = max((high.x - low.x).raw.magnitude, (high.y - low.y).raw.magnitude)
        let suggested = TouchNoiseMeter.suggestedFuzz(for: noise)
        if suggested > margin { settled = false }
        lines.append("    \(name): \(noise.minimum)..\(noise.maximum), spread \(noise.spread) units (\(hundredths(Int64(points) * 100 / 64)) points); noise margin now \(margin) units")
        rule.append("ENV{\(TouchTuning.fuzzProperty(noise.code))}=\"\(max(suggested, margin))\"")
    }
    if let pressure = report.pressure, case .pressure(let contact) = decoder.contactSignal,
       let axis = capabilities.absoluteAxes[PressureContact.axisCode] {
        let threshold = TouchNoiseMeter.suggestedPressureThreshold(lightest: pressure.lowerBound, axis: axis)
        lines.append("    pressure: \(pressure.lowerBound)..\(pressure.upperBound); touched at \(contact.threshold) now, suggested \(threshold)")
        if threshold != contact.threshold { rule.append("ENV{\(TouchTuning.pressureProperty)}=\"\(threshold)\""); settled = false }
    }
    lines.append(settled ? "    the noise margins already keep this finger still"
                         : "    suggested: a udev rule (e.g. /etc/udev/rules.d/99-panel-touch.rules), then replug or reboot:")
    if !settled {
        let name = capabilities.name.replacingQuoteMarks()
        lines.append("    ACTION==\"add|change\", KERNEL==\"event*\", ATTRS{name}==\"\(name)\", " + rule.joined(separator: ", "))
    }
    return lines
}

/// A count of hundredths as "12.34".
private func hundredths(_ value: Int64) -> String {
    let magnitude = value.magnitude
    let fraction = magnitude % 100
    return (value < 0 ? "-" : "") + "\(magnitude / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
}

private extension String {
    /// The name with its double quotes (which would end the udev match) as '?', udev's
    /// one-character wildcard.
    func replacingQuoteMarks() -> String { String(map { $0 == "\"" ? "?" : $0 }) }
}
