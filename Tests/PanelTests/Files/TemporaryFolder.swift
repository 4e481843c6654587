import Glibc

/// A new folder under /tmp for one test; `remove()` deletes it and what it holds (one
/// level: tests here make no subfolders with contents).
struct TemporaryFolder {
    let path: String

    init(_ name: String) {
        var template = Array("/tmp/panel-\(name)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = made.map { String(cString: $0) } ?? "/tmp/panel-\(name)-\(getpid())"
    }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ text: String, to name: String) {
        let fd = open(file(name), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
        close(fd)
    }

    func entries() -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    func remove() {
        for name in entries() where unlink(file(name)) != 0 { rmdir(file(name)) }
        rmdir(path)
    }
}
