import PanelBase

/// A touchscreen calibration in libinput's LIBINPUT_CALIBRATION_MATRIX convention, so
/// existing udev rules carry over: a 2×3 matrix `a b c d e f` applied to normalized device
/// coordinates (0..1 across the axis range)
///
///     x' = a·x + b·y + c
///     y' = d·x + e·y + f
///
/// The identity is `1 0 0 0 1 0`; `-1 0 1 0 1 0` mirrors a panel left to right;
/// `0 -1 1 1 0 0` turns it a quarter clockwise. Entries are kept in Q16.16 after parsing,
/// so mapping a touch is integer arithmetic.
public struct TouchCalibration: Hashable, Sendable, CustomStringConvertible {
    /// Fraction bits of the stored entries.
    public static let fractionBits = 16
    /// Entries beyond this magnitude are rejected: no real panel needs them, and the bound
    /// keeps the integer mapping far from overflow.
    public static let maximumMagnitude = 100.0

    /// a b c d e f, each times 65536.
    public let entries: [Int]

    public static let identity = TouchCalibration(uncheckedEntries: [1 << 16, 0, 0, 0, 1 << 16, 0])

    private init(uncheckedEntries: [Int]) { self.entries = uncheckedEntries }

    /// Builds from six numbers; throws when there are not six or one is out of range.
    public init(_ values: [Double]) throws(TouchCalibrationError) {
        guard values.count == 6 else {
            throw TouchCalibrationError("a calibration matrix has 6 numbers (a b c d e f), found \(values.count)")
        }
        var raw: [Int] = []
        for (index, value) in values.enumerated() {
            guard value.isFinite, abs(value) <= TouchCalibration.maximumMagnitude else {
                throw TouchCalibrationError("calibration number \(index + 1) (\(value)) must be a finite number between -100 and 100")
            }
            raw.append(Int((value * Double(1 << TouchCalibration.fractionBits)).rounded()))
        }
        self.entries = raw
    }

    /// Parses "a b c d e f" or "a,b,c,d,e,f" (any mix of spaces, tabs and commas), the way
    /// LIBINPUT_CALIBRATION_MATRIX is written in udev rules.
    public init(parsing text: String) throws(TouchCalibrationError) {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
        guard fields.count == 6 else {
            throw TouchCalibrationError("a calibration matrix has 6 numbers \"a b c d e f\", found \(fields.count) in \"\(text)\"")
        }
        var values: [Double] = []
        for (index, field) in fields.enumerated() {
            guard let value = Double(field) else {
                throw TouchCalibrationError("calibration number \(index + 1) \"\(field)\" is not a number")
            }
            values.append(value)
        }
        try self.init(values)
    }

    public var isIdentity: Bool { self == .identity }

    /// Applies the matrix to a normalized point in Q24 (1.0 = 1 << 24); the result is Q24 too.
    package func apply(normalizedX x: Int, normalizedY y: Int) -> (x: Int, y: Int) {
        let shift = TouchCalibration.fractionBits
        let q24 = 24
        let outX = roundedDivision(entries[0] * x + entries[1] * y, 1 << shift) + (entries[2] << (q24 - shift))
        let outY = roundedDivision(entries[3] * x + entries[4] * y, 1 << shift) + (entries[5] << (q24 - shift))
        return (outX, outY)
    }

    public var description: String {
        entries.map { formatted(Double($0) / Double(1 << TouchCalibration.fractionBits)) }.joined(separator: " ")
    }

    /// Up to four decimals (Q16.16 holds about 4.8), trailing zeros dropped: "1", "-0.5".
    private func formatted(_ value: Double) -> String {
        let scaled = Int((value * 10_000).rounded())
        let sign = scaled < 0 ? "-" : ""
        let whole = abs(scaled) / 10_000
        var fraction = String(abs(scaled) % 10_000)
        if fraction == "0" { return "\(sign)\(whole)" }
        while fraction.count < 4 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(whole).\(fraction)"
    }
}
