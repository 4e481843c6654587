import Panel
import Testing
@testable import PanelKiosk

/// Every numeric option is checked against its documented limit (docs/limits.md) with a
/// message that says what to type.
@Suite struct OptionValuesTests {
    func usageMessage(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func sizesAreHeldToWhatPanelDraws() throws {
        #expect(try OptionValues.mode("800x480").width == 800)
        #expect(try OptionValues.mode("7680x4320@60").refreshHz == 60)
        #expect(try OptionValues.mode("8192x4050").height == 4050)
        #expect(try OptionValues.mode("1x8192").height == 8192)
        for text in ["16384x16384", "8192x8192", "8193x1", "0x480", "-800x480", "99999999999999999999x1", "800x480@0", "800x480@1001"] {
            #expect(usageMessage { _ = try OptionValues.mode(text) } != nil, "\(text)")
        }
        #expect(usageMessage { _ = try OptionValues.mode("16384x16384") }
                == "\"16384x16384\" is not a size Panel draws: each side must be from 1 to 8192 pixels and the whole at most 33177600 pixels (7680x4320)")
    }

    @Test func secondsAreFiniteAndAtMostTheirLimit() throws {
        #expect(try OptionValues.positiveSeconds("31536000", option: "at") == 31_536_000)
        #expect(try OptionValues.nanoseconds("1.5", option: "at") == 1_500_000_000)
        for text in ["1e10", "9223372036", "nan", "inf", "-1", "1e300", "x"] {
            #expect(usageMessage { _ = try OptionValues.positiveSeconds(text, option: "at") }
                    == "--at takes a number of seconds from 0 to 31536000, not \"\(text)\"")
        }
        #expect(usageMessage { _ = try OptionValues.positiveSeconds("3601", option: "settle", maximum: 3600) } != nil)
    }

    @Test func countsAreWholeNumbersInTheirRange() throws {
        #expect(try OptionValues.count("200", option: "count", in: 1...1_000_000) == 200)
        for text in ["0", "1000001", "1e3", "99999999999999999999", "-1"] {
            #expect(usageMessage { _ = try OptionValues.count(text, option: "count", in: 1...1_000_000) }
                    == "--count takes a whole number from 1 to 1000000, not \"\(text)\"")
        }
    }
}
