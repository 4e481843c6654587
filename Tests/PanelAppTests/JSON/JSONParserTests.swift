import Panel
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
        for opening in ["[", "{\"a\":"] {
            let text = String(repeating: opening, count: 100_000)
            do {
                _ = try JSONParser.parse(text)
                Issue.record("\(opening) nested 100000 deep was accepted")
            } catch {
                #expect(error.message == "nesting deeper than 64 levels", "\(error)")
            }
        }
    }

    @Test(arguments: ["1e999", "-1e999", "1E+400", "123456789e400"])
    func refusesNumbersThatAreNotFinite(literal: String) {
        do {
            _ = try JSONParser.parse("{\"a\": \(literal)}")
            Issue.record("\(literal) was accepted")
        } catch {
            #expect(error.description.hasPrefix("line 1, column 7: number \(literal) is out of range"), "\(error)")
        }
    }

    @Test func tinyNumbersBecomeZero() throws {
        guard case let .number(n, _) = try JSONParser.parse("1e-999") else { Issue.record("not a number"); return }
        #expect(n == 0)
    }

    /// Seconds `body` takes on the monotonic clock.
    func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = MonotonicTime.now()
        try body()
        return Double(MonotonicTime.now() - start) / 1e9
    }

    /// A panel file of about 800 KB on one line: thousands of controls, each with several
    /// values whose positions are kept. Counting columns looks at each byte once (the
    /// old parser counted from the start of the line for every value).
    @Test func aLongLineIsParsedInLinearTime() throws {
        let control = #"{"type": "slider", "label": "Level", "min": 0, "max": 100, "step": 1, "default": 50}"#
        let text = #"{"title": "One line", "controls": ["# + Array(repeating: control, count: 9_500).joined(separator: ", ") + "]}"
        #expect(text.utf8.count > 800_000)
        var parser = JSONParser(text)
        var elapsed = 0.0
        elapsed += try seconds { _ = try parser.parseDocument() }
        #expect(parser.bytesCountedForColumns <= text.utf8.count)
        // The whole decoder too (it used to take more than 30 s on such a file).
        elapsed += seconds { _ = try? PanelFileDecoder.decode(text, path: "long.json") }
        #expect(elapsed < 5, "took \(elapsed) s")
    }

    @Test func anObjectWithManyMembersIsParsedInLinearTime() throws {
        let members = (0..<60_000).map { "\"k\($0)\": \($0)" }
        let text = "{" + members.joined(separator: ",") + "}"
        var elapsed = 0.0
        elapsed += try seconds {
            guard case let .object(parsed, _) = try JSONParser.parse(text) else { Issue.record("not an object"); return }
            #expect(parsed.count == 60_000)
        }
        // A duplicate at the very end is still found.
        elapsed += seconds {
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("{" + members.joined(separator: ",") + ", \"k0\": 1}") }
        }
        // As a panel file: 60 000 unknown fields, each reported once.
        elapsed += seconds {
            do {
                _ = try PanelFileDecoder.decode(text, path: "many.json")
                Issue.record("unknown fields accepted")
            } catch let error as PanelFileError {
                #expect(error.problems.count >= 60_000)
            } catch {
                Issue.record("\(error)")
            }
        }
        #expect(elapsed < 5, "took \(elapsed) s")
    }

    @Test func writerQuotesAndParserReadsItBack() throws {
        let original = "tab\t quote\" back\\ nl\n ctl\u{01} é"
        let value = try JSONParser.parse(JSONWriter.quoted(original))
        if case let .string(s, _) = value { #expect(s == original) } else { Issue.record("not a string") }
        #expect(JSONWriter.number(3) == "3")
        #expect(JSONWriter.number(0.5) == "0.5")
    }
}
