import Glibc
import Testing
@testable import PanelBase

/// `PrintfFormat` against glibc's own printf: each expectation is what `vsnprintf` makes
/// of the same format and value, so the two agree byte for byte.
@Suite struct PrintfFormatTests {
    /// What C's printf makes of `format` with one argument.
    private func c(_ format: String, _ argument: any CVarArg) -> String {
        var buffer = [CChar](repeating: 0, count: 8192)
        let count = withVaList([argument]) { vsnprintf(&buffer, buffer.count, format, $0) }
        return String(decoding: buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func cString(_ format: String, _ text: String) -> String {
        text.withCString { c(format, $0) }
    }

    private func expectInteger(_ format: String, _ value: Int64, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(PrintfFormat.format(format, [.signed(value)]) == c(format, value), "\(format) \(value)", sourceLocation: sourceLocation)
    }

    private func expectDouble(_ format: String, _ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(PrintfFormat.format(format, [.double(value)]) == c(format, value), "\(format) \(value)", sourceLocation: sourceLocation)
    }

    @Test func commonLabelFormats() {
        #expect(PrintfFormat.format("%.1f °C", [.double(21.25)]) == "21.2 °C") // ties to even, as C rounds the binary value
        #expect(PrintfFormat.format("%.1f", [.double(0.05)]) == "0.1")
        #expect(PrintfFormat.format("%03d", [.signed(7)]) == "007")
        #expect(PrintfFormat.format("%lld%%", [.signed(42)]) == "42%")
        #expect(PrintfFormat.format("%5.2f|%-6d|", [.double(3.14159), .signed(12)]) == " 3.14|12    |")
        #expect(PrintfFormat.format("%@ and %s", [.string("this"), .string("that")]) == "this and that")
    }

    @Test func integersMatchC() {
        let values: [Int64] = [0, 1, -1, 7, -7, 42, 255, 256, -128, 65535, 65536, Int64(Int32.max), Int64(Int32.min),
                               Int64(Int32.max) + 1, 4_294_967_295, 4_294_967_296, Int64.max, Int64.min, 1_234_567_890_123]
        let conversions = ["d", "i", "u", "x", "X", "o"]
        let lengths = ["", "l", "ll", "h", "hh", "q", "j", "z", "t"]
        let specs = ["", "5", "-5", "05", "+", " ", "#", "#08", ".3", "8.3", "-8.3", "+.0", ".0", "#.0", "+08", " 8", "-+ #010.4"]
        for value in values {
            for conversion in conversions {
                for length in lengths {
                    for spec in specs {
                        expectInteger("%" + spec + length + conversion, value)
                    }
                }
            }
        }
    }

    @Test func doublesMatchC() {
        let values: [Double] = [0, -0.0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.05, 0.15, 0.25, 0.35, 21.25, 3.14159265358979,
                                1e-10, 1e-300, Double.leastNonzeroMagnitude, 1e15, 1e16, 1e21, 1.7976931348623157e308, 123456.789, 0.000123456,
                                .infinity, -.infinity, .nan, 99.995, 9.995, 0.9999999]
        let conversions = ["f", "F", "e", "E", "g", "G", "a"]
        let specs = ["", "l", ".0", ".1", ".2", ".10", "10.3", "-10.3", "010.3", "+.2", " .2", "#.0", "#g", "#.3", "+012.4", ".17"]
        for value in values {
            for conversion in conversions {
                for spec in specs {
                    expectDouble("%" + spec + conversion, value)
                }
            }
        }
    }

    @Test func randomFormatsMatchC() {
        var random = TextTestRandom(seed: 0x5EED_F0A7)
        let flags = ["-", "+", " ", "0", "#"]
        for _ in 0..<4000 {
            var spec = "%"
            for flag in flags where Bool.random(using: &random) && Bool.random(using: &random) { spec += flag }
            if Bool.random(using: &random) { spec += String(Int.random(in: 0...24, using: &random)) }
            if Bool.random(using: &random) { spec += "." + String(Int.random(in: 0...20, using: &random)) }
            if Bool.random(using: &random) {
                spec += ["l", "ll", "h", "hh"].randomElement(using: &random)!
                spec += ["d", "i", "u", "x", "X", "o"].randomElement(using: &random)!
                let value: Int64 = switch Int.random(in: 0..<3, using: &random) {
                case 0: Int64.random(in: -1000...1000, using: &random)
                case 1: Int64.random(in: Int64(Int32.min)...Int64(Int32.max), using: &random)
                default: Int64.random(in: Int64.min...Int64.max, using: &random)
                }
                expectInteger(spec, value)
            } else {
                spec += ["f", "e", "g", "E", "G"].randomElement(using: &random)!
                // Any bit pattern: subnormals, huge values, NaNs and infinities too.
                let value = Double(bitPattern: random.next())
                expectDouble(spec, Int.random(in: 0..<4, using: &random) == 0
                    ? Double(bitPattern: random.next()) : (value.isFinite ? value.truncatingRemainder(dividingBy: 1e7) : value))
            }
        }
    }

    @Test func arbitraryFormatsNeitherTrapNorGrowWithoutBound() {
        // Random bytes, mostly from printf's own alphabet, with random arguments of every
        // kind: whatever the format, the result is made and stays within the width limit.
        var random = TextTestRandom(seed: 0xF022)
        let alphabet = Array("%%%-+ 0#.123456789lhqjztLdiuxXofFeEgGaAs@c*$\u{00E9}".utf8)
        for _ in 0..<20000 {
            let length = Int.random(in: 0..<24, using: &random)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                bytes.append(Bool.random(using: &random) ? alphabet.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random))
            }
            let format = String(decoding: bytes, as: UTF8.self)
            var arguments: [PrintfArgument] = []
            for _ in 0..<Int.random(in: 0..<4, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: arguments.append(.signed(Int64(bitPattern: random.next())))
                case 1: arguments.append(.unsigned(random.next()))
                case 2: arguments.append(.double(Double(bitPattern: random.next())))
                default: arguments.append(.string(String(repeating: "x", count: Int.random(in: 0..<8, using: &random))))
                }
            }
            let output = PrintfFormat.format(format, arguments)
            // Each conversion adds at most its width or its value's own length (a double's
            // %f reaches 309 digits, plus a precision of up to 4096).
            #expect(output.utf8.count <= format.utf8.count + 3 * (PrintfFormat.maximumWidth + 400))
        }
    }

    @Test func stringsMatchC() {
        for spec in ["%s", "%10s", "%-10s", "%.3s", "%8.2s", "%-8.2s", "%.0s"] {
            for text in ["", "a", "kiosk", "a longer label"] {
                #expect(PrintfFormat.format(spec, [.string(text)]) == cString(spec, text), "\(spec) \(text)")
            }
        }
    }

    @Test func unsignedArgumentsMatchC() {
        for value: UInt64 in [0, 1, 255, 4_294_967_295, 4_294_967_296, UInt64.max] {
            for format in ["%u", "%llu", "%lx", "%#llo", "%d", "%lld"] {
                #expect(PrintfFormat.format(format, [.unsigned(value)]) == c(format, value), "\(format) \(value)")
            }
        }
    }

    @Test func whatIsNotAConversionIsCopied() {
        #expect(PrintfFormat.format("100%", []) == "100%")
        #expect(PrintfFormat.format("%d and %d", [.signed(1)]) == "1 and %d")
        #expect(PrintfFormat.format("%k %*d %1$d", [.signed(1)]) == "%k %*d %1$d")
        #expect(PrintfFormat.format("%99999d", [.signed(1)]) == "%99999d")
        #expect(PrintfFormat.format("%%d", [.signed(1)]) == "%d")
    }

    @Test func mixedArgumentKindsAreConverted() {
        #expect(PrintfFormat.format("%.1f", [.signed(3)]) == "3.0")
        #expect(PrintfFormat.format("%d", [.double(-3.9)]) == "-3")
        #expect(PrintfFormat.format("%s", [.signed(12)]) == "12")
    }
}
