import Glibc
import Panel

/// One running program's output turned into log lines, in bounded memory and in time
/// linear in the output.
///
/// Bytes are scanned once for newlines (memchr) and copied at most once, into a line
/// buffer that never grows past `ActionLimits.lineBytes`: a longer line is logged cut at
/// that length and the rest of it is dropped. At most `ActionLimits.loggedLinesPerSecond`
/// lines are logged per second; the others are dropped too. Dropped bytes are counted and
/// reported once a second while dropping goes on, and when the program ends.
struct ActionOutputLog {
    let controlID: String
    private let log: (Log.Priority, String) -> Void
    /// The line being assembled; never longer than `ActionLimits.lineBytes`.
    private var line: [UInt8] = []
    /// The current line passed the limit and was logged cut: the rest of it is dropped.
    private var cuttingLine = false
    /// Bytes dropped and not yet reported.
    private(set) var unreportedDroppedBytes = 0
    /// Every byte dropped so far.
    private(set) var droppedBytes = 0
    private var windowStart: MonotonicTime?
    private var linesInWindow = 0
    /// Takes the first line (then cleared); with it, lines are logged at debug level.
    private var onFirstLine: ((String) -> Void)?
    private let linePriority: Log.Priority

    init(controlID: String, log: @escaping (Log.Priority, String) -> Void, onFirstLine: ((String) -> Void)? = nil) {
        self.controlID = controlID
        self.log = log
        self.onFirstLine = onFirstLine
        linePriority = onFirstLine == nil ? .info : .debug
        line.reserveCapacity(ActionLimits.lineBytes)
    }

    /// The line buffer's size: bounded whatever the program writes.
    var bufferedBytes: Int { line.count }

    /// Takes a chunk of output.
    mutating func append(_ bytes: UnsafeRawBufferPointer, now: MonotonicTime) {
        startWindowIfDue(now: now)
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        var start = 0
        while start < bytes.count {
            if let newline = memchr(base + start, 0x0A, bytes.count - start) {
                let end = base.distance(to: UnsafeRawPointer(newline))
                take(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), now: now)
                endLine(now: now)
                start = end + 1
            } else {
                take(UnsafeRawBufferPointer(rebasing: bytes[start...]), now: now)
                start = bytes.count
            }
        }
    }

    /// Counts bytes that were never read (left in the pipe when the program ended).
    mutating func drop(_ count: Int) {
        guard count > 0 else { return }
        unreportedDroppedBytes += count
        droppedBytes += count
    }

    /// The program ended: logs the last unfinished line and reports what was dropped.
    mutating func finish(now: MonotonicTime) {
        if !line.isEmpty, !cuttingLine { emit(cut: false, now: now) }
        line.removeAll(keepingCapacity: true)
        cuttingLine = false
        reportDropped()
    }

    private mutating func take(_ segment: UnsafeRawBufferPointer, now: MonotonicTime) {
        if cuttingLine {
            drop(segment.count)
            return
        }
        let room = ActionLimits.lineBytes - line.count
        if segment.count <= room {
            line.append(contentsOf: segment)
            return
        }
        line.append(contentsOf: UnsafeRawBufferPointer(rebasing: segment[..<room]))
        drop(segment.count - room)
        emit(cut: true, now: now)
        cuttingLine = true
    }

    private mutating func endLine(now: MonotonicTime) {
        if cuttingLine {
            cuttingLine = false
        } else {
            emit(cut: false, now: now)
        }
    }

    /// Logs the line buffer (or counts it as dropped past the rate) and empties it.
    private mutating func emit(cut: Bool, now: MonotonicTime) {
        defer { line.removeAll(keepingCapacity: true) }
        startWindowIfDue(now: now)
        guard linesInWindow < ActionLimits.loggedLinesPerSecond else {
            drop(line.count + (cut ? 0 : 1))
            return
        }
        linesInWindow += 1
        let text = ActionOutputLog.printable(line)
        if let onFirstLine {
            self.onFirstLine = nil
            onFirstLine(cut ? "" : text)
        }
        log(linePriority, "action \(controlID): \(text)" + (cut ? " [cut at \(ActionLimits.lineBytes) bytes]" : ""))
    }

    private mutating func startWindowIfDue(now: MonotonicTime) {
        if let windowStart, now - windowStart < 1_000_000_000 { return }
        reportDropped()
        windowStart = now
        linesInWindow = 0
    }

    private mutating func reportDropped() {
        guard unreportedDroppedBytes > 0 else { return }
        log(.warning, "dropped \(unreportedDroppedBytes) bytes of output from action \(controlID) (lines are cut at \(ActionLimits.lineBytes) bytes; at most \(ActionLimits.loggedLinesPerSecond) lines a second are logged)")
        unreportedDroppedBytes = 0
    }

    /// The line as log text: invalid UTF-8 and control characters (a NUL, an escape
    /// sequence) become U+FFFD, so binary output cannot garble the journal; a trailing
    /// carriage return (CRLF output) is left out.
    static func printable(_ bytes: [UInt8]) -> String {
        var slice = bytes[...]
        if slice.last == 0x0D { slice = slice.dropLast() }
        let text = String(decoding: slice, as: UTF8.self)
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var clean = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { clean.append(isControl(scalar) ? "\u{FFFD}" : scalar) }
        return String(clean)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }
}
