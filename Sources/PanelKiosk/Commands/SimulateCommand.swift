import Glibc
import Panel

/// `panel-app simulate`: creates a virtual multitouch touchscreen through uinput and plays
/// a touch script into it at real time, so a running panel sees real kernel touches.
/// Touches aimed at a label (`tap "Tap Me!"`) go to that control's activation point in the
/// panel (--panel FILE, else the built-in demo) laid out headless at the display's size
/// with the fonts `run` measures with, unless --label places them.
@MainActor
func runSimulateCommand(_ arguments: [String]) -> Int32 {
    let usage = "usage: panel-app simulate [--size WxH] [--rotate DEG] [--protocol a|b] [--settle SECONDS] [--panel FILE] [--label \"NAME=X,Y\"...] [--targets] (--script FILE | COMMANDS...)"
    let parser = ArgumentParser(command: "simulate", options: [
        "size": .one, "rotate": .one, "script": .one, "settle": .one, "label": .one, "uinput": .one, "quiet": .flag, "targets": .flag, "panel": .one, "protocol": .one,
    ])
    let script: TouchScript
    let transform: ScreenTransform
    let settle: Double
    var labels: [String: FixedPoint] = [:]
    let uinputPath: String
    let quiet: Bool
    var listTargets = false
    var panelPath: String?
    let multitouchProtocol: MultitouchProtocol
    do throws(UsageError) {
        let parsed = try parser.parse(arguments)
        let size: (width: Int, height: Int, refreshHz: Int?) = try parsed.value("size").map(OptionValues.mode) ?? (width: 1280, height: 800, refreshHz: nil)
        let rotation = try parsed.value("rotate").map(OptionValues.rotation) ?? .none
        transform = ScreenTransform(physicalWidth: size.width, physicalHeight: size.height, rotation: rotation)
        settle = try parsed.value("settle").map { text throws(UsageError) in try OptionValues.positiveSeconds(text, option: "settle", maximum: 3600) } ?? 1.0
        uinputPath = parsed.value("uinput") ?? "/dev/uinput"
        quiet = parsed.has("quiet")
        listTargets = parsed.has("targets")
        panelPath = parsed.value("panel")
        switch parsed.value("protocol")?.lowercased() {
        case nil, "b": multitouchProtocol = .b
        case "a": multitouchProtocol = .a
        case let other?: throw UsageError(description: "--protocol takes a (SYN_MT_REPORT, no slots) or b (slots), not \"\(other)\"")
        }
        for entry in parsed.values["label"] ?? [] {
            let parts = entry.split(separator: "=", maxSplits: 1)
            let fields = parts.count == 2 ? parts[1].split(separator: ",", omittingEmptySubsequences: false) : []
            let numbers = fields.compactMap { Double($0) }.filter { $0.isFinite && abs($0) <= TouchScript.maximumCoordinate }
            guard parts.count == 2, fields.count == 2, numbers.count == 2 else {
                throw UsageError(description: "--label takes \"NAME=X,Y\" (the point to touch for that label, each coordinate within ±1000000), not \"\(entry)\"")
            }
            labels[String(parts[0])] = FixedPoint(x: Fixed(numbers[0]), y: Fixed(numbers[1]))
        }
        if parsed.value("script") != nil && !parsed.positionals.isEmpty {
            throw UsageError(description: "give either --script FILE or commands, not both")
        }
        if parsed.value("script") == nil && parsed.positionals.isEmpty && !listTargets {
            throw UsageError(description: "nothing to play: \(usage)")
        }
        do throws(InputFileError) {
            if let path = parsed.value("script") {
                script = try TouchScript.load(path: path)
            } else if parsed.positionals.isEmpty {
                script = TouchScript(file: "command line", steps: [])
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

    // Labels are aimed through the panel laid out as `run` lays it out.
    let usesLabels = script.steps.contains { step in
        switch step.command {
        case .tap(.label), .hold(.label, _): return true
        default: return false
        }
    }
    let content: PanelContent
    if let panelPath {
        do throws(PanelFileError) {
            content = .panel(try loadPanelFile(panelPath), saved: [:])
        } catch {
            printError("panel-app simulate: \(error)")
            return 2
        }
    } else {
        content = .demo()
    }
    var host: ViewHost?
    if usesLabels || listTargets {
        do {
            host = content.host(width: transform.logicalWidth, height: transform.logicalHeight, fonts: try FontSet.loadDefault())
        } catch {
            printError("panel-app simulate: no fonts to lay the panel out with (\(error)); aiming with approximate text sizes")
            host = ViewHost(rootView: content.view, width: transform.logicalWidth, height: transform.logicalHeight)
        }
    }
    let elements = host?.interactiveElements() ?? []
    if listTargets {
        for element in elements where !element.label.isEmpty {
            print("\(element.kind) \"\(element.label)\" at \(element.activationPoint.x), \(element.activationPoint.y)\(element.isEnabled ? "" : " (disabled)")")
        }
        if script.steps.isEmpty { return 0 }
    }
    for step in script.steps {
        switch step.command {
        case .tap(.label(let name)), .hold(.label(let name), _):
            if labels[name] != nil { continue }
            if let element = host?.element(labeled: name) {
                labels[name] = element.activationPoint
            } else {
                var seen = Set<String>()
                let known = elements.map(\.label).filter { !$0.isEmpty && seen.insert($0).inserted }.map { "\"\($0)\"" }.joined(separator: ", ")
                printError("panel-app simulate: \(script.file):\(step.line): no control labelled \"\(name)\" on the panel (its controls: \(known)); or place it with --label \"\(name)=X,Y\"")
                return 2
            }
        default:
            break
        }
    }

    let screen: VirtualTouchscreen
    do throws(InputDeviceError) {
        let name = multitouchProtocol == .a ? "Panel Virtual Touchscreen (protocol A)" : "Panel Virtual Touchscreen"
        screen = try VirtualTouchscreen(transform: transform, name: name, uinputPath: uinputPath, protocol: multitouchProtocol)
    } catch {
        printError("panel-app simulate: \(error)")
        return 1
    }
    print("simulate: virtual touchscreen \(screen.devicePath ?? "(node unknown)") over \(transform.physicalWidth)x\(transform.physicalHeight), multitouch \(multitouchProtocol)")
    // Give the panel's hot-plug watcher time to open the new device before touching it.
    VirtualTouchscreenTiming.sleep(seconds: settle)
    let problems: [InputFileError]
    do throws(InputDeviceError) {
        let resolved = labels
        problems = try screen.play(script, resolveLabel: { resolved[$0] }) { action in
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
    // Let readers take the last events before the device goes away: a busy panel that has
    // not read the lifts yet would otherwise see its touches cancelled instead of ended.
    VirtualTouchscreenTiming.sleep(seconds: settle)
    for problem in problems { printError("panel-app simulate: \(problem)") }
    return problems.isEmpty ? 0 : 1
}

private enum VirtualTouchscreenTiming {
    static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        // The option is checked (0 to 3600 s); clamping keeps any other caller from trapping.
        let nanoseconds = max(0, Nanoseconds.clamping(seconds: seconds))
        var request = timespec(tv_sec: Int(nanoseconds / Nanoseconds.perSecond), tv_nsec: Int(nanoseconds % Nanoseconds.perSecond))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
