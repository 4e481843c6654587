/// What can go wrong reading or writing an image file, naming the file.
public enum ImageFileError: Error, Equatable, CustomStringConvertible {
    case cannotOpen(String, String)
    case cannotWrite(String, String)
    case malformed(String, String)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason): return "\(path): cannot open: \(reason)"
        case let .cannotWrite(path, reason): return "\(path): cannot write: \(reason)"
        case let .malformed(path, reason): return "\(path): \(reason)"
        }
    }
}
