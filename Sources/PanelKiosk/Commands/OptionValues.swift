import Panel

/// Parsers for the values options take, each with the message a person needs.
enum OptionValues {
    /// The widest or tallest screen an option may name, in pixels.
    static let maximumSide = 8192
    /// The most pixels a screen an option names may have: 7680×4320 (8K), 127 MB a buffer.
    static let maximumPixels = 7680 * 4320

    /// "WxH" or "WxH@Hz" (e.g. 800x480, 1920x1080@60); each side 1 to 8192 pixels and at
    /// most 7680×4320 pixels in all, so a typo cannot make a headless display of gigabytes.
    static func mode(_ text: String) throws(UsageError) -> (width: Int, height: Int, refreshHz: Int?) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count <= 2, size.count == 2, let w = Int(size[0]), let h = Int(size[1]) else {
            throw UsageError(description: "\"\(text)\" is not a size: expected WIDTHxHEIGHT or WIDTHxHEIGHT@HZ, such as 800x480 or 1920x1080@60")
        }
        guard w > 0, h > 0, w <= maximumSide, h <= maximumSide, w * h <= maximumPixels else {
            throw UsageError(description: "\"\(text)\" is not a size Panel draws: each side must be from 1 to \(maximumSide) pixels and the whole at most \(maximumPixels) pixels (7680x4320)")
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

    /// A number of seconds from 0 to `maximum` (365 days unless the option says less).
    static func positiveSeconds(_ text: String, option: String,
                                maximum: Double = Nanoseconds.maximumSecondsFromOutside) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite, value >= 0, value <= maximum else {
            throw UsageError(description: "--\(option) takes a number of seconds from 0 to \(JSONWriter.number(maximum)), not \"\(text)\"")
        }
        return value
    }

    /// The same, in nanoseconds.
    static func nanoseconds(_ text: String, option: String,
                            maximumSeconds: Double = Nanoseconds.maximumSecondsFromOutside) throws(UsageError) -> Int64 {
        Nanoseconds.clamping(seconds: try positiveSeconds(text, option: option, maximum: maximumSeconds))
    }

    /// A whole number from `range`.
    static func count(_ text: String, option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(description: "--\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(text)\"")
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
