import Testing
@testable import PanelKiosk

/// Command payloads are checked against their control before anything runs.
@Suite struct ControlCommandTests {
    private func kind(_ json: String) throws -> any PanelControlKind {
        try PanelFileDecoder.decode(#"{"controls": [\#(json)]}"#, path: "p.json").controls[0].kind
    }

    private func accepted(_ kind: any PanelControlKind, _ payload: String) -> ControlCommand? {
        if case .success(let command) = kind.command(from: payload) { return command }
        return nil
    }

    @Test func aToggleTakesItsTwoPayloads() throws {
        let plain = try kind(#"{"type": "toggle", "label": "Lamp"}"#)
        #expect(accepted(plain, "ON") == .set(.toggle(true)))
        #expect(accepted(plain, "OFF") == .set(.toggle(false)))
        for payload in ["on", "1", "true", "", "ON ", "OFFF"] { #expect(accepted(plain, payload) == nil, "\(payload)") }
        #expect(plain.statePayload(for: .toggle(true)) == "ON")
        let custom = try kind(#"{"type": "toggle", "label": "Pump", "payloadOn": "run", "payloadOff": "halt"}"#)
        #expect(accepted(custom, "run") == .set(.toggle(true)))
        #expect(accepted(custom, "ON") == nil)
        #expect(custom.statePayload(for: .toggle(false)) == "halt")
    }

    @Test func aSliderTakesAFiniteNumberInItsRangeOnItsSteps() throws {
        let slider = try kind(#"{"type": "slider", "label": "Fan", "min": 10, "max": 50, "step": 5}"#)
        #expect(accepted(slider, "25") == .set(.slider(25)))
        #expect(accepted(slider, "10") == .set(.slider(10)))
        #expect(accepted(slider, "5e1") == .set(.slider(50)))
        for payload in ["27", "55", "5", "nan", "inf", "-inf", "0x14", " 25", "25 ", "", "1e999", "twenty"] {
            #expect(accepted(slider, payload) == nil, "\(payload)")
        }
        #expect(slider.statePayload(for: .slider(25)) == "25")
    }

    @Test func aTripleTakesOneOfItsStates() throws {
        let triple = try kind(#"{"type": "triple", "label": "Mode", "states": ["Off", "Eco", "Boost"]}"#)
        #expect(accepted(triple, "Eco") == .set(.triple("Eco")))
        for payload in ["eco", "Auto", "", "Off\n"] { #expect(accepted(triple, payload) == nil, "\(payload)") }
    }

    @Test func buttonsTakePressAndPINsNothing() throws {
        #expect(accepted(try kind(#"{"type": "button", "label": "Go"}"#), "PRESS") == .press)
        #expect(accepted(try kind(#"{"type": "button", "label": "Go"}"#), "1") == nil)
        #expect(accepted(try kind(#"{"type": "hold", "label": "Reset"}"#), "PRESS") == .press)
        let pin = try kind(#"{"type": "pin", "label": "Door", "action": {"type": "exec", "argv": ["/bin/true"]}}"#)
        #expect(accepted(pin, "1234") == nil)
        #expect(pin.statePayload(for: .text("1234")) == nil)
    }

    @Test func numbersAndTextsFollowTheirFieldsRules() throws {
        let number = try kind(#"{"type": "number", "label": "Set", "min": 5, "max": 30, "decimals": 1}"#)
        #expect(accepted(number, "21.5") == .set(.slider(21.5)))
        #expect(accepted(number, "21.55") == nil)
        #expect(accepted(number, "31") == nil)
        let text = try kind(#"{"type": "text", "label": "Name", "maxLength": 5}"#)
        #expect(accepted(text, "hello") == .set(.text("hello")))
        #expect(accepted(text, "hello!") == nil)
        #expect(accepted(text, "a\u{1B}b") == nil)
    }
}
