import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// Files panel-app reads are bounded in size and kind; files it writes are only ever
/// regular files.
@Suite struct FileLimitsTests {
    func folder(_ name: String) -> (String, () -> Void) {
        let path = "/tmp/panel-limits-\(getpid())-\(name)"
        _ = try? ChildProcess("/bin/rm", ["-rf", path]).wait()
        mkdir(path, 0o755)
        return (path, { _ = try? ChildProcess("/bin/rm", ["-rf", path]).wait() })
    }

    @Test func aPanelFileLargerThanTheLimitIsRefusedWithItsSize() throws {
        let (directory, remove) = folder("large")
        defer { remove() }
        let path = directory + "/panel.json"
        let text = #"{"title": "Big", "controls": []}"# + String(repeating: " ", count: FileSizeLimit.panelFile)
        try AtomicFile.write(Array(text.utf8), to: path)
        do {
            _ = try loadPanelFile(path)
            Issue.record("a panel file over the limit was read")
        } catch {
            #expect(error.description == "\(path):1:1: the file is larger than \(FileSizeLimit.panelFile) bytes")
        }
    }

    @Test func aPanelPathThatIsNotARegularFileIsRefused() {
        #expect(throws: PanelFileError.self) { try loadPanelFile("/dev/zero") }
        do { _ = try loadPanelFile("/tmp") } catch {
            #expect(error.description == "/tmp:1:1: the file is a directory, not a regular file")
        }
        #expect(throws: FileReadFailure.self) { try readWholeFile("/dev/zero", limit: FileSizeLimit.stateFile) }
    }

    /// `snapshot --output` on a link used to replace the link with a PNG.
    @Test func snapshotRefusesToReplaceASymbolicLink() throws {
        let (directory, remove) = folder("snapshot")
        defer { remove() }
        try AtomicFile.write(Array("precious".utf8), to: directory + "/target.txt")
        symlink(directory + "/target.txt", directory + "/shot.png")
        let child = try ChildProcess(builtProductPath("panel-app"), ["snapshot", "--output", directory + "/shot.png", "--size", "64x64"],
                                     mergeErrors: true)
        let output = child.readAllOutput()
        #expect(child.wait() == 1)
        #expect(output.contains("\(directory)/shot.png: cannot write: it is a symbolic link"), "\(output)")
        var status = stat()
        #expect(lstat(directory + "/shot.png", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(try readWholeFile(directory + "/target.txt") == "precious")
    }
}
