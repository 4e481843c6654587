import FuzzSupport
import Panel

/// The evemu reader: any bytes are read or refused at a line that exists; a recording of a
/// pointing device plays through the decoder into the probe panel as a kiosk would replay
/// it, its pointer events well formed, and nothing looks pressed once every finger is up.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = UnsafeRawBufferPointer(start: data, count: size).fuzzText
    let recording: EvemuRecording
    do {
        recording = try EvemuRecording(parsing: text, file: "fuzz.evemu")
    } catch {
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        fuzzRequire(error.line >= 0 && error.line <= lines, "error at line \(error.line) of \(lines): \(error)")
        return 0
    }
    fuzzRequire(recording.events.count == recording.eventLines.count, "\(recording.events.count) events, \(recording.eventLines.count) lines")
    MainActor.assumeIsolated { play(recording) }
    return 0
}

@MainActor
func play(_ recording: EvemuRecording) {
    let transform = ScreenTransform(physicalWidth: 480, physicalHeight: 320, rotation: .none)
    let start = MonotonicTime(nanoseconds: 1_000_000_000)
    guard let source = try? ScriptedInputSource(recording: recording, transform: transform, startTime: start) else { return }
    let probe = ProbeHost(width: 480, height: 320)
    var time = start
    while let deadline = source.nextDeadline {
        time = deadline
        probe.deliver(source.eventsDue(at: deadline), at: deadline, fingersDown: source.activePointers)
    }
    probe.deliver(source.cancelAll(at: time), at: time, fingersDown: [])
    probe.finish(at: time + 5_000_000_000)
}
