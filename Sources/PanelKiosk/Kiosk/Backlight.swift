import Glibc

/// A display backlight under /sys/class/backlight, for dimming the kiosk when idle.
final class Backlight {
    let directory: String
    let maximum: Int
    /// The level found at start, restored when the panel wakes or exits.
    let original: Int

    /// The first backlight under `root` that can be read, or nil (many boards have none).
    static func first(under root: String = "/sys/class/backlight") -> Backlight? {
        guard let dir = opendir(root) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(name) }
        }
        for name in names.sorted() {
            if let backlight = Backlight(directory: "\(root)/\(name)") { return backlight }
        }
        return nil
    }

    init?(directory: String) {
        guard let maximum = Backlight.readNumber("\(directory)/max_brightness"), maximum > 0,
              let current = Backlight.readNumber("\(directory)/brightness") else { return nil }
        self.directory = directory
        self.maximum = maximum
        self.original = current
    }

    /// Sets the level to `percent` of the maximum (at least 1 when percent > 0, so a dimmed
    /// screen stays readable). Returns an error message or nil.
    func set(percent: Int) -> String? {
        set(level: level(percent: percent))
    }

    /// `percent` of the maximum, at least 1 when percent > 0.
    func level(percent: Int) -> Int {
        percent <= 0 ? 0 : max(1, maximum * min(percent, 100) / 100)
    }

    func set(level: Int) -> String? {
        if case let .failed(reason) = ActionRunner.writeValue("\(level)\n", to: "\(directory)/brightness") { return reason }
        return nil
    }

    static func readNumber(_ path: String) -> Int? {
        guard let text = try? readWholeFile(path, limit: FileSizeLimit.systemFile) else { return nil }
        return Int(text.split(whereSeparator: { $0 == "\n" || $0 == " " }).first ?? "")
    }
}
