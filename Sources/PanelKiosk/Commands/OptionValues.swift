import Panel

/// Parsers for the values options take, each with the message a person needs.
enum OptionValues {
    /// "WxH" or "WxH@Hz" (e.g. 800x480, 1920x1080@60).
    static func mode(_ text: String) throws(UsageError) -> (width: Int, height: Int, refreshHz: Int?) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count <= 2, size.count == 2, let w = Int(size[0]), let h = Int(size[1]),
              w > 0, h > 0, w <= 16384, h <= 16384 else {
            throw UsageError(description: "\"\(text)\" is not a size: expected WIDTHxHEIGHT or WIDTHxHEIGHT@HZ, such as 800x480 or 1920x1080@60")
        }
        var hz: Int?
        if parts.count == 2 {
            guard let value = Int(parts[1]), value > 0, value <= 1000 else {
                throw UsageError(description: "\"\(parts[1])\" in \"\(text)\" is not a refresh rate in Hz")
            }
            hz = value
        }
        return (w, h, hz)
    }

    static func rotation(_ text: String) throws(UsageError) -> Rotation {
        guard let rotation = Rotation(degrees: text) else {
            throw UsageError(description: "--rotate takes 0, 90, 180 or 270, not \"\(text)\"")
        }
        return rotation
    }

    static func positiveSeconds(_ text: String, option: String) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw UsageError(description: "--\(option) takes a number of seconds, not \"\(text)\"")
        }
        return value
    }

    static func choice(_ text: String, option: String, from choices: [String]) throws(UsageError) -> String {
        guard choices.contains(text) else {
            throw UsageError(description: "--\(option) takes \(choices.joined(separator: ", ")), not \"\(text)\"")
        }
        return text
    }
}
