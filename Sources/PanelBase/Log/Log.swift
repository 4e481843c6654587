import Glibc

/// The one place Panel's modules write log lines: standard error, each line with its
/// syslog priority prefix ("<3>" error, "<4>" warning, "<5>" notice, "<6>" info, "<7>"
/// debug), which the systemd journal turns into priorities. Parts that report through a
/// closure of their own (so tests can collect the lines) default to it.
package enum Log {
    package enum Priority: Int, Sendable {
        case error = 3, warning = 4, notice = 5, info = 6, debug = 7
    }

    package static func error(_ message: String) { write(.error, message) }
    package static func warning(_ message: String) { write(.warning, message) }
    package static func notice(_ message: String) { write(.notice, message) }
    package static func info(_ message: String) { write(.info, message) }
    package static func debug(_ message: String) { write(.debug, message) }

    package static func write(_ priority: Priority, _ message: String) {
        // One write per message so lines from several sources never interleave mid-line;
        // to descriptor 2 itself, as stderr's FILE is shared mutable state in Swift 6.
        var text = ""
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "<\(priority.rawValue)>\(line)\n"
        }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in raw.baseAddress.map { Glibc.write(2, $0 + offset, raw.count - offset) } ?? -1 }
            if written <= 0 { return }
            offset += written
        }
    }
}
