import FuzzSupport
import Panel

/// The touch-script parser, of files and of command-line arguments: any text is read or
/// refused at a line that exists; a script plays into the probe panel (labels resolved
/// against it) with well-formed pointer events, and nothing looks pressed at the end.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTouchScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = UnsafeRawBufferPointer(start: data, count: size).fuzzText
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    var scripts: [TouchScript] = []
    do {
        scripts.append(try TouchScript(parsing: text, file: "fuzz.touch"))
    } catch {
        fuzzRequire(error.line >= 0 && error.line <= lines, "error at line \(error.line) of \(lines): \(error)")
    }
    // The same words as `simulate` arguments.
    let arguments = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
    if let script = try? TouchScript(arguments: arguments) { scripts.append(script) }
    MainActor.assumeIsolated {
        for script in scripts { play(script) }
    }
    return 0
}

/// Scripts longer than this are parsed but not played: a long swipe is thousands of moves
/// of the same kind, which would only slow the search down.
let maximumPlayedActions = 2_000

@MainActor
func play(_ script: TouchScript) {
    var counter = TouchScriptPlayer(script: script, resolveLabel: { _ in FixedPoint(x: Fixed(10), y: Fixed(10)) })
    guard counter.allActions().count <= maximumPlayedActions else { return }

    let transform = ScreenTransform(physicalWidth: 480, physicalHeight: 320, rotation: .none)
    let start = MonotonicTime(nanoseconds: 1_000_000_000)
    let probe = ProbeHost(width: 480, height: 320)
    let source = ScriptedInputSource(script: script, transform: transform, startTime: start,
                                     resolveLabel: { probe.point(ofLabel: $0) })
    var time = start
    while let deadline = source.nextDeadline {
        time = deadline
        probe.deliver(source.eventsDue(at: deadline), at: deadline, fingersDown: source.activePointers)
    }
    fuzzRequire(source.activePointers.isEmpty, "a played script leaves \(source.activePointers) down")
    probe.finish(at: time + 5_000_000_000)
    for problem in source.problems { _ = problem.description }
}
