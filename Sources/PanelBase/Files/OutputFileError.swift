/// An output file that could not be written, naming the file and why.
public struct OutputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): cannot write: \(reason)" }
}
