import Glibc

/// A folder of its own under /tmp for one test, removed with everything in it when the
/// test lets go of it.
final class TemporaryFolder {
    let path: String

    init() {
        var template = Array("/tmp/panel-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = String(cString: made!)
    }

    deinit {
        var status: Int32 = 0
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("rm"), strdup("-rf"), strdup(path), nil]
        if posix_spawnp(&pid, "rm", nil, nil, argv, environ) == 0 { waitpid(pid, &status, 0) }
        for pointer in argv { free(pointer) }
    }

    /// Writes `text` to `name` inside the folder (made with its parents); its path.
    @discardableResult
    func write(_ text: String, to name: String) -> String {
        let file = path + "/" + name
        var folder = ""
        for part in name.split(separator: "/").dropLast() {
            folder += "/" + part
            mkdir(path + folder, 0o755)
        }
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
        close(fd)
        return file
    }

    func read(_ name: String) -> String? {
        guard let handle = fopen(path + "/" + name, "r") else { return nil }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, handle)
            if n <= 0 { break }
            bytes += buffer[..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
