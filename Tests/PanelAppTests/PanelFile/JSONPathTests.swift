import Glibc
import Testing
@testable import PanelKiosk

/// Readouts' JSON paths: what they accept and find, what they refuse, and the inputs the
/// fuzzer keeps (Fuzz/Corpus and Fuzz/Regressions/FuzzJSONPath) through its checks.
@Suite struct JSONPathTests {
    let message = try! JSONParser.parse(#"{"a": {"b": [3, {"c": "4.5"}]}, "odd name": true, "t": 21.5}"#)

    func find(_ path: String) throws -> JSONValue? {
        try JSONPath.parse(path).get().value(in: message)
    }

    @Test func findsMembersAndElements() throws {
        #expect(try find("$.t").flatMap(ReadoutControl.number(in:)) == 21.5)
        #expect(try find("$.a.b[0]").flatMap(ReadoutControl.number(in:)) == 3)
        #expect(try find(#"$["a"].b[1].c"#).flatMap(ReadoutControl.number(in:)) == 4.5, "a string holding a number counts")
        #expect(try find(#"$["odd name"]"#).flatMap(ReadoutControl.number(in:)) == nil, "a boolean is no number")
        #expect(try find("$.a.b[2]") == nil)
        #expect(try find("$.t.x") == nil)
        #expect(try find("$[0]") == nil)
        #expect(try find("$").map { if case .object = $0 { true } else { false } } == true)
    }

    @Test(arguments: ["", "a.b", "$.", "$..a", "$[*]", "$[-1]", "$[1", #"$["a"#, "$.a b", "$[1234567890]", "$?(@.a)"])
    func refuses(_ path: String) {
        guard case .failure(let why) = JSONPath.parse(path) else {
            Issue.record("\(path) was accepted")
            return
        }
        #expect(!why.description.isEmpty)
    }

    @Test func refusesPathsTooLongOrTooDeep() {
        #expect((try? JSONPath.parse("$" + String(repeating: ".a", count: 33)).get()) == nil)
        #expect((try? JSONPath.parse("$" + String(repeating: ".a", count: 32)).get()) != nil)
        #expect((try? JSONPath.parse("$." + String(repeating: "a", count: 300)).get()) == nil)
    }

    @Test func writesItselfBackAsItReads() throws {
        for text in ["$.a.b[0]", #"$["odd name"][12]"#, "$"] {
            let path = try JSONPath.parse(text).get()
            #expect(path.description == text)
            #expect(try JSONPath.parse(path.description).get() == path)
        }
    }

    @Test func everyKeptFuzzInputPassesTheFuzzTargetsChecks() throws {
        let files = keptFuzzInputs(of: "FuzzJSONPath")
        for file in files { KioskFuzzing.jsonPath(Array(try readWholeFile(file).utf8)) }
        #expect(files.count >= 8)
    }
}
