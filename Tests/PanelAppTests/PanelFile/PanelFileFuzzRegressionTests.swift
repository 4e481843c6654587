import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The panel files the fuzzer once broke the kiosk with (Fuzz/Regressions/FuzzPanelFile),
/// and the corpus it starts from, through the fuzz target's own checks (decoded, shown,
/// used, saved and read back): they run with every `swift test`, not only under `make
/// fuzz-ci`.
@MainActor
@Suite struct PanelFileFuzzRegressionTests {
    @Test func everyKeptInputPassesTheFuzzTargetsChecks() throws {
        let files = keptFuzzInputs(of: "FuzzPanelFile")
        #expect(files.count > 10, "\(files)")
        for file in files {
            let text = try readWholeFile(file, limit: 4 * 1024 * 1024)
            KioskFuzzing.panelFile(Array(text.utf8))
        }
    }
}
