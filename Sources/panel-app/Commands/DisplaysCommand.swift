import Glibc
import Panel

/// `panel-app displays`: lists every DRM card, connector, mode and CRTC configuration.
/// `panel-app displays --test-pattern [options]`: sets a mode, flips frames of a moving
/// test pattern, holds the last one, restores the screen and reports the flip timing.
func runDisplaysCommand(_ arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        say(displaysUsage)
        return 0
    }
    if arguments.contains("--test-pattern") {
        return runTestPattern(arguments.filter { $0 != "--test-pattern" })
    }
    if let unknown = arguments.first {
        printError("displays: unknown option '\(unknown)'\n\(displaysUsage)")
        return 2
    }
    return listDisplays()
}

private let displaysUsage = """
    usage: panel-app displays                 list cards, connectors, modes and CRTCs
           panel-app displays --test-pattern [--device PATH] [--connector NAME] [--mode WxH[@HZ]]
                  [--rotation 0|90|180|270] [--buffers 2|3] [--frames N] [--hold SECONDS]
                  [--legacy] [--dirty] [--wait]
             sets the mode, shows N frames of a moving test pattern (page flips), holds the
             last frame, restores the screen and prints the flip timestamps
    """

/// Writes a line to standard output at once (unbuffered), so a log watcher sees it while
/// the test pattern is on screen.
private func say(_ message: String) {
    let line = message + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) }
}

private func listDisplays() -> Int32 {
    let cards = DisplayInventory.scanCards()
    if cards.isEmpty {
        say("no DRM device: /dev/dri has no card (no KMS driver loaded, or not a Linux machine with a display)")
        let framebuffers = DisplayInventory.framebufferPaths()
        say(framebuffers.isEmpty ? "no framebuffer device (/dev/fb*) either" : "framebuffer devices: \(framebuffers.joined(separator: ", "))")
        say("Panel can still run headless: --display headless")
        return 1
    }
    for card in cards {
        say("\(card.path)\(card.driver.map { " (\($0))" } ?? "")")
        if let problem = card.problem {
            say("  \(problem)")
            continue
        }
        for connector in card.connectors {
            let size = connector.widthMillimetres > 0 ? ", \(connector.widthMillimetres)x\(connector.heightMillimetres) mm" : ""
            let crtc = card.crtcByConnector[connector.id].map { ", CRTC \($0)" } ?? ""
            say("  connector \(connector.id) \(connector.name): \(connector.status.rawValue)\(size)\(crtc)")
            if !connector.modes.isEmpty {
                say("    modes: \(connector.modes.map(\.description).joined(separator: " "))")
            }
        }
        for crtc in card.crtcs {
            if let mode = crtc.mode {
                say("  CRTC \(crtc.id): \(mode) framebuffer \(crtc.bufferID) at +\(crtc.x)+\(crtc.y)")
            } else {
                say("  CRTC \(crtc.id): off")
            }
        }
    }
    return 0
}

