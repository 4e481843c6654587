import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// Readouts kept current on a loop: a sysfs-like file in a temp folder read every interval
/// (virtual time), values on a topic, a command's first line (real programs), and every
/// value turning stale when too old, never shown as an old number.
@MainActor
@Suite struct ReadoutMonitorTests {
    final class Recorder {
        var logs: [String] = []
        var readings: [(String, ReadoutReading)] = []
    }

    func folder() -> String {
        let directory = "/tmp/panel-readouts-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(directory, 0o755)
        return directory
    }

    func monitor(_ controls: String, clock: VirtualClock? = nil, runner: ActionRunner? = nil)
        throws -> (ReadoutMonitor, PanelController, EventDispatcher, Recorder) {
        let panel = try PanelFileDecoder.decode(#"{"controls": ["# + controls + "]}", path: "p.json")
        let controller = PanelController(panel: panel, saved: [:])
        let recorder = Recorder()
        controller.onReading = { recorder.readings.append(($0.id, $1)) }
        let dispatcher = clock.map { EventDispatcher(clock: $0) } ?? EventDispatcher()
        let monitor = ReadoutMonitor(controller: controller, dispatcher: dispatcher, runner: runner,
                                     log: { recorder.logs.append($1) })
        controller.readoutMonitor = monitor
        return (monitor, controller, dispatcher, recorder)
    }

    /// Moves virtual time to `seconds` and runs what is due.
    func advance(_ clock: VirtualClock, _ dispatcher: EventDispatcher, to seconds: Double) throws {
        clock.advance(to: MonotonicTime(seconds: seconds))
        _ = try dispatcher.dispatch()
    }

    @Test func aFileIsReadEveryIntervalScaledAndTurnsStaleWhenItStopsGivingNumbers() throws {
        let directory = folder()
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        let path = directory + "/temp"
        try AtomicFile.write(Array("48250\n".utf8), to: path)
        let clock = VirtualClock(start: MonotonicTime(seconds: 100))
        let (monitor, controller, dispatcher, recorder) = try monitor(
            #"{"type": "readout", "id": "cpu", "label": "CPU", "format": "{value:.1f} °C", "file": "\#(path)", "scale": 0.001, "interval": 2, "stale": 5}"#,
            clock: clock)
        #expect(controller.readings["cpu"] == nil, "waiting before the first read")
        monitor.start()
        try advance(clock, dispatcher, to: 100)
        #expect(controller.readings["cpu"] == .fresh(48.25))
        try AtomicFile.write(Array("51000".utf8), to: path)
        try advance(clock, dispatcher, to: 102)
        #expect(controller.readings["cpu"] == .fresh(51))
        // The sensor breaks: its last number stays shown until it is 5 s old, then no more.
        try AtomicFile.write(Array("error\n".utf8), to: path)
        try advance(clock, dispatcher, to: 104)
        try advance(clock, dispatcher, to: 106)
        #expect(controller.readings["cpu"] == .fresh(51))
        try advance(clock, dispatcher, to: 107.5)
        #expect(controller.readings["cpu"] == .stale)
        #expect(recorder.logs.contains { $0.contains("readout cpu: \(path) holds no number") }, "\(recorder.logs)")
        // It comes back.
        try AtomicFile.write(Array("40000\n".utf8), to: path)
        try advance(clock, dispatcher, to: 108)
        #expect(controller.readings["cpu"] == .fresh(40))
        #expect(recorder.readings.map(\.1) == [.fresh(48.25), .fresh(51), .stale, .fresh(40)])
        monitor.stop()
    }

    @Test func aMissingFileOrAFIFOIsLoggedAndNeverBlocks() throws {
        let directory = folder()
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        mkfifo(directory + "/fifo", 0o644)
        #expect(throws: Never.self) { _ = ReadoutFileReader.read(directory + "/fifo") }
        guard case .failure(let why) = ReadoutFileReader.read(directory + "/fifo") else {
            Issue.record("a FIFO was read")
            return
        }
        #expect(why.description.contains("not a regular file"))
        guard case .failure(let missing) = ReadoutFileReader.read(directory + "/none") else {
            Issue.record("a missing file was read")
            return
        }
        #expect(missing.description.contains("cannot open"))
    }

    @Test func topicValuesAreTakenThroughTheirJSONPathAndBadOnesLoggedRateLimited() throws {
        let clock = VirtualClock(start: MonotonicTime(seconds: 10))
        let (monitor, controller, dispatcher, recorder) = try monitor(
            #"{"type": "readout", "id": "air", "label": "Air", "topic": "greenhouse/air", "jsonPath": "$.temperature", "stale": 60}"#,
            clock: clock)
        monitor.start()
        #expect(monitor.topics == ["greenhouse/air"])
        monitor.received(topic: "greenhouse/air", payload: #"{"temperature": 21.5, "humidity": 60}"#)
        #expect(controller.readings["air"] == .fresh(21.5))
        for _ in 0..<20 { monitor.received(topic: "greenhouse/air", payload: #"{"humidity": 60}"#) }
        monitor.received(topic: "greenhouse/air", payload: "not json")
        #expect(controller.readings["air"] == .fresh(21.5), "a bad message leaves the value as it was")
        #expect(recorder.logs.count == RateLimitedLog().burst, "\(recorder.logs)")
        #expect(recorder.logs.first == "readout air: no number in the message on greenhouse/air at $.temperature")
        // Still ageing from the last good value: stale 60 s after it.
        try advance(clock, dispatcher, to: 69)
        #expect(controller.readings["air"] == .fresh(21.5))
        try advance(clock, dispatcher, to: 70.5)
        #expect(controller.readings["air"] == .stale)
        monitor.received(topic: "other/topic", payload: "5")
        #expect(controller.readings["air"] == .stale)
    }

    @Test func aCommandsFirstLineIsTheValueThroughTheActionRunner() throws {
        let runner = ActionRunner(log: { _, _ in }, writeLine: { _ in }, onFinish: { _, _ in })
        let (monitor, controller, dispatcher, recorder) = try monitor(
            #"{"type": "readout", "id": "load", "label": "Load", "command": ["/bin/sh", "-c", "echo 0.75; echo 9"], "interval": 60}"#,
            runner: runner)
        ActionLoopSource(runner: runner).attach(to: dispatcher)
        monitor.start()
        let start = MonotonicTime.now()
        try dispatcher.run(until: { controller.readings["load"] != nil || MonotonicTime.now() - start > 10_000_000_000 })
        #expect(controller.readings["load"] == .fresh(0.75))
        #expect(recorder.logs.isEmpty, "\(recorder.logs)")
        monitor.stop()
    }

    @Test func aCommandWithoutANumberIsLoggedAndLeavesTheReadoutWaiting() throws {
        let runner = ActionRunner(log: { _, _ in }, writeLine: { _ in }, onFinish: { _, _ in })
        let (monitor, controller, dispatcher, recorder) = try monitor(
            #"{"type": "readout", "id": "load", "label": "Load", "command": ["/bin/echo", "busy"], "interval": 60}"#,
            runner: runner)
        ActionLoopSource(runner: runner).attach(to: dispatcher)
        monitor.start()
        let start = MonotonicTime.now()
        try dispatcher.run(until: { !recorder.logs.isEmpty || MonotonicTime.now() - start > 10_000_000_000 })
        #expect(recorder.logs == ["readout load: the first line of /bin/echo's output is not a number"])
        #expect(controller.readings["load"] == nil)
        monitor.stop()
    }
}
