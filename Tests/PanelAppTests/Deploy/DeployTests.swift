import Glibc
import Testing
@testable import PanelKiosk

/// The systemd unit and udev rules every package is made from, checked with the real tools
/// where they exist (the packages themselves: Tests/VM/test_package_install.py).
@Suite struct DeployTests {
    /// The unit with ExecStart pointing at the freshly built binary (verify checks it exists),
    /// in a folder of the test's own (tests run at the same time must not write one file).
    func unitForThisBuild(test: String = #function) throws -> String {
        let unit = try readWholeFile(repositoryPath("deploy/panel.service"))
        let folder = "/tmp/panel-unit-\(getpid())-\(test.prefix { $0 != "(" })"
        let path = folder + "/panel.service"
        mkdir(folder, 0o755)
        let text = unit.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("ExecStart=") ? "ExecStart=\(builtProductPath("panel-app")) run --panel /etc/panel/panel.json" : String(line)
        }.joined(separator: "\n")
        try AtomicFile.write(Array(text.utf8), to: path)
        return path
    }

    static var hasSystemdAnalyze: Bool { access("/usr/bin/systemd-analyze", X_OK) == 0 }

    @Test(.enabled(if: hasSystemdAnalyze)) func unitPassesSystemdAnalyzeVerify() throws {
        let unit = try unitForThisBuild()
        let child = try ChildProcess("/usr/bin/systemd-analyze", ["verify", unit], mergeErrors: true)
        let output = child.readAllOutput()
        #expect(child.wait() == 0, "systemd-analyze verify: \(output)")
        #expect(!output.contains("Unknown"), "\(output)")
    }

    @Test(.enabled(if: hasSystemdAnalyze)) func unitIsRatedTwoOrBetterBySystemdAnalyzeSecurity() throws {
        let unit = try unitForThisBuild()
        let child = try ChildProcess("/usr/bin/systemd-analyze", ["security", "--offline=yes", "--no-pager", unit])
        let output = child.readAllOutput()
        child.wait()
        guard let line = output.split(separator: "\n").first(where: { $0.contains("Overall exposure level") }),
              let scoreText = line.split(separator: ":").last?.split(separator: " ").first,
              let score = Double(scoreText) else {
            Issue.record("no exposure level in: \(output)")
            return
        }
        #expect(score <= 2.0, "exposure \(score)")
    }

    /// `key=value` settings of one section of a unit file, in order.
    func settings(of section: String, in unit: String) -> [(String, String)] {
        var current = ""
        var found: [(String, String)] = []
        for line in unit.split(separator: "\n") {
            let text = String(line.drop { $0 == " " || $0 == "\t" })
            if text.hasPrefix("[") { current = text }
            guard current == "[\(section)]", !text.hasPrefix("#"), let equals = text.firstIndex(of: "=") else { continue }
            found.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
        }
        return found
    }

    @Test func aCrashLoopEndsAtTheStartLimitInsteadOfFlashingTheScreenForever() throws {
        let unit = try readWholeFile(repositoryPath("deploy/panel.service"))
        let unitSection = Dictionary(settings(of: "Unit", in: unit), uniquingKeysWith: { $1 })
        let service = Dictionary(settings(of: "Service", in: unit), uniquingKeysWith: { $1 })
        let interval = try #require(unitSection["StartLimitIntervalSec"].flatMap { Int($0) })
        let burst = try #require(unitSection["StartLimitBurst"].flatMap { Int($0) })
        let pause = try #require(service["RestartSec"].flatMap { Int($0) })
        #expect(service["Restart"] == "always")
        // A pause between starts, and a loop of crashes at start reaches the limit inside
        // its window (so systemd stops it) while a rare crash is always restarted.
        #expect(pause >= 2)
        #expect(burst >= 3)
        #expect(burst * pause < interval)
        // systemctl reload sends SIGHUP: the panel file is loaded again.
        #expect(service["ExecReload"] == "/bin/kill -HUP $MAINPID")
    }

    @Test func onlyThePanelsOwnGroupMayInjectTouchesThroughUinput() throws {
        let rules = try readWholeFile(repositoryPath("deploy/70-panel.rules"))
        let uinput = rules.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains("uinput") }
        #expect(uinput.count == 1)
        for rule in uinput {
            #expect(rule.contains(#"GROUP="panel""#), "\(rule)")
            #expect(!rule.contains(#"GROUP="input""#), "\(rule)")
            #expect(rule.contains(#"MODE="0660""#), "\(rule)")
        }
        // The group exists on a kiosk: every package makes it the panel user's own (a
        // systemd-sysusers "u" line creates the user's group of the same name); the
        // packages' tests (Tests/VM/test_package_install.py) install one and read it back.
        let service = try readWholeFile(repositoryPath("deploy/kioskdeb/service.py"))
        #expect(service.contains(#"USER = "panel""#))
        #expect(service.contains(#"f"u {USER} - "#))
        // Touch devices stay readable by the input group, which the service runs in.
        #expect(rules.contains(#"SUBSYSTEM=="input", KERNEL=="event[0-9]*", GROUP="input", MODE="0660""#))
    }
}
