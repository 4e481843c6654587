import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct OutputFileTests {
    @Test func writesANewFileAndReplacesARegularOne() throws {
        let folder = TemporaryFolder("output")
        defer { folder.remove() }
        try OutputFile.write(Array("one".utf8), to: folder.file("out.txt"))
        try OutputFile.write(Array("two".utf8), to: folder.file("out.txt"), durable: true)
        #expect(try FileReader.read(folder.file("out.txt"), limit: 16) == Array("two".utf8))
        #expect(folder.entries() == ["out.txt"], "no temporary file is left")
    }

    /// A link where an output goes is refused: neither the link nor the file it names
    /// changes (the link used to be replaced by a regular file).
    @Test func aSymbolicLinkIsRefusedAndLeftAsItIs() throws {
        let folder = TemporaryFolder("output-link")
        defer { folder.remove() }
        folder.write("precious", to: "target.txt")
        symlink(folder.file("target.txt"), folder.file("out.png"))
        do {
            try OutputFile.write(Array("new".utf8), to: folder.file("out.png"))
            Issue.record("a symbolic link was written")
        } catch {
            #expect(error.description == "\(folder.file("out.png")): cannot write: it is a symbolic link, and output files are written only as regular files")
        }
        var status = stat()
        #expect(lstat(folder.file("out.png"), &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(try FileReader.read(folder.file("target.txt"), limit: 16) == Array("precious".utf8))
        #expect(folder.entries() == ["out.png", "target.txt"])
    }

    /// A FIFO stands in for a device node (tests never write near real devices).
    @Test(arguments: ["fifo", "directory"])
    func aPathThatIsNotARegularFileIsRefused(kind: String) {
        let folder = TemporaryFolder("output-\(kind)")
        defer { folder.remove() }
        let path = folder.file("out.png")
        if kind == "fifo" { mkfifo(path, 0o644) } else { mkdir(path, 0o755) }
        #expect(throws: OutputFileError.self) { try OutputFile.write(Array("new".utf8), to: path) }
        var status = stat()
        lstat(path, &status)
        #expect(status.st_mode & S_IFMT == (kind == "fifo" ? S_IFIFO : S_IFDIR))
        #expect(folder.entries() == ["out.png"])
    }

    /// A link planted at the temporary file's name is not written through.
    @Test func aLinkAtTheTemporaryNameIsNotFollowed() throws {
        let folder = TemporaryFolder("output-tmp-link")
        defer { folder.remove() }
        folder.write("precious", to: "target.txt")
        symlink(folder.file("target.txt"), folder.file("out.txt.tmp"))
        try OutputFile.write(Array("new".utf8), to: folder.file("out.txt"))
        #expect(try FileReader.read(folder.file("target.txt"), limit: 16) == Array("precious".utf8))
        #expect(try FileReader.read(folder.file("out.txt"), limit: 16) == Array("new".utf8))
    }

    @Test func pngWritesFollowTheRule() {
        let folder = TemporaryFolder("output-png")
        defer { folder.remove() }
        folder.write("precious", to: "target.txt")
        symlink(folder.file("target.txt"), folder.file("shot.png"))
        #expect(throws: ImageFileError.self) { try PNGEncoder.write(Surface(width: 2, height: 2), to: folder.file("shot.png")) }
        #expect(folder.entries() == ["shot.png", "target.txt"])
    }
}
