import CPrintf

/// C's `printf` formatting for the conversions labels use, without Foundation: what
/// SwiftUI's `Text("\(value, specifier: "%.1f")")` formats with.
///
/// - Conversions: `%d %i %u %x %X %o` (integers), `%f %F %e %E %g %G %a %A` (doubles),
///   `%s %@` (strings), `%%`; flags `- + space 0 #`, a width and a precision.
/// - Length modifiers as C reads them on a 64-bit machine: none takes the low 32 bits of an
///   integer, `h` 16, `hh` 8, and `l`, `ll`, `q`, `j`, `z`, `t` all 64; `L` is accepted.
/// - Integers are formatted here; doubles through glibc's `snprintf` with that one
///   double (a C shim with a checked, rebuilt conversion), so they are correctly rounded.
/// - An integer given to a double conversion is converted to a double, a double given to
///   an integer conversion is cut toward zero (C would print garbage for both).
/// - `%s` counts its precision and width in characters, not bytes.
/// - A conversion it does not know, one without an argument, `*` widths and positional
///   arguments (`%1$d`) are copied as they are.
public enum PrintfFormat {
    /// Widths and precisions beyond this are refused (copied as they are), so a format
    /// cannot ask for megabytes of padding.
    public static let maximumWidth = 4096

    /// `format` with its conversions replaced by `arguments`, in order.
    public static func format(_ format: String, _ arguments: [PrintfArgument]) -> String {
        var output: [UInt8] = []
        var next = 0
        let bytes = Array(format.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%") else {
                output.append(byte)
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                output.append(byte)
                index += 2
                continue
            }
            guard let (spec, end) = Conversion.parse(bytes, from: index + 1), next < arguments.count else {
                // Not a conversion (or nothing to convert): the '%' stays, the rest is copied.
                output.append(byte)
                index += 1
                continue
            }
            spec.append(arguments[next], to: &output)
            next += 1
            index = end
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// One parsed conversion: `%[flags][width][.precision][length]conversion`.
    struct Conversion {
        var leftAlign = false, plus = false, space = false, zero = false, alternate = false
        var width = 0
        var precision: Int?
        /// Bits an integer is cut to: 8, 16, 32 or 64.
        var integerBits = 32
        var conversion: UInt8 = 0

        /// The conversion starting after a '%' at `start`, and the index after it; nil when
        /// the bytes there are not one this formats.
        static func parse(_ bytes: [UInt8], from start: Int) -> (Conversion, Int)? {
            var spec = Conversion()
            var index = start
            func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
            flags: while let byte = peek() {
                switch byte {
                case UInt8(ascii: "-"): spec.leftAlign = true
                case UInt8(ascii: "+"): spec.plus = true
                case UInt8(ascii: " "): spec.space = true
                case UInt8(ascii: "0"): spec.zero = true
                case UInt8(ascii: "#"): spec.alternate = true
                default: break flags
                }
                index += 1
            }
            func number() -> Int? {
                var value = 0
                while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    if value > PrintfFormat.maximumWidth { return nil }
                    index += 1
                }
                return value
            }
            guard let width = number() else { return nil }
            spec.width = width
            if peek() == UInt8(ascii: ".") {
                index += 1
                guard let precision = number() else { return nil }
                spec.precision = precision
            }
            var bits = 32
            switch peek() {
            case UInt8(ascii: "h"):
                index += 1
                if peek() == UInt8(ascii: "h") { index += 1; bits = 8 } else { bits = 16 }
            case UInt8(ascii: "l"):
                index += 1
                if peek() == UInt8(ascii: "l") { index += 1 }
                bits = 64
            case UInt8(ascii: "q"), UInt8(ascii: "j"), UInt8(ascii: "z"), UInt8(ascii: "t"):
                index += 1
                bits = 64
            case UInt8(ascii: "L"):
                index += 1
                bits = 64
            default: break
            }
            spec.integerBits = bits
            guard let conversion = peek(), Conversion.known.contains(conversion) else { return nil }
            spec.conversion = conversion
            return (spec, index + 1)
        }

        static let known = Set("diuxXofFeEgGaAs@".utf8)

        func append(_ argument: PrintfArgument, to output: inout [UInt8]) {
            switch conversion {
            case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"):
                appendInteger(argument, to: &output)
            case UInt8(ascii: "s"), UInt8(ascii: "@"):
                appendString(argument, to: &output)
            default:
                appendDouble(argument, to: &output)
            }
        }

        private func appendInteger(_ argument: PrintfArgument, to output: inout [UInt8]) {
            let bits: UInt64
            switch argument {
            case .signed(let value): bits = UInt64(bitPattern: value)
            case .unsigned(let value): bits = value
            case .double(let value):
                bits = value.isFinite && value > -9.3e18 && value < 9.3e18 ? UInt64(bitPattern: Int64(value)) : 0
            case .string(let text):
                appendPadded(Array(text.utf8), to: &output)
                return
            }
            let signed = conversion == UInt8(ascii: "d") || conversion == UInt8(ascii: "i")
            var negative = false
            var magnitude: UInt64
            switch (signed, integerBits) {
            case (true, 8): let v = Int8(truncatingIfNeeded: bits); negative = v < 0; magnitude = UInt64(v.magnitude)
            case (true, 16): let v = Int16(truncatingIfNeeded: bits); negative = v < 0; magnitude = UInt64(v.magnitude)
            case (true, 32): let v = Int32(truncatingIfNeeded: bits); negative = v < 0; magnitude = UInt64(v.magnitude)
            case (true, _): let v = Int64(bitPattern: bits); negative = v < 0; magnitude = v.magnitude
            case (false, 8): magnitude = UInt64(UInt8(truncatingIfNeeded: bits))
            case (false, 16): magnitude = UInt64(UInt16(truncatingIfNeeded: bits))
            case (false, 32): magnitude = UInt64(UInt32(truncatingIfNeeded: bits))
            case (false, _): magnitude = bits
            }
            let radix: UInt64 = switch conversion {
            case UInt8(ascii: "x"), UInt8(ascii: "X"): 16
            case UInt8(ascii: "o"): 8
            default: 10
            }
            let alphabet = Array((conversion == UInt8(ascii: "X") ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
            var digits: [UInt8] = []
            var rest = magnitude
            while rest > 0 {
                digits.append(alphabet[Int(rest % radix)])
                rest /= radix
            }
            digits.reverse()
            // The precision is the least number of digits; zero with precision 0 has none.
            let minimumDigits = precision ?? 1
            if digits.count < minimumDigits {
                digits.insert(contentsOf: [UInt8](repeating: UInt8(ascii: "0"), count: minimumDigits - digits.count), at: 0)
            }
            if alternate, radix == 8, digits.first != UInt8(ascii: "0") { digits.insert(UInt8(ascii: "0"), at: 0) }
            var prefix: [UInt8] = []
            if signed {
                if negative { prefix = [UInt8(ascii: "-")] } else if plus { prefix = [UInt8(ascii: "+")] } else if space { prefix = [UInt8(ascii: " ")] }
            }
            if alternate, radix == 16, magnitude != 0 { prefix = [UInt8(ascii: "0"), conversion] }
            let length = prefix.count + digits.count
            if length >= width {
                output += prefix
                output += digits
            } else if leftAlign {
                output += prefix
                output += digits
                output += [UInt8](repeating: UInt8(ascii: " "), count: width - length)
            } else if zero, precision == nil {
                output += prefix
                output += [UInt8](repeating: UInt8(ascii: "0"), count: width - length)
                output += digits
            } else {
                output += [UInt8](repeating: UInt8(ascii: " "), count: width - length)
                output += prefix
                output += digits
            }
        }

        private func appendString(_ argument: PrintfArgument, to output: inout [UInt8]) {
            var text: String
            switch argument {
            case .string(let value): text = value
            case .signed(let value): text = String(value)
            case .unsigned(let value): text = String(value)
            case .double(let value): text = String(value)
            }
            if let precision, text.count > precision { text = String(text.prefix(precision)) }
            let count = text.count
            let padding = [UInt8](repeating: UInt8(ascii: " "), count: Swift.max(0, width - count))
            if leftAlign { output += Array(text.utf8) + padding } else { output += padding + Array(text.utf8) }
        }

        private func appendPadded(_ text: [UInt8], to output: inout [UInt8]) {
            let padding = [UInt8](repeating: UInt8(ascii: " "), count: Swift.max(0, width - text.count))
            output += leftAlign ? text + padding : padding + text
        }

        private func appendDouble(_ argument: PrintfArgument, to output: inout [UInt8]) {
            let value: Double
            switch argument {
            case .double(let v): value = v
            case .signed(let v): value = Double(v)
            case .unsigned(let v): value = Double(v)
            case .string(let text):
                appendPadded(Array(text.utf8), to: &output)
                return
            }
            // The conversion rebuilt from what was parsed: only these bytes reach snprintf.
            var format = "%"
            if leftAlign { format += "-" }
            if plus { format += "+" }
            if space { format += " " }
            if zero { format += "0" }
            if alternate { format += "#" }
            if width > 0 { format += String(width) }
            if let precision { format += "." + String(precision) }
            format.unicodeScalars.append(Unicode.Scalar(conversion))
            var buffer = [CChar](repeating: 0, count: 128)
            var count = Int(panel_format_double(&buffer, buffer.count, format, value))
            if count >= buffer.count {
                buffer = [CChar](repeating: 0, count: count + 1)
                count = Int(panel_format_double(&buffer, buffer.count, format, value))
            }
            guard count > 0 else { return }
            output += buffer[0..<count].map { UInt8(bitPattern: $0) }
        }
    }
}
