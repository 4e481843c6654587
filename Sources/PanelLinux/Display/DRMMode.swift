import CDRM
import PanelBase

/// One display mode a connector offers, with the kernel's description kept for setting it.
public struct DRMMode: Sendable, CustomStringConvertible {
    /// The kernel's mode, passed back unchanged when the mode is set.
    let info: drmModeModeInfo

    package init(_ info: drmModeModeInfo) { self.info = info }

    public var width: Int { Int(info.hdisplay) }
    public var height: Int { Int(info.vdisplay) }
    /// The driver's name for the mode, e.g. "1280x800".
    public var name: String {
        withUnsafeBytes(of: info.name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
    /// Whether the display says this is its native mode.
    public var isPreferred: Bool { info.type & panel_drm_mode_type_preferred() != 0 }
    public var isInterlaced: Bool { info.flags & panel_drm_mode_flag_interlace() != 0 }

    /// Refresh rate in millihertz, computed from the pixel clock and totals (the
    /// `vrefresh` field is rounded to whole hertz).
    public var refreshMillihertz: Int64 {
        let total = Int64(info.htotal) * Int64(info.vtotal)
        guard total > 0, info.clock > 0 else { return Int64(info.vrefresh) * 1000 }
        var mHz = (Int64(info.clock) * 1_000_000 + total / 2) / total
        if isInterlaced { mHz *= 2 }
        if info.vscan > 1 { mHz /= Int64(info.vscan) }
        return mHz
    }

    /// Whole hertz, as users write them ("60").
    public var refreshHertz: Int { Int((refreshMillihertz + 500) / 1000) }

    /// Nanoseconds per refresh.
    public var refreshInterval: Int64 {
        let mHz = refreshMillihertz
        return mHz > 0 ? 1_000_000_000_000 / mHz : 16_666_667
    }

    /// "1280x800@60", with "*" after the preferred mode and "i" for interlaced ones.
    public var description: String {
        "\(width)x\(height)\(isInterlaced ? "i" : "")@\(refreshHertz)\(isPreferred ? "*" : "")"
    }
}

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
