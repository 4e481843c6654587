import Testing
@testable import PanelUI

/// The plain payloads of `@Topic` values: text, numbers as their whole text, switches.
@Suite struct TopicPayloadTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func numbersAreTheWholeTextAndFinite() {
        #expect(Double(topicPayload: bytes("21.5")) == 21.5)
        #expect(Double(topicPayload: bytes("2.5e1")) == 25)
        for bad in ["", " 21", "21 ", "nan", "inf", "0x10", "21,5"] {
            #expect(Double(topicPayload: bytes(bad)) == nil, "\(bad)")
        }
        #expect(Int(topicPayload: bytes("-3")) == -3)
        #expect(Int(topicPayload: bytes("3.0")) == nil)
        #expect(String(decoding: 21.5.topicPayload, as: UTF8.self) == "21.5")
    }

    @Test func switchesReadTheUsualWordsAndWriteOnOff() {
        for on in ["ON", "on", "true", "1"] { #expect(Bool(topicPayload: bytes(on)) == true) }
        for off in ["OFF", "off", "false", "0"] { #expect(Bool(topicPayload: bytes(off)) == false) }
        #expect(Bool(topicPayload: bytes("yes")) == nil)
        #expect(true.topicPayload == bytes("ON"))
        #expect(false.topicPayload == bytes("OFF"))
    }

    @Test func textMustBeUTF8() {
        #expect(String(topicPayload: bytes("Grüße")) == "Grüße")
        #expect(String(topicPayload: [0xFF, 0xFE]) == nil)
    }
}
