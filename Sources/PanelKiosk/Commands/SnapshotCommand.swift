import Glibc
import Panel

/// `panel-app snapshot --output FILE.png [--panel FILE] [--size WxH] [--rotate DEG]
/// [--script FILE | --recording FILE] [--at SECONDS]`: renders a panel headless, after a
/// touch script or an evemu recording has played (in simulated time, frame by frame at
/// 60 Hz) and `--at` more seconds have passed, and writes what the display would show.
@MainActor
func runSnapshotCommand(_ arguments: [String]) -> Int32 {
    let parser = ArgumentParser(command: "snapshot", options: [
        "output": .one, "panel": .one, "size": .one, "rotate": .one, "script": .one, "recording": .one, "at": .one,
    ])
    do {
        let parsed = try parser.parse(arguments)
        guard let output = parsed.value("output") else { throw UsageError(description: "snapshot needs --output FILE.png") }
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
            content = .demo()
        }
        let display = HeadlessDisplay(width: size.width, height: size.height, rotation: rotation)
        let image = try renderSnapshot(content, display: display, script: parsed.value("script"),
                                       recording: parsed.value("recording"), extraSeconds: extra)
        try PNGEncoder.write(image, to: output)
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
        source = ScriptedInputSource(script: try TouchScript.load(path: script), transform: transform, startTime: start,
                                     resolveLabel: { host.activationPoint(ofControlLabeled: $0) })
    } else if let recording {
        source = try ScriptedInputSource(recording: try EvemuRecording.load(path: recording), transform: transform, startTime: start)
    }
    let frame: Int64 = 16_666_667
    var time = start
    // Frame by frame until the touches are played, then the extra time.
    while let due = source?.nextDeadline, due >= time {
        time = time + frame
        for event in source?.eventsDue(at: time) ?? [] { host.send(event) }
        host.advance(to: time)
        host.render(into: shadow, with: renderer)
    }
    let end = time + Int64(extraSeconds * 1e9)
    while time < end {
        time = time + min(frame, end - time)
        host.advance(to: time)
        host.render(into: shadow, with: renderer)
    }
    try display.present(from: shadow, damage: [shadow.bounds])
    _ = display.advance(vblanks: 1)
    return display.frontBuffer ?? shadow
}
