/// An image that could not be decoded, naming the file and why.
public struct ImageDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        /// The file could not be read (missing, a directory, larger than the limit).
        case unreadable(FileReadError)
        /// The file holds no bytes.
        case empty
        /// Neither a PNG nor a JPEG file (by its first bytes).
        case notAnImage
        /// Larger than `ImageLimits` allow.
        case tooLarge(width: Int, height: Int)
        /// The image has no pixels (a width or height of 0).
        case noPixels
        /// The decoder refused the data: its message (a bad checksum, a truncated file).
        case corrupt(String)
    }

    /// The file, or a name for bytes that came from elsewhere.
    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// Why, to follow the path.
    public var reason: String {
        switch problem {
        case let .unreadable(error): return error.reason
        case .empty: return "is empty"
        case .notAnImage: return "is neither a PNG nor a JPEG image"
        case let .tooLarge(width, height):
            return "is \(width)x\(height) pixels, more than \(ImageLimits.maximumSide) a side or "
                + "\(ImageLimits.maximumPixelCount) pixels in all"
        case .noPixels: return "has no pixels (a width or height of 0)"
        case let .corrupt(message): return "cannot be decoded: \(message)"
        }
    }

    public var description: String { "\(path) \(reason)" }

    /// The file does not exist (or a directory on the way to it does not).
    public var isMissing: Bool {
        if case let .unreadable(error) = problem { return error.isMissing }
        return false
    }
}
