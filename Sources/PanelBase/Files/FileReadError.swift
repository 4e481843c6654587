import Glibc

/// A file that could not be read whole, naming the file and why.
public struct FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case cannotOpen(errno: Int32)
        case cannotRead(errno: Int32)
        /// The path names something other than the read takes (a directory, a device).
        case notAccepted(kind: String, accepting: FileReader.Accepting)
        /// The file holds more than `limit` bytes.
        case tooLarge(limit: Int)
    }

    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// Why, to follow the path: "is larger than 4194304 bytes".
    public var reason: String {
        switch problem {
        case let .cannotOpen(code): return "cannot be opened: \(errnoDescription(code))"
        case let .cannotRead(code): return "cannot be read: \(errnoDescription(code))"
        case let .notAccepted(kind, accepting):
            return "is \(kind), not a regular file\(accepting == .regularFilesAndPipes ? " or a pipe" : "")"
        case let .tooLarge(limit): return "is larger than \(limit) bytes"
        }
    }

    public var description: String { "\(path) \(reason)" }

    /// The path does not exist (or a directory on the way to it does not).
    public var isMissing: Bool {
        if case let .cannotOpen(code) = problem { return code == ENOENT }
        return false
    }
}
