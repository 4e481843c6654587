import Panel
import Testing
@testable import PanelKiosk

/// A soak run on a small screen: one sample a cycle, time going on from cycle to cycle, the
/// host's counts measured, a slower last window timed again, and a run stopped once its
/// memory check has failed for certain.
@MainActor @Suite struct SoakRunTests {
    struct Screen: View {
        @State private var on = false
        var body: some View {
            VStack {
                Toggle("Lamp", isOn: $on)
                Text(on ? "On" : "Off")
            }
            .padding()
        }
    }

    /// The limits of a run, but judging time however busy the machine is: tests run side by side.
    var anyLoad: SoakVerdict.Limits {
        var limits = SoakVerdict.Limits()
        limits.busyCores = .infinity
        return limits
    }

    func session() throws -> VirtualTimeSession {
        let content = PanelContent(view: AnyView(Screen()), controller: nil, background: PixelColor(red: 0, green: 0, blue: 0))
        let transform = ScreenTransform(physicalWidth: 320, physicalHeight: 240, rotation: .none)
        return VirtualTimeSession(content, transform: transform, fonts: try FontSet.loadDefault())
    }

    func script() throws -> TouchScript {
        try TouchScript(parsing: "tap \"Lamp\"\nwait 0.5\ntap \"Lamp\"\nwait 1\n", file: "cycle")
    }

    /// A cycle that draws nothing: cheap in a debug build.
    func quiet() throws -> TouchScript { try TouchScript(parsing: "wait 1\n", file: "cycle") }

    @Test func aSampleACycleAndTimeGoingOn() throws {
        let session = try session()
        var heard: [Int] = []
        var limits = anyLoad
        limits.timeGrowth = .infinity
        let run = try SoakRun(script: try script(), cycles: 12, baselineCycle: 4, in: session, limits: limits) { heard.append($0.cycle) }
        #expect(run.samples.map(\.cycle) == Array(1...12))
        #expect(heard == Array(1...12))
        // Each cycle lasts its script: two taps of 50 ms and 1.5 s of waiting, on the frame grid.
        #expect(run.virtualNanoseconds >= 12 * 1_600_000_000)
        #expect(run.virtualNanoseconds < 12 * 1_700_000_000)
        let end = try #require(run.samples.last)
        #expect(end.host.gestures == 0 && end.host.frameDriven == 0 && end.host.timelines == 0 && end.host.modalLayers == 0)
        #expect(end.host.viewNodes > 3)
        #expect(run.samples.allSatisfy { $0.host == end.host && $0.residentKilobytes > 0 && $0.threads >= 1 })
        #expect(run.screenAsAtBaseline)
        #expect(run.retimingCycles == 0 && run.stoppedAtCycle == nil)
        let verdict = try #require(run.verdict())
        #expect(verdict.baseline.cycle == 4 && verdict.cyclesAfterBaseline == 8)
    }

    @Test func aLastWindowThatSeemsSlowerIsTimedAgain() throws {
        // Limits no run can meet: every window "grew".
        var limits = anyLoad
        limits.timeGrowth = -10
        limits.timeFloorNanoseconds = .min
        let run = try SoakRun(script: try quiet(), cycles: 30, baselineCycle: 10, in: try session(), limits: limits, retimingPause: 0)
        #expect(run.retimingCycles == SoakRun.retimings * 20)
        #expect(run.samples.count == 30 + SoakRun.retimings * 20)
        #expect(run.samples.map(\.cycle) == Array(1...(30 + SoakRun.retimings * 20)))
        #expect(run.verdict()?.failures.contains { $0.check == .time } == true)
    }

    @Test func aRunStopsOnceItsMemoryHasFailedForCertain() throws {
        var limits = anyLoad
        limits.certainMemoryGrowth = -1
        let run = try SoakRun(script: try quiet(), cycles: 50, baselineCycle: 5, in: try session(), limits: limits)
        #expect(run.stoppedAtCycle == 7)
        #expect(run.samples.count == 7)
    }

    @Test func aLabelNoControlHasStopsTheRunAtItsCycle() throws {
        let bad = try TouchScript(parsing: "tap \"Fan\"\nwait 1\n", file: "cycle")
        #expect(throws: SoakRun.Stopped.self) { try SoakRun(script: bad, cycles: 5, baselineCycle: 2, in: try session()) }
    }
}
