import CLinux

/// The process's standard output as a kiosk wants it.
public enum StandardOutput {
    /// Writes what is printed line by line, as it happens: a program's `print` reaches the
    /// journal or a pipe at once, not when a buffer fills (the C library buffers a file or
    /// a pipe in blocks).
    public static func writeLineByLine() {
        panel_line_buffer_stdout()
    }
}
