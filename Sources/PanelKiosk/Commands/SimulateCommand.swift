import Glibc
import Panel

/// `panel-app simulate`: creates a virtual multitouch touchscreen (and a keyboard, a dial,
/// when the script types or turns) through uinput and plays a touch script into them at
/// real time, so a running panel sees real kernel touches, keys and turns.
/// Touches aimed at a label (`tap "Tap Me!"`) go to that control's activation point in the
/// panel (--panel FILE, else the built-in demo) laid out headless at the display's size
/// with the fonts `run` measures with, unless --label places them.
@MainActor
func runSimulateCommand(_ arguments: [String]) -> Int32 {
    let options: SimulateOptions
    do throws(UsageError) {
        options = try SimulateOptions(parsing: arguments)
    } catch {
        printError("panel-app simulate: \(error)")
        return 2
    }
    guard let content = loadSimulatedContent(panelPath: options.panelPath) else { return 2 }
    if options.listTargets {
        for line in PanelTouchTargets(content: content, transform: options.transform).listing { print(line) }
        if options.script.steps.isEmpty { return 0 }
    }
    let needs = SimulatedInput.Needs(of: options.script)
    let aimsByLabel = PanelTouchTargets.areNeeded(by: options.script)
    // `type` finds its keys on the panel's layout, and an on-screen keyboard shows it:
    // compiled only when the script types or aims at labels.
    let layout = needs.keyboard || aimsByLabel ? options.keyboard.compile() : nil
    // Labels are aimed through the panel laid out as `run` lays it out, the script played
    // on it first.
    var resolve: (String) -> FixedPoint? = { options.labels[$0] }
    if aimsByLabel {
        do throws(UsageError) {
            let fonts: FontSet
            do { fonts = try FontSet.loadDefault() } catch {
                throw UsageError(description: "no fonts to lay the panel out with (\(error)): aim with --label \"NAME=X,Y\"")
            }
            var labels = try SimulatedLabels(script: options.script, content: content, transform: options.transform, fonts: fonts,
                                             placed: options.labels, typingLayout: layout)
            resolve = { labels.next($0) }
        } catch {
            printError("panel-app simulate: \(error)")
            return 2
        }
    }
    return playOnVirtualDevices(options, needs: needs, layout: layout, resolveLabel: resolve)
}

/// The panel --panel names, else the built-in demo; nil (after saying why) when the file
/// cannot be used.
@MainActor
private func loadSimulatedContent(panelPath: String?) -> PanelContent? {
    guard let panelPath else { return .screen() }
    do throws(PanelFileError) {
        return .panel(try loadPanelFile(panelPath), saved: [:])
    } catch {
        printError("panel-app simulate: \(error)")
        return nil
    }
}

/// Creates the virtual devices the script needs (a touchscreen, a keyboard, a dial),
/// plays the script into them and says what it played; the exit status: 0 when every step
/// played, 1 otherwise.
private func playOnVirtualDevices(_ options: SimulateOptions, needs: SimulatedInput.Needs, layout: KeyboardLayout?,
                                  resolveLabel: @escaping (String) -> FixedPoint?) -> Int32 {
    let transform = options.transform
    let input: SimulatedInput
    do throws(InputDeviceError) {
        let name = options.multitouchProtocol == .a ? "Panel Virtual Touchscreen (protocol A)" : "Panel Virtual Touchscreen"
        input = try SimulatedInput(needs: needs, transform: transform, touchscreenName: name, protocol: options.multitouchProtocol,
                                   typingLayout: layout, uinputPath: options.uinputPath)
    } catch {
        printError("panel-app simulate: \(error)")
        return 1
    }
    if let screen = input.touchscreen {
        print("simulate: virtual touchscreen \(screen.devicePath ?? "(node unknown)") over \(transform.physicalWidth)x\(transform.physicalHeight), multitouch \(options.multitouchProtocol)")
    }
    if let keyboard = input.keyboard {
        let typing = layout.map { " typing on the \"\($0.layout)\" layout" } ?? ""
        print("simulate: virtual keyboard \(keyboard.devicePath ?? "(node unknown)")\(typing)")
    }
    if let dial = input.dial {
        print("simulate: virtual dial \(dial.devicePath ?? "(node unknown)")")
    }
    // Give the panel's hot-plug watcher time to open the new devices before using them.
    VirtualTouchscreenTiming.sleep(seconds: options.settle)
    let problems: [InputFileError]
    do throws(InputDeviceError) {
        problems = try input.play(options.script, resolveLabel: resolveLabel) { action in
            if !options.quiet { printTouchAction(action) }
        }
    } catch {
        printError("panel-app simulate: \(error)")
        return 1
    }
    // Let readers take the last events before the devices go away: a busy panel that has
    // not read the lifts yet would otherwise see its touches cancelled instead of ended.
    VirtualTouchscreenTiming.sleep(seconds: options.settle)
    for problem in problems { printError("panel-app simulate: \(problem)") }
    return problems.isEmpty ? 0 : 1
}

private func printTouchAction(_ action: TouchAction) {
    let seconds = Double(action.offset) / 1e9
    switch action.kind {
    case .down(let p): print("  \(seconds)s down slot \(action.slot) at \(p.x), \(p.y)")
    case .move(let p): print("  \(seconds)s move slot \(action.slot) to \(p.x), \(p.y)")
    case .up: print("  \(seconds)s up slot \(action.slot)")
    case .key(let code, let pressed): print("  \(seconds)s key \(code) \(pressed ? "down" : "up")")
    case .turn(let detents): print("  \(seconds)s dial turned \(detents)")
    case .mark: break
    }
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
