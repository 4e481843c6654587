import Glibc
import Panel

/// `panel-app snapshot --output FILE.png [--panel FILE] [--size WxH] [--rotate DEG]
/// [--script FILE | --recording FILE] [--at SECONDS] [--fonts-used FILE]`: renders a panel headless, after a
/// touch script or an evemu recording has played (in simulated time at 60 Hz, quiet
/// stretches jumped over) and `--at` more seconds have passed, and writes what the display
/// would show: a PNG, or a binary PPM when FILE ends in `.ppm` (what screen-comparing
/// scripts read). A script line that cannot be played (a label no control has) is an error.
/// `--fonts-used FILE` also writes the font files text and symbols were drawn from, one a
/// line, on every screen the touches reached: what deploy/package.py makes a package depend on.
@MainActor
func runSnapshotCommand(_ arguments: [String]) -> Int32 {
    let parser = ArgumentParser(command: "snapshot", options: [
        "output": .one, "panel": .one, "size": .one, "rotate": .one, "script": .one, "recording": .one, "at": .one, "fonts-used": .one,
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
        let content = try PanelContent.headless(panelFile: parsed.value("panel"))
        let display = HeadlessDisplay(width: size.width, height: size.height, rotation: rotation)
        let fonts = try FontSet.loadDefault()
        let image = try renderSnapshot(content, display: display, script: parsed.value("script"),
                                       recording: parsed.value("recording"), extraSeconds: extra, fonts: fonts)
        if output.hasSuffix(".ppm") {
            try PPMEncoder.write(image, to: output)
        } else {
            try PNGEncoder.write(image, to: output)
        }
        if let list = parsed.value("fonts-used") {
            let text = fonts.renderer.drawnFontFiles.map { $0 + "\n" }.joined()
            try AtomicFile.write(Array(text.utf8), to: list)
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

/// Plays the touches, then lets `extraSeconds` pass, in simulated time
/// (`VirtualTimeSession`: a recording with an hour's gap costs what one without it costs),
/// and returns the physical framebuffer image.
@MainActor
func renderSnapshot(_ content: PanelContent, display: HeadlessDisplay, script: String?, recording: String?,
                    extraSeconds: Double, fonts: FontSet? = nil) throws -> Surface {
    let session = VirtualTimeSession(content, transform: display.transform, fonts: try fonts ?? FontSet.loadDefault())
    var source: ScriptedInputSource?
    if let script {
        source = session.source(playing: try TouchScript.load(path: script))
    } else if let recording {
        source = try session.source(replaying: try EvemuRecording.load(path: recording))
    }
    // The touches, then the extra time.
    if let source { session.play(source) }
    if let problems = source?.problems, !problems.isEmpty {
        throw SnapshotScriptError(problems: problems, labels: session.labels)
    }
    session.pass(until: session.time + Nanoseconds.clamping(seconds: extraSeconds))
    try display.present(from: session.shadow, damage: [session.shadow.bounds])
    _ = display.advance(vblanks: 1)
    return display.frontBuffer ?? session.shadow
}
