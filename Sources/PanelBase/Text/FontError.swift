import CFreeType
import Glibc

/// Why a font could not be loaded. Every case names the file, so a bad path in a panel file
/// or on the command line is easy to find.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// Nothing exists at `path`.
    case fileNotFound(path: String)
    /// Something exists at `path` but cannot be opened for reading (permissions, a directory...).
    case unreadable(path: String, reason: String)
    /// The file is readable but FreeType does not recognise it as a font.
    case notAFont(path: String, reason: String)
    /// The font loaded but cannot be used to draw text (no outlines, bad face index...).
    case unusableFont(path: String, reason: String)
    /// FreeType itself could not start (out of memory).
    case freeTypeUnavailable(reason: String)

    /// The file the error is about, if any.
    public var path: String? {
        switch self {
        case .fileNotFound(let path), .unreadable(let path, _), .notAFont(let path, _), .unusableFont(let path, _):
            return path
        case .freeTypeUnavailable:
            return nil
        }
    }

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            let hint = path.hasPrefix("/usr/share/fonts/truetype/dejavu/") ? " (Debian's fonts-dejavu-core installs it)" : ""
            return "font file not found: \(path)" + hint
        case .unreadable(let path, let reason): return "font file \(path) cannot be read: \(reason)"
        case .notAFont(let path, let reason): return "\(path) is not a font FreeType can read: \(reason)"
        case .unusableFont(let path, let reason): return "font \(path) cannot draw text: \(reason)"
        case .freeTypeUnavailable(let reason): return "FreeType could not start: \(reason)"
        }
    }
}

/// A readable name for a FreeType error code. Debian builds FreeType without
/// FT_CONFIG_OPTION_ERROR_STRINGS, so FT_Error_String returns nothing; name the common ones.
func freeTypeErrorName(_ code: FT_Error) -> String {
    switch code {
    case 0x01: return "cannot open resource"
    case 0x02: return "unknown file format"
    case 0x03: return "broken file"
    case 0x04: return "invalid FreeType version"
    case 0x06: return "invalid argument"
    case 0x10: return "invalid glyph index"
    case 0x11: return "invalid character code"
    case 0x17: return "invalid pixel size"
    case 0x40: return "out of memory"
    case 0x51: return "invalid stream operation"
    case 0x53: return "invalid stream read"
    case 0x55: return "invalid frame read"
    case 0x8E: return "table missing"
    default:
        let hex = String(code, radix: 16, uppercase: true)
        return "FreeType error 0x" + (hex.count < 2 ? "0" + hex : hex)
    }
}
