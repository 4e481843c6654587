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
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(4)
        let root = parts.joined(separator: "/")
        var count = 0
        for folder in ["Fuzz/Regressions/FuzzJSONPath", "Fuzz/Corpus/FuzzJSONPath"] {
            guard let directory = opendir(root + "/" + folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard !name.hasPrefix(".") else { continue }
                let text = try readWholeFile(root + "/" + folder + "/" + name)
                KioskFuzzing.jsonPath(Array(text.utf8))
                count += 1
            }
        }
        #expect(count >= 8)
    }
}
