import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The broker password comes from a file only its owner may read; its contents are never in
/// a message.
@Suite struct PasswordFileTests {
    private func file(_ contents: String, mode: mode_t) throws -> String {
        let path = "/tmp/panel-password-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try AtomicFile.write(Array(contents.utf8), to: path)
        chmod(path, mode)
        return path
    }

    @Test func readsTheFirstLineOfAnOwnerOnlyFile() throws {
        let path = try file("s3cret pass\nignored\n", mode: 0o600)
        defer { unlink(path) }
        #expect(try PasswordFile.read(path) == "s3cret pass")
    }

    @Test(arguments: [mode_t(0o640), 0o604, 0o620, 0o644])
    func refusesAFileOthersMayUse(mode: mode_t) throws {
        let path = try file("s3cret\n", mode: mode)
        defer { unlink(path) }
        do {
            _ = try PasswordFile.read(path)
            Issue.record("accepted mode \(String(mode, radix: 8))")
        } catch {
            #expect(error.description.contains("chmod 600"))
            #expect(!error.description.contains("s3cret"))
        }
    }

    @Test func refusesADirectoryAMissingFileAndAnEmptyPassword() throws {
        #expect(throws: UsageError.self) { try PasswordFile.read("/tmp") }
        #expect(throws: UsageError.self) { try PasswordFile.read("/nonexistent/password") }
        let empty = try file("\n", mode: 0o600)
        defer { unlink(empty) }
        #expect(throws: UsageError.self) { try PasswordFile.read(empty) }
    }
}
