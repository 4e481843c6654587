import Glibc

/// A pipe for readable sources: bytes written make its read end readable.
final class TestPipe {
    let readEnd: Int32, writeEnd: Int32
    init() {
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
        readEnd = fds[0]; writeEnd = fds[1]
    }
    deinit { close(readEnd); close(writeEnd) }
    func send(_ bytes: [UInt8]) { _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) } }
    func drain() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(readEnd, &buffer, 64)
        return count > 0 ? Array(buffer[0..<count]) : []
    }
}
