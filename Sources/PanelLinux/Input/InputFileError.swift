import Glibc
import PanelBase

/// A touch script or recording that could not be read: names the file, the line (1-based,
/// 0 when the file itself is the problem) and what was expected there.
public struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

/// The most a touch script or recording may hold: an hour of a ten-finger recording at
/// 120 reports a second is well below it.
let inputFileByteLimit = 64 << 20

/// Reads a whole text file, for scripts and recordings (Panel does without Foundation).
/// A pipe is taken too, so a script can come from another program.
func readTextFile(_ path: String, limit: Int = inputFileByteLimit) throws(InputFileError) -> String {
    do {
        return String(decoding: try FileReader.read(path, limit: limit, accepting: .regularFilesAndPipes), as: UTF8.self)
    } catch {
        throw InputFileError(file: path, line: 0, message: error.reason)
    }
}

/// Splits text into lines, accepting \n and \r\n endings (Swift sees "\r\n" as one
/// character, so both are named).
func textLines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
}
