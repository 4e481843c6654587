import Panel

/// Which keyboard layout the kiosk reads keys with: `run --keyboard LAYOUT[:VARIANT]`,
/// else the system's (/etc/default/keyboard, as Debian's `keyboard-configuration` writes
/// it: XKBLAYOUT, XKBVARIANT, XKBOPTIONS), else US English.
struct KeyboardConfiguration: Equatable {
    var layout = "us"
    var variant = ""
    var options = ""

    static let systemFile = "/etc/default/keyboard"

    init() {}

    /// `de`, `de:nodeadkeys`, `fr:` ...
    init(option text: String) throws(UsageError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let layout = parts.first, !layout.isEmpty, layout.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw UsageError(description: "--keyboard takes a layout and an optional variant (de, de:nodeadkeys), not \"\(text)\"")
        }
        self.layout = layout
        variant = parts.count > 1 ? parts[1] : ""
    }

    /// The layout a keyboard defaults file names; nil when it names none. Of a list of
    /// layouts ("us,de") the first is taken, with its variant.
    init?(defaultsFile text: String) {
        var values: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: " \t")
            guard !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = String(trimmed[..<equals]).trimmingCharacters(in: " \t")
            var value = String(trimmed[trimmed.index(after: equals)...]).trimmingCharacters(in: " \t")
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            values[key] = value
        }
        guard let layouts = values["XKBLAYOUT"], let first = layouts.split(separator: ",").first.map(String.init), !first.isEmpty else {
            return nil
        }
        layout = first
        variant = (values["XKBVARIANT"] ?? "").split(separator: ",", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        options = values["XKBOPTIONS"] ?? ""
    }

    /// The system's layout, or US English when the file is missing or names none.
    static func system(path: String = systemFile) -> KeyboardConfiguration {
        guard let text = try? readWholeFile(path, limit: 64 * 1024), let found = KeyboardConfiguration(defaultsFile: text) else {
            return KeyboardConfiguration()
        }
        return found
    }

    /// The layout compiled; on failure (no xkb-data, an unknown layout) the message is
    /// logged and US English is used (and when even that fails, keys are dropped, as the
    /// log then says).
    func compile() -> KeyboardLayout? {
        do {
            let compiled = try KeyboardLayout(layout: layout, variant: variant, options: options)
            if !compiled.composes {
                Log.warning("keyboard: no Compose file for the \"\(compiled.composeLocale)\" locale (the libx11-data package); dead keys type nothing")
            }
            return compiled
        } catch {
            guard layout != "us" || !variant.isEmpty || !options.isEmpty else {
                Log.warning("keyboard: \(error)")
                return nil
            }
            Log.warning("keyboard: \(error); using \"us\"")
            return try? KeyboardLayout(layout: "us")
        }
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        var result = self
        while let first = result.first, set.contains(first) { result = result.dropFirst() }
        while let last = result.last, set.contains(last) { result = result.dropLast() }
        return result
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String { String(Substring(self).trimmingCharacters(in: set)) }
}
