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
