import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct FileReaderTests {
    @Test func readsARegularFileUpToItsLimit() throws {
        let folder = TemporaryFolder("reader")
        defer { folder.remove() }
        folder.write("12345678", to: "eight")
        #expect(try FileReader.read(folder.file("eight"), limit: 8) == Array("12345678".utf8))
        #expect(throws: FileReadError(path: folder.file("eight"), problem: .tooLarge(limit: 7))) {
            try FileReader.read(folder.file("eight"), limit: 7)
        }
        do { _ = try FileReader.read(folder.file("eight"), limit: 7) } catch {
            #expect(error.description == "\(folder.file("eight")) is larger than 7 bytes")
        }
    }

    /// /dev/zero never ends: it is refused before a byte is read (it used to be read until
    /// memory ran out). A file in /proc says it is empty and is read to its end.
    @Test func endlessAndSpecialFilesAreRefusedAtOnce() throws {
        #expect(throws: FileReadError(path: "/dev/zero", problem: .notAccepted(kind: "a character device", accepting: .regularFiles))) {
            try FileReader.read("/dev/zero", limit: 1 << 20)
        }
        #expect(throws: FileReadError.self) { try FileReader.read("/dev/zero", limit: 1 << 20, accepting: .regularFilesAndPipes) }
        #expect(throws: FileReadError(path: "/tmp", problem: .notAccepted(kind: "a directory", accepting: .regularFiles))) {
            try FileReader.read("/tmp", limit: 1 << 20)
        }
        let status = try FileReader.read("/proc/self/status", limit: 1 << 20)
        #expect(String(decoding: status, as: UTF8.self).contains("Pid:"))
        #expect(throws: FileReadError(path: "/proc/self/status", problem: .tooLarge(limit: 16))) {
            try FileReader.read("/proc/self/status", limit: 16)
        }
        let missing = FileReadError(path: "/nonexistent/x", problem: .cannotOpen(errno: ENOENT))
        #expect(throws: missing) { try FileReader.read("/nonexistent/x", limit: 16) }
        #expect(missing.isMissing)
    }

    /// A FIFO no one writes to is refused without waiting where pipes are not taken.
    @Test func aFifoIsRefusedWithoutBlocking() {
        let folder = TemporaryFolder("reader-fifo")
        defer { folder.remove() }
        mkfifo(folder.file("fifo"), 0o644)
        #expect(throws: FileReadError(path: folder.file("fifo"), problem: .notAccepted(kind: "a pipe", accepting: .regularFiles))) {
            try FileReader.read(folder.file("fifo"), limit: 16)
        }
    }

    /// A script may come from another program through a pipe, within the limit too.
    @Test func aPipeIsReadWhereTaken() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        _ = "tap 1 2\n".withCString { write(fds[1], $0, strlen($0)) }
        close(fds[1])
        let path = "/proc/self/fd/\(fds[0])"
        #expect(try FileReader.read(path, limit: 64, accepting: .regularFilesAndPipes) == Array("tap 1 2\n".utf8))
    }

    @Test func aTouchScriptLargerThanTheLimitIsRefused() throws {
        let folder = TemporaryFolder("reader-script")
        defer { folder.remove() }
        folder.write(String(repeating: "wait 1\n", count: 10), to: "script.txt")
        #expect(throws: InputFileError(file: folder.file("script.txt"), line: 0, message: "is larger than 16 bytes")) {
            try readTextFile(folder.file("script.txt"), limit: 16)
        }
        #expect(throws: InputFileError(file: "/dev/zero", line: 0, message: "is a character device, not a regular file or a pipe")) {
            try TouchScript.load(path: "/dev/zero")
        }
    }
}
