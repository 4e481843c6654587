import Glibc
import Panel

/// `panel-app displays`: lists every DRM card, connector, mode and CRTC configuration.
/// `panel-app displays --test-pattern [options]`: sets a mode, flips frames of a moving
/// test pattern, holds the last one, restores the screen and reports the flip timing.
func runDisplaysCommand(_ arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        displaysSay(displaysUsage)
        return 0
    }
    if arguments.contains("--test-pattern") {
        return runTestPattern(arguments.filter { $0 != "--test-pattern" })
    }
    if let unknown = arguments.first {
        displaysError("displays: unknown option '\(unknown)'\n\(displaysUsage)")
        return 2
    }
    return listDisplays()
}

private let displaysUsage = """
    usage: panel-app displays                 list cards, connectors, modes and CRTCs
           panel-app displays --test-pattern [--device PATH] [--connector NAME] [--mode WxH[@HZ]]
                  [--rotation 0|90|180|270] [--buffers 2|3] [--frames N] [--hold SECONDS]
                  [--legacy] [--dirty] [--wait] [--fbdev /dev/fbN]
             sets the mode, shows N frames of a moving test pattern (page flips), holds the
             last frame, restores the screen and prints the flip timestamps (--fbdev: through
             the framebuffer device instead of KMS)
    """

/// Writes a line to standard output at once (unbuffered), so a log watcher sees it while
/// the test pattern is on screen.
private func displaysSay(_ message: String) {
    let line = message + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) }
}

