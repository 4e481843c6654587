import Testing
@testable import PanelKiosk

/// The readout kind in a panel file: its sources and their fields, its format, and the
/// mistakes `check` names with their line and column.
@Suite struct ReadoutControlTests {
    func readout(_ fields: String) throws -> ReadoutControl {
        let text = #"{"controls": [{"type": "readout", "label": "Air", "# + fields + "}]}"
        return try #require(try PanelFileDecoder.decode(text, path: "p.json").controls[0].kind as? ReadoutControl)
    }

    func mistakes(_ fields: String) -> String {
        let text = #"{"controls": [{"type": "readout", "label": "Air", "# + fields + "}]}"
        do {
            _ = try PanelFileDecoder.decode(text, path: "p.json")
            return ""
        } catch {
            return error.description
        }
    }

    @Test func readsATopicWithAJSONPath() throws {
        let kind = try readout(#""topic": "greenhouse/air", "jsonPath": "$.temperature", "format": "{value:.1f} °C""#)
        #expect(kind.source == .topic("greenhouse/air", jsonPath: JSONPath(segments: [.member("temperature")])))
        #expect(kind.format == ReadoutFormat(prefix: "", decimals: 1, suffix: " °C"))
        #expect(kind.staleSeconds == ReadoutControl.defaultTopicStaleSeconds)
    }

    @Test func readsAFileWithItsScaleAndIntervalAndGoesStaleAfterThreeReads() throws {
        let kind = try readout(#""file": "/sys/class/thermal/thermal_zone0/temp", "scale": 0.001, "interval": 2"#)
        #expect(kind.source == .file(path: "/sys/class/thermal/thermal_zone0/temp", scale: 0.001, intervalSeconds: 2))
        #expect(kind.staleSeconds == 6)
        #expect(kind.format == .plain)
    }

    @Test func readsACommandWithItsIntervalTimeoutAndStale() throws {
        let kind = try readout(#""command": ["/usr/bin/sensors-read", "cpu"], "interval": 30, "timeout": 3, "stale": 100"#)
        #expect(kind.source == .command(argv: ["/usr/bin/sensors-read", "cpu"], intervalSeconds: 30, timeoutSeconds: 3))
        #expect(kind.staleSeconds == 100)
        #expect(kind.initialValue == nil)
    }

    /// The messages, each with the line and column of the value at fault.
    @Test(arguments: [
        (#""topic": "a/b", "format": "{value:.9f}""#,
         #"p.json:1:77: controls[0].format: "{value:.9f}" has "{value:.9f}", which is not a placeholder (expected {value} or {value:.Nf} with N from 0 to 6)"#),
        (#""topic": "a/b", "format": "°C""#,
         #"p.json:1:77: controls[0].format: "°C" has no {value} placeholder"#),
        (#""topic": "a/b", "format": "{value} of {value}""#,
         #"p.json:1:77: controls[0].format: "{value} of {value}" may have only one placeholder, {value} or {value:.Nf}"#),
        (#""topic": "sensors/#""#,
         #"p.json:1:60: controls[0].topic: expected an MQTT topic without + or # (1 to 256 bytes)"#),
        (#""topic": "a/b", "jsonPath": "$..a""#,
         #"p.json:1:79: controls[0].jsonPath: "$..a" is not a JSON path: a . must be followed by a name of letters, digits, _ or - (expected $.name, $[0] or $["name"] segments, such as $.a.b[0])"#),
        (#""stale": 10"#,
         #"p.json:1:15: controls[0].topic: a readout needs a source: give "topic", "file" or "command""#),
        (#""topic": "a/b", "file": "/x""#,
         #"p.json:1:75: controls[0].file: a readout has one source: give only one of "topic", "file" or "command""#),
        (#""file": "temp""#,
         #"p.json:1:59: controls[0].file: must be an absolute path"#),
        (#""file": "/t", "interval": 0.1"#,
         #"p.json:1:77: controls[0].interval: expected at least 0.5 seconds, found 0.1"#),
        (#""command": "cat /t""#,
         #"p.json:1:62: controls[0].command: expected a non-empty array of strings, the program first (it is run directly, not through a shell)"#),
        (#""stateTopic": "a/b", "file": "/t""#,
         #"p.json:1:65: controls[0].stateTopic: a readout shows its own source: give its topic as "topic""#),
        (#""topic": "a/b", "action": {"type": "log"}"#,
         #"p.json:1:77: controls[0].action: a readout takes no touch, so it has no action (its value comes from its topic, file or command)"#),
    ])
    func mistakesAreNamedWithTheirPlace(fields: String, expected: String) {
        #expect(mistakes(fields) == expected)
    }

    @Test func formatsWriteFixedDecimalsRoundedAwayFromZero() throws {
        let one = try ReadoutFormat.parse("{value:.1f} °C").get()
        #expect(one.text(21.25) == "21.3 °C")
        #expect(one.text(-0.04) == "0.0 °C")
        #expect(one.text(-3.05) == "-3.1 °C" || one.text(-3.05) == "-3.0 °C", "3.05 is not exact in binary")
        #expect(one.unit == "°C")
        #expect(try ReadoutFormat.parse("{value:.0f}%").get().text(63.5) == "64%")
        #expect(try ReadoutFormat.parse("{value:.3f}").get().text(2) == "2.000")
        let plain = try ReadoutFormat.parse("Load {value}").get()
        #expect(plain.text(0.5) == "Load 0.5")
        #expect(plain.unit == nil)
        #expect(plain.number(1e300) == JSONWriter.number(1e300), "past 1e15 as JSON writes it")
    }
}
