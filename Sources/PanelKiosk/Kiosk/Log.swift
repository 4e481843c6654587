import Glibc

/// Log lines on standard error with syslog priority prefixes ("<3>" error, "<4>" warning,
/// "<6>" info, "<7>" debug), which the systemd journal turns into priorities.
enum Log {
    enum Priority: Int {
        case error = 3, warning = 4, notice = 5, info = 6, debug = 7
    }

    static func error(_ message: String) { write(.error, message) }
    static func warning(_ message: String) { write(.warning, message) }
    static func info(_ message: String) { write(.info, message) }
    static func debug(_ message: String) { write(.debug, message) }

    static func write(_ priority: Priority, _ message: String) {
        // One write per line so lines from several sources never interleave mid-line.
        var text = ""
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "<\(priority.rawValue)>\(line)\n"
        }
        _ = text.withCString { Glibc.write(2, $0, strlen($0)) }
    }
}