private func displaysError(_ message: String) {
    let line = message + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

private func listDisplays() -> Int32 {
    let cards = DisplayInventory.scanCards()
    if cards.isEmpty {
        displaysSay("no DRM device: /dev/dri has no card (no KMS driver loaded, or not a Linux machine with a display)")
        let framebuffers = DisplayInventory.framebufferPaths()
        displaysSay(framebuffers.isEmpty ? "no framebuffer device (/dev/fb*) either" : "framebuffer devices: \(framebuffers.joined(separator: ", "))")
        displaysSay("Panel can still run headless: --display headless")
        return 1
    }
    for card in cards {
        displaysSay("\(card.path)\(card.driver.map { " (\($0))" } ?? "")")
        if let problem = card.problem {
            displaysSay("  \(problem)")
            continue
        }
        for connector in card.connectors {
            let size = connector.widthMillimetres > 0 ? ", \(connector.widthMillimetres)x\(connector.heightMillimetres) mm" : ""
            let crtc = card.crtcByConnector[connector.id].map { ", CRTC \($0)" } ?? ""
            displaysSay("  connector \(connector.id) \(connector.name): \(connector.status.rawValue)\(size)\(crtc)")
            if !connector.modes.isEmpty {
                displaysSay("    modes: \(connector.modes.map(\.description).joined(separator: " "))")
            }
        }
        for crtc in card.crtcs {
            if let mode = crtc.mode {
                displaysSay("  CRTC \(crtc.id): \(mode) framebuffer \(crtc.bufferID) at +\(crtc.x)+\(crtc.y)")
            } else {
                displaysSay("  CRTC \(crtc.id): off")
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
    var fbdevPath: String?
    var index = 0
    func value(_ name: String) -> String? {
        index += 1
        guard index < arguments.count else {
            displaysError("displays: \(name) needs a value")
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
            do { options.mode = try ModeRequest(parsing: v) } catch { displaysError("displays: \(error)"); return 2 }
        case "--rotation":
            guard let v = value(argument) else { return 2 }
            guard let rotation = Rotation(degrees: v) else { displaysError("displays: rotation must be 0, 90, 180 or 270, not '\(v)'"); return 2 }
            options.rotation = rotation
        case "--buffers":
            guard let v = value(argument) else { return 2 }
            guard let count = Int(v), count == 2 || count == 3 else { displaysError("displays: --buffers takes 2 or 3, not '\(v)'"); return 2 }
            options.bufferCount = count
        case "--frames":
            guard let v = value(argument) else { return 2 }
            guard let count = Int(v), count > 0, count <= 1_000_000 else { displaysError("displays: --frames takes a whole number from 1 to 1000000, not '\(v)'"); return 2 }
            frames = count
        case "--hold":
            guard let v = value(argument) else { return 2 }
            guard let seconds = Double(v), seconds.isFinite, seconds >= 0, seconds <= 3600 else { displaysError("displays: --hold takes seconds from 0 to 3600, not '\(v)'"); return 2 }
            hold = seconds
        case "--fbdev": guard let v = value(argument) else { return 2 }; fbdevPath = v
        case "--legacy": options.allowAtomic = false
        case "--dirty": options.markDirtyAfterFlip = true
        case "--wait": wait = true
        default:
            displaysError("displays: unknown option '\(argument)'\n\(displaysUsage)")
            return 2
        }
        index += 1
    }

    let display: Display
    var restoredNote = "restored the framebuffer"
    if let path = fbdevPath {
        do {
            let fbdev = try FbdevDisplay(path: path, rotation: options.rotation)
            display = fbdev
            displaysSay("test pattern on \(path), \(fbdev.transform.physicalWidth)x\(fbdev.transform.physicalHeight), "
                        + "\(fbdev.isDoubleBuffered ? "2 buffers (panning)" : "1 buffer"), rotation \(fbdev.transform.rotation)")
        } catch {
            displaysError("displays: \(error)")
            return 1
        }
    } else {
        let kms: KMSDisplay
        do {
            kms = wait
                ? try KMSDisplay.openWaitingForDisplay(options: options, log: { displaysError("displays: \($0)") })
                : try KMSDisplay(options: options)
        } catch {
            displaysError("displays: \(error)")
            return 1
        }
        let original = kms.originalCRTC
        displaysSay("test pattern on \(kms.devicePath) (\(kms.driverName)), \(kms.connectorName), \(kms.mode), "
              + "\(kms.usesAtomic ? "atomic" : "legacy"), \(kms.bufferCount) buffers, rotation \(kms.transform.rotation)"
              + "\(kms.usesHardwareRotation ? " (plane)" : "")"
              + ", \(kms.hasVblankInterrupts ? "vblank events" : "no vblank interrupts: paced to the mode")")
        displaysSay("found CRTC \(original.id): \(original.mode.map { "\($0)" } ?? "off") framebuffer \(original.bufferID)")
        restoredNote = "restored CRTC \(original.id) to framebuffer \(original.bufferID)"
        display = kms
    }

    let pattern = TestPattern(frames: frames, holdNanoseconds: Nanoseconds.clamping(seconds: hold))
    let loop = EventLoop(display: display, producer: pattern)
    pattern.loop = loop
    let reason: EventLoop.ExitReason
    do {
        reason = try loop.run()
    } catch {
        displaysError("displays: \(error)")
        return 1
    }
    let flips = pattern.flips
    var deltas: [Int64] = []
    for (previous, next) in zip(flips, flips.dropFirst()) { deltas.append(next.timestamp - previous.timestamp) }
    let skipped = zip(flips, flips.dropFirst()).reduce(0) { $0 + max(0, Int($1.1.vblankSequence &- $1.0.vblankSequence) - 1) }
    for flip in flips.prefix(3) + flips.suffix(2) {
        displaysSay("flip \(flip.frame) at \(flip.timestamp) vblank \(flip.vblankSequence)")
    }
    let mean = deltas.isEmpty ? 0 : deltas.reduce(0, +) / Int64(deltas.count)
    displaysSay("shown \(pattern.rendered) frames, \(flips.count) flips, mean interval \(mean / 1000) us (mode \(display.refreshInterval / 1000) us), vblanks skipped \(skipped)")
    displaysSay("stopped: \(reason == .stopped ? "done" : "\(reason)"); \(restoredNote)")
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
                displaysSay("holding the last frame for \(holdNanoseconds / 1_000_000) ms")
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
