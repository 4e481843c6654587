import Glibc
import Panel
import Testing

/// A fleet on one real broker, briefly (the full run is `make fleet-bench`): 20 `panel-app`
/// processes touched by scripts and 200 simulated panels, each toggling 10 times a second.
/// Every panel must end showing the last value each of its followed topics carried; the
/// latencies and CPU are printed, not judged.
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct FleetTests {
    @Test func twentyPanelsAndTwoHundredSimulatedOnesEndShowingTheLastValues() throws {
        let bench = try ChildProcess(builtProductPath("fleet-bench"),
                                     ["--panels", "20", "--simulated", "200", "--rate", "10", "--seconds", "3", "--settle", "20",
                                      "--panel-app", builtProductPath("panel-app")],
                                     mergeErrors: true)
        let output = bench.readAllOutput()
        let status = bench.wait()
        print(output.split(separator: "\n").filter { !$0.contains("connected to") }.joined(separator: "\n"))
        #expect(status == 0, "\(output.suffix(4000))")
        #expect(output.contains("every panel ends showing the last value sent to it: yes"))
        #expect(output.contains("touch on a panel -> another panel's screen: p50"))
        #expect(!output.contains("(0 shown of"), "no value was seen on another panel")
    }
}
