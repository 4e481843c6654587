import Panel
@testable import PanelKiosk

/// Reports made by hand for the JSON, table, compare and plot tests.
enum BenchFixtures {
    static func run(scene: String, width: Int = 800, height: Int = 480, frameCost: Int64, frames: Int = 40) -> BenchRun {
        // Costs vary by frame so the percentiles differ from one another.
        let samples = (0..<frames).map { i in
            FrameSample(updateLayout: frameCost / 4 + Int64(i % 7) * 1000, render: frameCost / 2 + Int64(i % 5) * 3000,
                        present: frameCost / 4, flipWait: 0)
        }
        let floor = MemoryFloor(width: width, height: height, memcpyNanoseconds: 250_000, memsetNanoseconds: 120_000)
        return BenchRun(scene: scene, width: width, height: height, rotation: 0, refreshInterval: 16_666_666, floor: floor,
                        frameCount: frames, missedRefreshes: frames / 20, phases: BenchRun.summarize(samples),
                        latency: SampleSummary([20_000_000, 25_000_000, 30_000_000]), samples: samples,
                        notes: ["made by hand \"quoted\"\nline"])
    }

    static func report(_ runs: [BenchRun], renderer: String = "test painter") -> BenchReport {
        BenchReport(panelVersion: "0.1.0", build: "debug", display: "headless", clock: "simulated", renderer: renderer,
                    machine: "test CPU, 2 cores, x86_64", peakResidentKilobytes: 12345, runs: runs)
    }
}
