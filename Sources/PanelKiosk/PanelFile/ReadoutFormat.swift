/// How a readout shows its number (`"format": "{value:.1f} °C"`): text around one
/// placeholder, `{value}` (the number as JSON writes it, shortest) or `{value:.Nf}` (N
/// decimals, 0 to 6). Checked when the file is read; the text after the placeholder is the
/// unit Home Assistant is told.
struct ReadoutFormat: Sendable, Equatable {
    var prefix: String
    /// Nil: the number in its shortest form.
    var decimals: Int?
    var suffix: String

    static let maximumDecimals = 6
    static let plain = ReadoutFormat(prefix: "", decimals: nil, suffix: "")

    /// Why `text` is not a format, or the format.
    static func parse(_ text: String) -> Result<ReadoutFormat, CommandRejection> {
        func failure(_ why: String) -> Result<ReadoutFormat, CommandRejection> { .failure(CommandRejection(description: why)) }
        guard let open = text.firstRange(of: "{") else { return failure("has no {value} placeholder") }
        guard let close = text[open.upperBound...].firstIndex(of: "}") else { return failure("has a { without its }") }
        let inside = text[open.upperBound..<close]
        let suffix = text[text.index(after: close)...]
        if suffix.contains("{") || suffix.contains("}") || text[..<open.lowerBound].contains("}") {
            return failure("may have only one placeholder, {value} or {value:.Nf}")
        }
        var decimals: Int?
        if inside != "value" {
            guard inside.hasPrefix("value:."), inside.hasSuffix("f"), inside.count > 8,
                  let n = Int(inside.dropFirst(7).dropLast()), inside.dropFirst(7).dropLast().allSatisfy(\.isASCII),
                  (0...maximumDecimals).contains(n) else {
                return failure("has \"{\(inside)}\", which is not a placeholder (expected {value} or {value:.Nf} with N from 0 to \(maximumDecimals))")
            }
            decimals = n
        }
        return .success(ReadoutFormat(prefix: String(text[..<open.lowerBound]), decimals: decimals, suffix: String(suffix)))
    }

    /// The unit after the number ("°C" in "{value:.1f} °C"), nil when there is none.
    var unit: String? {
        var trimmed = suffix[...]
        while trimmed.first == " " { trimmed = trimmed.dropFirst() }
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// The number alone, as the format writes it: its state over MQTT.
    func number(_ value: Double) -> String {
        guard let decimals else { return JSONWriter.number(value) }
        return ReadoutFormat.fixed(value, decimals: decimals)
    }

    /// The whole text shown.
    func text(_ value: Double) -> String { prefix + number(value) + suffix }

    /// `value` with exactly `decimals` decimals, rounded half away from zero; beyond 1e15
    /// (where a Double has no decimals left) as JSON writes it.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return JSONWriter.number(value) }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e18 else { return JSONWriter.number(value) }
        let units = Int64(scaled)
        let whole = units / scale, fraction = units % scale
        let sign = value < 0 && units != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        let digits = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}

