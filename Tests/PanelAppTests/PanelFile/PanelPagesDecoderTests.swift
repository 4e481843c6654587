import Testing
@testable import PanelKiosk

/// A panel file's `pages`: what they hold and the mistakes `check` names in them.
@Suite struct PanelPagesDecoderTests {
    @Test func pagesHoldTheirControlsAndTitles() throws {
        let text = #"{"pages": [{"id": "a", "title": "First", "columns": 2, "controls": [{"type": "button", "label": "X", "opens": "b"}, {"type": "toggle", "label": "T"}]}, {"id": "b", "rows": [[{"type": "button", "label": "Y", "opens": "a"}]]}]}"#
        let panel = try PanelFileDecoder.decode(text, path: "p.json")
        #expect(panel.hasPages)
        #expect(panel.pages.map(\.title) == ["First", "b"], "a page without a title shows its id")
        #expect(panel.pages[0].rows.map { $0.map(\.id) } == [["x", "t"]])
        #expect(panel.controls.map(\.id) == ["x", "t", "y"])
        #expect(panel.controls[0].kind as? ButtonControl == ButtonControl(opens: "b"))
        #expect(!(try PanelFileDecoder.decode(#"{"controls": [{"type": "button", "label": "X"}]}"#, path: "p.json").hasPages))
    }

    @Test(arguments: [
        (#"{"pages": [{"id": "a", "controls": [{"type": "button", "label": "X"}]}, {"id": "a", "controls": [{"type": "button", "label": "Y"}]}]}"#,
         #"p.json:1:80: pages[1].id: "a" is already the id of the page at line 1, column 19; page ids must be unique"#),
        (#"{"pages": [{"id": "a", "controls": [{"type": "button", "label": "X"}]}, {"id": "b", "controls": [{"type": "toggle", "label": "X"}]}]}"#,
         #"p.json:1:98: id: "x" is already used by the control at line 1, column 37; ids must be unique"#),
        (#"{"pages": [{"id": "a", "controls": [{"type": "button", "label": "X", "opens": "c"}]}]}"#,
         #"p.json:1:37: opens: "c" is not a page of the file (its pages: "a")"#),
        (#"{"controls": [{"type": "button", "label": "X", "opens": "c"}]}"#,
         #"p.json:1:15: opens: "c" is not a page of the file (it has no "pages")"#),
        (#"{"pages": [{"id": "a", "controls": [{"type": "button", "label": "X", "opens": "a", "action": {"type": "log"}}]}]}"#,
         #"p.json:1:94: pages[0].controls[0].action: a button that opens a page ("a") has no action: give one or the other"#),
        (#"{"pages": [{"title": "A", "controls": [{"type": "button", "label": "X"}]}]}"#,
         #"p.json:1:12: pages[0].id: required field is missing"#),
        (#"{"pages": [{"id": "a"}]}"#,
         #"p.json:1:12: pages[0].controls: required field is missing (or give "rows")"#),
        (#"{"pages": [], "controls": []}"#,
         #"p.json:1:27: controls: give controls inside "pages", or controls without pages, not both"# + "\n" + #"p.json:1:11: pages: expected at least one page"#),
        (#"{"pages": [{"id": "a b", "controls": [{"type": "button", "label": "X"}], "colour": "red"}]}"#,
         #"p.json:1:19: pages[0].id: "a b" is not a page id (expected 1 to 64 letters, digits, - or _)"# + "\n" + #"p.json:1:74: pages[0].colour: unknown field (known fields here: columns, controls, id, rows, title)"#),
    ])
    func mistakesInPagesAreNamedWithTheirPlace(text: String, expected: String) {
        do {
            _ = try PanelFileDecoder.decode(text, path: "p.json")
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description == expected)
        }
    }
}