private func runTestPattern(_ arguments: [String]) -> Int32 {
    var options = KMSOptions()
    var frames = 60
    var hold = 0.0
    var wait = false
    var index = 0
    func value(_ name: String) -> String? {
        index += 1
        guard index < arguments.count else {
            printError("displays: \(name) needs a value")
            return nil
        }
        return arguments[index]
    }
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--device": guard let v = value(argument) else { return 2 }; options.devicePath = v
        case "--connector": guard let v = value(argument) else { return 2 }; options.connectorName = v
        case "--mode":
            guard let v = value(argument) else { return 2 }
            do { options.mode = try ModeRequest(parsing: v) } catch { printError("displays: \(error)"); return 2 }
        case "--rotation":
            guard let v = value(argument) else { return 2 }
            guard let rotation = Rotation(degrees: v) else { printError("displays: rotation must be 0, 90, 180 or 270, not '\(v)'"); return 2 }
            options.rotation = rotation
        case "--buffers":
            guard let v = value(argument) else { return 2 }
            guard let count = Int(v), count == 2 || count == 3 else { printError("displays: --buffers takes 2 or 3, not '\(v)'"); return 2 }
            options.bufferCount = count
        case "--frames":
            guard let v = value(argument) else { return 2 }
            guard let count = Int(v), count > 0 else { printError("displays: --frames takes a positive number, not '\(v)'"); return 2 }
            frames = count
        case "--hold":
            guard let v = value(argument) else { return 2 }
            guard let seconds = Double(v), seconds >= 0 else { printError("displays: --hold takes seconds, not '\(v)'"); return 2 }
            hold = seconds
        case "--legacy": options.allowAtomic = false
        case "--dirty": options.markDirtyAfterFlip = true
        case "--wait": wait = true
        default:
            printError("displays: unknown option '\(argument)'\n\(displaysUsage)")
            return 2
        }
        index += 1
    }

    let display: KMSDisplay
    do {
        display = wait
            ? try KMSDisplay.openWaitingForDisplay(options: options, log: { printError("displays: \($0)") })
            : try KMSDisplay(options: options)
    } catch {
        printError("displays: \(error)")
        return 1
    }
    let original = display.originalCRTC
    say("test pattern on \(display.devicePath) (\(display.driverName)), \(display.connectorName), \(display.mode), "
          + "\(display.usesAtomic ? "atomic" : "legacy"), \(display.bufferCount) buffers, rotation \(display.transform.rotation)"
          + "\(display.usesHardwareRotation ? " (plane)" : "")"
          + ", \(display.hasVblankInterrupts ? "vblank events" : "no vblank interrupts: paced to the mode")")
    say("found CRTC \(original.id): \(original.mode.map { "\($0)" } ?? "off") framebuffer \(original.bufferID)")

    let pattern = TestPattern(frames: frames, holdNanoseconds: Int64(hold * 1e9))
    let loop = EventLoop(display: display, producer: pattern)
    pattern.loop = loop
    let reason: EventLoop.ExitReason
    do {
        reason = try loop.run()
    } catch {
        printError("displays: \(error)")
        return 1
    }
    let flips = pattern.flips
    var deltas: [Int64] = []
    for (previous, next) in zip(flips, flips.dropFirst()) { deltas.append(next.timestamp - previous.timestamp) }
    let skipped = zip(flips, flips.dropFirst()).reduce(0) { $0 + max(0, Int($1.1.vblankSequence &- $1.0.vblankSequence) - 1) }
    for flip in flips.prefix(3) + flips.suffix(2) {
        say("flip \(flip.frame) at \(flip.timestamp) vblank \(flip.vblankSequence)")
    }
    let mean = deltas.isEmpty ? 0 : deltas.reduce(0, +) / Int64(deltas.count)
    say("shown \(pattern.rendered) frames, \(flips.count) flips, mean interval \(mean / 1000) us (mode \(display.refreshInterval / 1000) us), vblanks skipped \(skipped)")
    say("stopped: \(reason == .stopped ? "done" : "\(reason)"); restored CRTC \(original.id) to framebuffer \(original.bufferID)")
    return flips.count == frames ? 0 : 1
}

/// Colour bars with a white square sliding along the bottom: each frame damages only the
/// square's old and new places, so the swap chain's damage accounting shows on screen.
private final class TestPattern: FrameProducer {
    let frames: Int
    let holdNanoseconds: Int64
    weak var loop: EventLoop?
    private(set) var rendered = 0
    private(set) var flips: [FlipCompletion] = []
    private var square = PixelRect.zero
    private var holdUntil: MonotonicTime?

    init(frames: Int, holdNanoseconds: Int64) {
        self.frames = frames
        self.holdNanoseconds = holdNanoseconds
    }

    var needsFrame: Bool { rendered < frames }
    var nextDeadline: MonotonicTime? { holdUntil }
    func handle(_ events: [PointerEvent]) {}

    func update(at time: MonotonicTime) {
        if let until = holdUntil, time >= until { loop?.stop() }
    }

    func didShow(_ flip: FlipCompletion) {
        flips.append(flip)
        if flips.count == frames {
            if holdNanoseconds > 0 {
                holdUntil = flip.timestamp + holdNanoseconds
                say("holding the last frame for \(holdNanoseconds / 1_000_000) ms")
            } else {
                loop?.stop()
            }
        }
    }

    func renderFrame(at time: MonotonicTime, into shadow: Surface) -> [PixelRect] {
        let w = shadow.width, h = shadow.height
        let band = h / 5
        var damage: [PixelRect] = []
        if rendered == 0 {
            let bars: [UInt32] = [0xFFFF_FFFF, 0xFFFF_FF00, 0xFF00_FFFF, 0xFF00_FF00, 0xFFFF_00FF, 0xFFFF_0000, 0xFF00_00FF, 0xFF00_0000]
            for (i, colour) in bars.enumerated() {
                let x0 = i * w / bars.count, x1 = (i + 1) * w / bars.count
                shadow.clear(PixelRect(x: x0, y: 0, width: x1 - x0, height: h - band), to: PixelColor(argb: colour))
            }
            shadow.clear(PixelRect(x: 0, y: h - band, width: w, height: band), to: PixelColor(argb: 0xFF20_2020))
            damage.append(shadow.bounds)
        } else {
            shadow.clear(square, to: PixelColor(argb: 0xFF20_2020))
            damage.append(square)
        }
        let side = max(1, band / 2)
        let travel = max(1, w - side)
        let x = frames > 1 ? rendered * travel / (frames - 1) : 0
        square = PixelRect(x: x, y: h - band + (band - side) / 2, width: side, height: side)
        shadow.clear(square, to: PixelColor(argb: 0xFFFF_FFFF))
        damage.append(square)
        rendered += 1
        return damage
    }
}
