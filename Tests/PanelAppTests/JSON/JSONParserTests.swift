import Testing
@testable import PanelKiosk

@Suite struct JSONParserTests {
    @Test func parsesEveryKindWithPositions() throws {
        let text = """
        {
          "a": [1, -2.5e1, true, false, null],
          "b": "x\\u00e9\\n\\ud83d\\ude00"
        }
        """
        let value = try JSONParser.parse(text)
        guard case let .array(items, p)? = value["a"] else { Issue.record("a is not an array"); return }
        #expect(p == SourcePosition(line: 2, column: 8))
        #expect(items.count == 5)
        if case let .number(n, position) = items[1] {
            #expect(n == -25)
            #expect(position == SourcePosition(line: 2, column: 12))
        } else { Issue.record("second item is not a number") }
        if case let .string(s, _)? = value["b"] { #expect(s == "xé\n😀") } else { Issue.record("b is not a string") }
    }

    @Test(arguments: [
        ("", "line 1, column 1: the file is empty; expected a JSON object"),
        ("{\"a\": 1,}", "line 1, column 9: unexpected '}'; expected a member name in double quotes"),
        ("{\"a\": 1 \"b\": 2}", "line 1, column 9: unexpected '\"'; expected ',' or '}'"),
        ("{\n  \"a\": tru\n}", "line 2, column 8: unexpected 't'; expected true"),
        ("[01]", "line 1, column 2: numbers must not have leading zeros"),
        ("{\"a\": \"x\n\"}", "line 1, column 9: unterminated string (line break inside a string)"),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate member \"a\""),
        ("{} x", "line 1, column 4: unexpected 'x' after the end of the JSON value"),
        ("{\"é\": ?}", "line 1, column 7: unexpected '?'; expected a value (object, array, string, number, true, false or null)"),
    ])
    func reportsSyntaxErrorsWithLineAndColumn(text: String, message: String) {
        #expect(throws: (any Error).self) { try JSONParser.parse(text) }
        do { _ = try JSONParser.parse(text) } catch { #expect(error.description == message) }
    }

    @Test func rejectsDeepNestingWithoutCrashing() {
        let text = String(repeating: "[", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test func writerQuotesAndParserReadsItBack() throws {
        let original = "tab\t quote\" back\\ nl\n ctl\u{01} é"
        let value = try JSONParser.parse(JSONWriter.quoted(original))
        if case let .string(s, _) = value { #expect(s == original) } else { Issue.record("not a string") }
        #expect(JSONWriter.number(3) == "3")
        #expect(JSONWriter.number(0.5) == "0.5")
    }
}
