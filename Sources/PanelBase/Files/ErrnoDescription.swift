import Glibc

/// The text of an errno value.
package func errnoDescription(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
}
