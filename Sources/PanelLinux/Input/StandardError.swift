import Glibc
import PanelBase

/// Writes text to file descriptor 2 (stderr's FILE is shared mutable state in Swift 6).
func writeStandardError(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { raw in raw.baseAddress.map { write(2, $0 + offset, raw.count - offset) } ?? -1 }
        if written <= 0 { return }
        offset += written
    }
}
