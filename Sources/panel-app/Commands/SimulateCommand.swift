import Glibc
import Panel

/// `panel-app simulate`: creates a virtual multitouch touchscreen through uinput and plays
/// a touch script into it at real time, so a running panel sees real kernel touches.
func runSimulateCommand(_ arguments: [String]) -> Int32 {
    let usage = "usage: panel-app simulate [--size WxH] [--rotate DEG] [--settle SECONDS] [--label \"NAME=X,Y\"...] (--script FILE | COMMANDS...)"
    let parser = ArgumentParser(command: "simulate", options: [
        "size": .one, "rotate": .one, "script": .one, "settle": .one, "label": .one, "uinput": .one, "quiet": .flag,
    ])
    let script: TouchScript
    let transform: ScreenTransform
    let settle: Double
    var labels: [String: FixedPoint] = [:]
    let uinputPath: String
    let quiet: Bool
    do throws(UsageError) {
        let parsed = try parser.parse(arguments)
        let size: (width: Int, height: Int, refreshHz: Int?) = try parsed.value("size").map(OptionValues.mode) ?? (width: 1280, height: 800, refreshHz: nil)
        let rotation = try parsed.value("rotate").map(OptionValues.rotation) ?? .none
        transform = ScreenTransform(physicalWidth: size.width, physicalHeight: size.height, rotation: rotation)
        settle = try parsed.value("settle").map { text throws(UsageError) in try OptionValues.positiveSeconds(text, option: "settle") } ?? 1.0
        uinputPath = parsed.value("uinput") ?? "/dev/uinput"
        quiet = parsed.has("quiet")
        for entry in parsed.values["label"] ?? [] {
            let parts = entry.split(separator: "=", maxSplits: 1)
            let numbers = parts.count == 2 ? parts[1].split(separator: ",").compactMap { Double($0) } : []
            guard parts.count == 2, numbers.count == 2 else {
                throw UsageError(description: "--label takes \"NAME=X,Y\" (the point to touch for that label), not \"\(entry)\"")
            }
            labels[String(parts[0])] = FixedPoint(x: Fixed(numbers[0]), y: Fixed(numbers[1]))
        }
        if parsed.value("script") != nil && !parsed.positionals.isEmpty {
            throw UsageError(description: "give either --script FILE or commands, not both")
        }
        if parsed.value("script") == nil && parsed.positionals.isEmpty {
            throw UsageError(description: "nothing to play: \(usage)")
        }
        do throws(InputFileError) {
            if let path = parsed.value("script") {
                script = try TouchScript.load(path: path)
            } else {
                script = try TouchScript(arguments: parsed.positionals)
            }
        } catch {
            throw UsageError(description: error.description)
        }
    } catch {
        printError("panel-app simulate: \(error)")
        return 2
    }

    // Labels need the panel laid out; until simulate can do that, they come from --label.
    for step in script.steps {
        switch step.command {
        case .tap(.label(let name)), .hold(.label(let name), _):
            if labels[name] == nil {
                printError("panel-app simulate: \(script.file):\(step.line): \"\(name)\" names a control; give its position with --label \"\(name)=X,Y\"")
                return 2
            }
        default:
            break
        }
    }

    let screen: VirtualTouchscreen
    do throws(InputDeviceError) {
        screen = try VirtualTouchscreen(transform: transform, uinputPath: uinputPath)
    } catch {
        printError("panel-app simulate: \(error)")
        return 1
    }
    print("simulate: virtual touchscreen \(screen.devicePath ?? "(node unknown)") over \(transform.physicalWidth)x\(transform.physicalHeight)")
    // Give the panel's hot-plug watcher time to open the new device before touching it.
    VirtualTouchscreenTiming.sleep(seconds: settle)
    let problems: [InputFileError]
    do throws(InputDeviceError) {
        problems = try screen.play(script, resolveLabel: { labels[$0] }) { action in
            guard !quiet else { return }
            let seconds = Double(action.offset) / 1e9
            switch action.kind {
            case .down(let p): print("  \(seconds)s down slot \(action.slot) at \(p.x), \(p.y)")
            case .move(let p): print("  \(seconds)s move slot \(action.slot) to \(p.x), \(p.y)")
            case .up: print("  \(seconds)s up slot \(action.slot)")
            case .mark: break
            }
        }
    } catch {
        printError("panel-app simulate: \(error)")
        return 1
    }
    // Let readers take the last events before the device goes away.
    VirtualTouchscreenTiming.sleep(seconds: 0.2)
    for problem in problems { printError("panel-app simulate: \(problem)") }
    return problems.isEmpty ? 0 : 1
}

private enum VirtualTouchscreenTiming {
    static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
