import Glibc
import Panel

/// `panel-app snapshot --output FILE.png [--panel FILE] [--size WxH] [--rotate DEG]
/// [--script FILE | --recording FILE] [--at SECONDS]`: renders a panel headless, after a
/// touch script or an evemu recording has played (in simulated time at 60 Hz, quiet
/// stretches jumped over) and `--at` more seconds have passed, and writes what the display
/// would show: a PNG, or a binary PPM when FILE ends in `.ppm` (what screen-comparing
/// scripts read). A script line that cannot be played (a label no control has) is an error.
@MainActor
func runSnapshotCommand(_ arguments: [String]) -> Int32 {
    let parser = ArgumentParser(command: "snapshot", options: [
        "output": .one, "panel": .one, "size": .one, "rotate": .one, "script": .one, "recording": .one, "at": .one,
    ])
    do {
        let parsed = try parser.parse(arguments)
        guard let output = parsed.value("output") else { throw UsageError(description: "snapshot needs --output FILE.png (or FILE.ppm)") }
        let size = try OptionValues.mode(parsed.value("size") ?? "800x480")
        let rotation = try OptionValues.rotation(parsed.value("rotate") ?? "0")
        let extra = try OptionValues.positiveSeconds(parsed.value("at") ?? "0", option: "at")
        if parsed.has("script") && parsed.has("recording") {
            throw UsageError(description: "give --script or --recording, not both")
        }
        let content: PanelContent
        if let path = parsed.value("panel") {
            content = .panel(try loadPanelFile(path), saved: [:])
        } else {
            content = .screen()
        }
        let display = HeadlessDisplay(width: size.width, height: size.height, rotation: rotation)
        let image = try renderSnapshot(content, display: display, script: parsed.value("script"),
                                       recording: parsed.value("recording"), extraSeconds: extra)
        if output.hasSuffix(".ppm") {
            try PPMEncoder.write(image, to: output)
        } else {
            try PNGEncoder.write(image, to: output)
        }
        return 0
    } catch let error as UsageError {
        printError("panel-app snapshot: \(error)")
        return 2
    } catch {
        printError("panel-app snapshot: \(error)")
        return 1
    }
}

/// Plays the touches, then returns the physical framebuffer image.
///
/// Simulated time moves frame by frame (60 Hz) only while something moves on screen;
/// otherwise it jumps to the frame of the next touch or gesture timer, so the work is
/// bounded by the touches and animation frames, never by the length of a wait or of
/// `--at` (a recording with an hour's gap costs what one without it costs).
@MainActor
func renderSnapshot(_ content: PanelContent, display: HeadlessDisplay, script: String?, recording: String?,
                    extraSeconds: Double) throws -> Surface {
    let fonts = try FontSet.loadDefault()
    let transform = display.transform
    let host = content.host(width: transform.logicalWidth, height: transform.logicalHeight, fonts: fonts)
    let renderer = DisplayListRenderer(fonts: fonts, background: content.background)
    let shadow = Surface(width: transform.logicalWidth, height: transform.logicalHeight)
    host.render(into: shadow, with: renderer)

    let start = MonotonicTime.zero
    var source: ScriptedInputSource?
    if let script {
        let scripted = ScriptedInputSource(script: try TouchScript.load(path: script), transform: transform, startTime: start,
                                           resolveLabel: { host.activationPoint(ofControlLabeled: $0) })
        // Collected and reported together below, with the labels there are.
        scripted.onProblem = { _ in }
        source = scripted
    } else if let recording {
        source = try ScriptedInputSource(recording: try EvemuRecording.load(path: recording), transform: transform, startTime: start)
    }
    var clock = SnapshotClock(start: start)
    // The touches, then the extra time.
    while let due = source?.nextDeadline {
        guard let time = clock.advance(toward: due, host: host) else { break }
        for event in source?.eventsDue(at: time) ?? [] { host.send(event) }
        host.advance(to: time)
        host.render(into: shadow, with: renderer)
    }
    if let problems = source?.problems, !problems.isEmpty {
        throw SnapshotScriptError(problems: problems, labels: host.interactiveElements().map(\.label))
    }
    let end = clock.time + Nanoseconds.clamping(seconds: extraSeconds)
    while clock.time < end, let time = clock.advance(toward: end, host: host, landing: true) {
        host.advance(to: time)
        host.render(into: shadow, with: renderer)
    }
    try display.present(from: shadow, damage: [shadow.bounds])
    _ = display.advance(vblanks: 1)
    return display.frontBuffer ?? shadow
}
