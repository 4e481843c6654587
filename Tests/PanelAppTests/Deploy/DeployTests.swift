import Glibc
import Testing
@testable import PanelKiosk

/// The systemd unit and the install script, checked with the real tools where they exist.
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

    @Test func installScriptInstallsEveryFileIntoADestdir() throws {
        let destdir = "/tmp/panel-install-\(getpid())"
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", destdir]).wait() }
        let child = try ChildProcess("/bin/bash", [repositoryPath("deploy/install.sh"), "--destdir", destdir,
                                                   "--binary", builtProductPath("panel-app"), "--no-enable"], mergeErrors: true)
        let output = child.readAllOutput()
        #expect(child.wait() == 0, "install.sh: \(output)")
        for file in ["/usr/local/bin/panel-app", "/etc/panel/panel.json", "/etc/systemd/system/panel.service", "/etc/udev/rules.d/70-panel.rules"] {
            #expect(access(destdir + file, R_OK) == 0, "\(file) was not installed")
        }
        // The installed panel file is a valid one.
        #expect((try? loadPanelFile(destdir + "/etc/panel/panel.json")) != nil)
    }
}
