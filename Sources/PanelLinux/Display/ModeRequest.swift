/// Which mode to set: the display's preferred one, or a size and optionally a rate.
public enum ModeRequest: Equatable, Sendable, CustomStringConvertible {
    case preferred
    case size(width: Int, height: Int, refreshHertz: Int?)

    /// Parses "preferred", "WxH" or "WxH@Hz" (e.g. "1920x1080@60").
    public init(parsing text: String) throws {
        let trimmed = text.lowercased()
        if trimmed == "preferred" || trimmed.isEmpty { self = .preferred; return }
        let atParts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        let sizeParts = atParts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard atParts.count <= 2, sizeParts.count == 2,
              let width = Int(sizeParts[0]), let height = Int(sizeParts[1]), width > 0, height > 0 else {
            throw DisplayError.invalidModeRequest(text)
        }
        var refresh: Int?
        if atParts.count == 2 {
            guard let hz = Int(atParts[1]), hz > 0 else { throw DisplayError.invalidModeRequest(text) }
            refresh = hz
        }
        self = .size(width: width, height: height, refreshHertz: refresh)
    }

    public var description: String {
        switch self {
        case .preferred: return "preferred"
        case .size(let w, let h, nil): return "\(w)x\(h)"
        case .size(let w, let h, let hz?): return "\(w)x\(h)@\(hz)"
        }
    }

    /// The mode to use among `modes`: the preferred one (or the first, which drivers list
    /// as the best), or the first progressive match of size and rate.
    public func select(from modes: [DRMMode]) -> DRMMode? {
        switch self {
        case .preferred:
            return modes.first(where: \.isPreferred) ?? modes.first
        case .size(let width, let height, let hz):
            let candidates = modes.filter { $0.width == width && $0.height == height && (hz == nil || $0.refreshHertz == hz) }
            let ranked = candidates.sorted { a, b in
                if a.isInterlaced != b.isInterlaced { return !a.isInterlaced }
                if a.isPreferred != b.isPreferred { return a.isPreferred }
                return a.refreshMillihertz > b.refreshMillihertz
            }
            return ranked.first
        }
    }
}
