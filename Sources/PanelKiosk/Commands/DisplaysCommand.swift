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

let displaysUsage = """
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
func displaysSay(_ message: String) {
    let line = message + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) }
}

func displaysError(_ message: String) {
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
    let options: TestPatternOptions
    do throws(UsageError) {
        options = try TestPatternOptions(parsing: arguments)
    } catch {
        displaysError("displays: \(error)")
        return 2
    }
    let opening = if let path = options.fbdevPath {
        openTestPatternFramebuffer(path: path, rotation: options.display.rotation)
    } else {
        openTestPatternKMS(options.display, waiting: options.wait)
    }
    guard let opened = opening else { return 1 }
    let display = opened.display

    let pattern = TestPattern(frames: options.frames, holdNanoseconds: Nanoseconds.clamping(seconds: options.hold))
    let loop = EventLoop(display: display, producer: pattern)
    pattern.loop = loop
    let reason: EventLoop.ExitReason
    do {
        reason = try loop.run()
    } catch {
        displaysError("displays: \(error)")
        return 1
    }
    reportTestPattern(pattern, on: display)
    displaysSay("stopped: \(reason == .stopped ? "done" : "\(reason)"); \(opened.restoredNote)")
    return pattern.flips.count == options.frames ? 0 : 1
}

/// The framebuffer device at `path`, described, and what closing it restores; nil (after
/// saying why) when it cannot be opened.
private func openTestPatternFramebuffer(path: String, rotation: Rotation) -> (display: any Display, restoredNote: String)? {
    do {
        let fbdev = try FbdevDisplay(path: path, rotation: rotation)
        displaysSay("test pattern on \(path), \(fbdev.transform.physicalWidth)x\(fbdev.transform.physicalHeight), "
                    + "\(fbdev.isDoubleBuffered ? "2 buffers (panning)" : "1 buffer"), rotation \(fbdev.transform.rotation)")
        return (fbdev, "restored the framebuffer")
    } catch {
        displaysError("displays: \(error)")
        return nil
    }
}

/// The KMS display `options` choose, described with the CRTC it takes over, and what
/// closing it restores; nil (after saying why) when it cannot be opened.
private func openTestPatternKMS(_ options: KMSOptions, waiting: Bool) -> (display: any Display, restoredNote: String)? {
    let kms: KMSDisplay
    do {
        kms = waiting
            ? try KMSDisplay.openWaitingForDisplay(options: options, log: { displaysError("displays: \($0)") })
            : try KMSDisplay(options: options)
    } catch {
        displaysError("displays: \(error)")
        return nil
    }
    let original = kms.originalCRTC
    displaysSay("test pattern on \(kms.devicePath) (\(kms.driverName)), \(kms.connectorName), \(kms.mode), "
          + "\(kms.usesAtomic ? "atomic" : "legacy"), \(kms.bufferCount) buffers, rotation \(kms.transform.rotation)"
          + "\(kms.usesHardwareRotation ? " (plane)" : "")"
          + ", \(kms.hasVblankInterrupts ? "vblank events" : "no vblank interrupts: paced to the mode")"
          + ", \(kms.drawsIntoBackBuffer ? "frames drawn in the back buffer" : "frames copied from a shadow")")
    displaysSay("found CRTC \(original.id): \(original.mode.map { "\($0)" } ?? "off") framebuffer \(original.bufferID)")
    return (kms, "restored CRTC \(original.id) to framebuffer \(original.bufferID)")
}

/// The first and last flips' timestamps, and how regularly the flips came.
private func reportTestPattern(_ pattern: TestPattern, on display: any Display) {
    let flips = pattern.flips
    for flip in flips.prefix(3) + flips.suffix(2) {
        displaysSay("flip \(flip.frame) at \(flip.timestamp) vblank \(flip.vblankSequence)")
    }
    let timing = FlipTiming(flips)
    displaysSay("shown \(pattern.rendered) frames, \(flips.count) flips, mean interval \(timing.meanInterval / 1000) us (mode \(display.refreshInterval / 1000) us), vblanks skipped \(timing.skippedVblanks)")
}
