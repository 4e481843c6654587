import Testing
@testable import PanelKiosk

@Suite struct PanelFileDecoderTests {
    @Test func readsTheExamplePanel() throws {
        let text = try readWholeFile(repositoryPath("examples/greenhouse.json"))
        let panel = try PanelFileDecoder.decode(text, path: "greenhouse.json")
        #expect(panel.title == "Greenhouse")
        #expect(panel.pages.map(\.id) == ["controls", "readouts"])
        #expect(panel.pages[0].rows.map(\.count) == [2, 2, 2])
        #expect(panel.controls.map(\.id) == ["lights", "heater", "fan", "vent", "water", "reset", "air", "soil", "cpu", "back"])
        #expect(panel.controls[6].kind as? ReadoutControl == ReadoutControl(
            format: ReadoutFormat(prefix: "", decimals: 1, suffix: " °C"), staleSeconds: 300,
            source: .topic("greenhouse/air", jsonPath: JSONPath(segments: [.member("temperature")]))))
        #expect(panel.controls[8].kind as? ReadoutControl == ReadoutControl(
            format: ReadoutFormat(prefix: "", decimals: 1, suffix: " °C"), staleSeconds: 15,
            source: .file(path: "/sys/class/thermal/thermal_zone0/temp", scale: 0.001, intervalSeconds: 5)))
        #expect(panel.controls[1].kind as? ToggleControl == ToggleControl(style: .square, initial: false, onValue: "1", offValue: "0"))
        #expect(panel.controls[2].kind as? TripleControl == TripleControl(states: ["Off", "Low", "High"], initial: 0))
        #expect(panel.controls[3].kind as? SliderControl == SliderControl(minimum: 0, maximum: 100, step: 5, initial: 20))
        #expect(panel.controls[5].kind as? HoldControl == HoldControl(seconds: 1.5))
        #expect(panel.controls[1].action == .exec(argv: ["/bin/echo", "heater", "{value}"], timeoutSeconds: 5, concurrent: false))
        #expect(panel.controls[0].action == .write(path: "/sys/class/leds/input0::capslock/brightness", template: "{value}"))
        #expect(panel.idle == IdlePolicy(dimAfterSeconds: 60, offAfterSeconds: 600, dimBrightnessPercent: 15))
        #expect(panel.colors.background == RGBA(red: 0x10, green: 0x14, blue: 0x18, alpha: 255))
    }

    @Test func gridColumnsBecomeRows() throws {
        let text = #"{"columns": 2, "controls": [{"type":"button","label":"A"},{"type":"button","label":"B"},{"type":"button","label":"C c!"}]}"#
        let panel = try PanelFileDecoder.decode(text, path: "p.json")
        #expect(panel.rows.map { $0.map(\.id) } == [["a", "b"], ["c-c"]])
    }

    /// Each bad file gives exactly the expected message: line, column, field and what was expected.
    @Test(arguments: [
        (#"{"controls": [{"type": "button"}]}"#,
         #"p.json:1:15: controls[0].label: required field is missing"#),
        (#"{"controls": [{"type": "knob", "label": "K"}]}"#,
         #"p.json:1:24: controls[0].type: unknown control type "knob" (expected button, hold, toggle, triple, slider, text, number, pin or readout)"#),
        ("{\"controls\": [\n  {\"type\": \"button\", \"lable\": \"A\"}\n]}",
         #"p.json:2:3: controls[0].label: required field is missing"# + "\n" + #"p.json:2:22: controls[0].lable: unknown field (known fields here: action, color, confirm, confirmTimeout, id, label, opens, stateCommand, stateFile, stateInterval, stateTopic, type)"#),
        (#"{"controls": [{"type": "hold", "label": "H", "duration": -1}]}"#,
         #"p.json:1:58: controls[0].duration: expected a positive number up to 60, found -1"#),
        (#"{"controls": [{"type": "button", "label": "A", "action": {"type": "exec", "argv": "rm -rf /"}}]}"#,
         #"p.json:1:83: controls[0].action.argv: expected an array of strings (the program and its arguments; a shell string is not accepted), found a string"#),
        (#"{"controls": [{"type": "button", "label": "A", "action": {"type": "write", "path": "led"}}]}"#,
         #"p.json:1:84: controls[0].action.path: must be an absolute path"#),
        (##"{"controls": [{"type": "toggle", "label": "T", "color": "#12345"}]}"##,
         ##"p.json:1:57: controls[0].color: "#12345" is not a colour (expected #RGB, #RRGGBB, #RRGGBBAA or one of black, blue, clear, gray, green, red, white, yellow)"##),
        (#"{"controls": [{"type": "triple", "label": "F", "states": ["a", "a", "b"]}]}"#,
         #"p.json:1:58: controls[0].states: expected three different non-empty names"#),
        (#"{"controls": [{"type": "slider", "label": "S", "min": 5, "max": 1}]}"#,
         #"p.json:1:15: controls[0].max: must be greater than min (5)"#),
        (#"{"controls": [{"type": "button", "label": "A"}, {"type": "button", "label": "A"}]}"#,
         #"p.json:1:49: id: "a" is already used by the control at line 1, column 15; ids must be unique"#),
        (#"{"controls": [], "rows": []}"#,
         #"p.json:1:1: give either "controls" (with "columns") or "rows", not both"#),
        (#"{"controls": [{"type": "button", "label": "A"}], "columns": 0}"#,
         #"p.json:1:61: columns: expected a whole number from 1 to 12, found 0"#),
        (#"{"idle": {"dimAfter": 100, "offAfter": 50}, "controls": [{"type": "button", "label": "A"}]}"#,
         #"p.json:1:10: idle.offAfter: must be later than dimAfter (100 s)"#),
        ("{\"controls\": [\n", #"p.json:2:1: unexpected end of file; expected a value"#),
        // Numbers beyond the documented limits (docs/limits.md) are refused where they stand.
        (#"{"idle": {"dimAfter": 1e10, "offAfter": null}, "controls": [{"type": "button", "label": "A"}]}"#,
         #"p.json:1:23: idle.dimAfter: expected a positive number of seconds up to 31536000 (365 days), or null to disable, found 10000000000"#),
        (#"{"idle": {"dimAfter": 9.3e9}, "controls": [{"type": "button", "label": "A"}]}"#,
         #"p.json:1:23: idle.dimAfter: expected a positive number of seconds up to 31536000 (365 days), or null to disable, found 9300000000"#),
        (#"{"idle": {"offAfter": 1e300}, "controls": [{"type": "button", "label": "A"}]}"#,
         #"p.json:1:23: idle.offAfter: expected a positive number of seconds up to 31536000 (365 days), or null to disable, found 1e+300"#),
        (#"{"idle": {"dimAfter": "soon"}, "controls": [{"type": "button", "label": "A"}]}"#,
         #"p.json:1:23: idle.dimAfter: expected a positive number of seconds up to 31536000 (365 days), or null to disable, found a string"#),
        (#"{"controls": [{"type": "slider", "label": "S", "min": -1e308, "max": 1e308}]}"#,
         #"p.json:1:55: controls[0].min: expected a number from -1e15 to 1e15, found -1e+308"# + "\n"
         + #"p.json:1:70: controls[0].max: expected a number from -1e15 to 1e15, found 1e+308"#),
        (#"{"controls": [{"type": "slider", "label": "S", "max": 1e15, "default": 5}]}"#,
         #"p.json:1:15: controls[0].step: divides min…max (0…1000000000000000) into more than 1e9 steps of 1: give a larger step"#),
        (#"{"controls": [{"type": "slider", "label": "S", "step": 1e-12}]}"#,
         #"p.json:1:56: controls[0].step: divides min…max (0…100) into more than 1e9 steps of 1e-12: give a larger step"#),
        (#"{"controls": [{"type": "slider", "label": "S", "step": 1e16}]}"#,
         #"p.json:1:56: controls[0].step: expected a positive number up to 1000000000000000, found 1e+16"#),
    ])
    func reportsEachMistakeWithLineColumnAndField(text: String, message: String) {
        do {
            _ = try PanelFileDecoder.decode(text, path: "p.json")
            Issue.record("accepted an invalid panel file")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func reportsEveryProblemNotJustTheFirst() {
        let text = #"{"controls": [{"type": "knob"}, {"label": "B"}]}"#
        do {
            _ = try PanelFileDecoder.decode(text, path: "p.json")
            Issue.record("accepted an invalid panel file")
        } catch {
            #expect(error.problems.count == 3)  // unknown type, missing label, missing type
        }
    }

    /// The widest slider a file may give decodes, and dragging it gives finite values.
    @Test func theWidestSliderAFileMayGiveIsAccepted() throws {
        let text = #"{"controls": [{"type": "slider", "label": "S", "min": -1e15, "max": 1e15, "step": 2e6, "default": 1e15}]}"#
        let panel = try PanelFileDecoder.decode(text, path: "p.json")
        #expect(panel.controls[0].kind as? SliderControl == SliderControl(minimum: -1e15, maximum: 1e15, step: 2e6, initial: 1e15))
    }
}
