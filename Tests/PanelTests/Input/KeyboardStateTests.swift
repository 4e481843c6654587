import Testing
@testable import PanelBase

/// Keys read through real layouts from xkeyboard-config, compiled by libxkbcommon.
@Suite struct KeyboardStateTests {
    /// Linux key codes (linux/input-event-codes.h).
    enum Code {
        static let y: UInt16 = 21, z: UInt16 = 44, a: UInt16 = 30, e: UInt16 = 18, two: UInt16 = 3, q: UInt16 = 16
        static let leftShift: UInt16 = 42, rightAlt: UInt16 = 100, capsLock: UInt16 = 58
        static let enter: UInt16 = 28, tab: UInt16 = 15, backspace: UInt16 = 14, up: UInt16 = 103, escape: UInt16 = 1
        static let equal: UInt16 = 13, grave: UInt16 = 41, space: UInt16 = 57
    }

    static let hasLayouts = (try? KeyboardLayout(layout: "de")) != nil

    /// Presses and releases each key in order (a modifier is held by pressing it first).
    func type(_ codes: [UInt16], on keyboard: KeyboardState) -> String {
        var text = ""
        for code in codes {
            text += keyboard.read(KeyEvent(code: code, state: .pressed, timestamp: .zero)).characters
            _ = keyboard.read(KeyEvent(code: code, state: .released, timestamp: .zero))
        }
        return text
    }

    func press(_ code: UInt16, _ keyboard: KeyboardState) -> KeyStroke {
        keyboard.read(KeyEvent(code: code, state: .pressed, timestamp: .zero))
    }

    func release(_ code: UInt16, _ keyboard: KeyboardState) -> KeyStroke {
        keyboard.read(KeyEvent(code: code, state: .released, timestamp: .zero))
    }

    @Test(.enabled(if: hasLayouts)) func germanLayoutSwapsYAndZ() throws {
        let us = KeyboardState(layout: try KeyboardLayout(layout: "us"))
        let de = KeyboardState(layout: try KeyboardLayout(layout: "de"))
        #expect(type([Code.y, Code.z], on: us) == "yz")
        #expect(type([Code.y, Code.z], on: de) == "zy")
        #expect(press(Code.z, de).key == .character("y"))
    }

    @Test(.enabled(if: hasLayouts)) func shiftAndAltGrChooseTheLevel() throws {
        let de = KeyboardState(layout: try KeyboardLayout(layout: "de"))
        _ = press(Code.leftShift, de)
        let shifted = press(Code.two, de)
        #expect(shifted.characters == "\"")
        #expect(shifted.modifiers.contains(.shift))
        _ = release(Code.two, de)
        _ = release(Code.leftShift, de)
        #expect(type([Code.two], on: de) == "2")
        // AltGr+Q is @ on a German keyboard, AltGr+E the euro sign.
        _ = press(Code.rightAlt, de)
        #expect(press(Code.q, de).characters == "@")
        _ = release(Code.q, de)
        #expect(press(Code.e, de).characters == "€")
        _ = release(Code.e, de)
        _ = release(Code.rightAlt, de)
        #expect(de.modifiers.isEmpty)
    }

    @Test(.enabled(if: hasLayouts)) func capsLockLocksUntilPressedAgain() throws {
        let us = KeyboardState(layout: try KeyboardLayout(layout: "us"))
        #expect(type([Code.capsLock, Code.a, Code.capsLock, Code.a], on: us) == "Aa")
    }

    @Test(.enabled(if: hasLayouts)) func deadKeysComposeWithTheNextKey() throws {
        let de = KeyboardState(layout: try KeyboardLayout(layout: "de"))
        #expect(de.layout.composes)
        // The German layout's acute (´, next to ß) is a dead key: ´ then e is é.
        let dead = press(Code.equal, de)
        #expect(dead.key == .named(.composing))
        #expect(dead.characters.isEmpty)
        _ = release(Code.equal, de)
        let composed = press(Code.e, de)
        #expect(composed.characters == "é")
        #expect(composed.key == .character("é"))
        _ = release(Code.e, de)
        // The "nodeadkeys" variant types the accent itself.
        let plain = KeyboardState(layout: try KeyboardLayout(layout: "de", variant: "nodeadkeys"))
        #expect(type([Code.equal, Code.e], on: plain) == "´e")
    }

    @Test(.enabled(if: hasLayouts)) func namedKeysTypeNoCharacterKey() throws {
        let us = KeyboardState(layout: try KeyboardLayout(layout: "us"))
        #expect(press(Code.enter, us).key == .named(.return))
        #expect(press(Code.tab, us).key == .named(.tab))
        #expect(press(Code.backspace, us).key == .named(.delete))
        #expect(press(Code.up, us).key == .named(.upArrow))
        #expect(press(Code.escape, us).key == .named(.escape))
        #expect(press(Code.leftShift, us).key == .named(.modifier))
        _ = release(Code.leftShift, us)
        let space = press(Code.space, us)
        #expect(space.key == .named(.space) && space.characters == " ")
        // A release still says which key came up, and types nothing.
        let up = release(Code.a, us)
        #expect(up.key == .character("a") && up.characters.isEmpty && up.state == .released)
    }

    @Test func anUnknownLayoutIsAClearError() {
        #expect(throws: KeyboardLayoutError.self) { try KeyboardLayout(layout: "no-such-layout") }
        do {
            _ = try KeyboardLayout(layout: "no-such-layout")
        } catch {
            #expect(error.description.contains("no-such-layout"))
        }
    }
}

@Suite struct KeyboardLayoutTypingTests {
    @Test(.enabled(if: KeyboardStateTests.hasLayouts)) func everyCharacterOfATextHasItsKeys() throws {
        let de = try KeyboardLayout(layout: "de")
        // Typed back through the same layout, the chords give the text.
        let text = "Grüße, Zoë? @ 42€"
        let keyboard = KeyboardState(layout: de)
        var typed = ""
        for character in text where character != "ë" {
            let chord = try #require(de.chord(typing: character), "\(character)")
            let modifiers = (chord.shift ? [KeyboardLayout.leftShiftCode] : []) + (chord.altGr ? [KeyboardLayout.altGrCode] : [])
            for code in modifiers { _ = keyboard.read(KeyEvent(code: code, state: .pressed, timestamp: .zero)) }
            typed += keyboard.read(KeyEvent(code: chord.code, state: .pressed, timestamp: .zero)).characters
            _ = keyboard.read(KeyEvent(code: chord.code, state: .released, timestamp: .zero))
            for code in modifiers.reversed() { _ = keyboard.read(KeyEvent(code: code, state: .released, timestamp: .zero)) }
        }
        #expect(typed == "Grüße, Zo? @ 42€")
        // ë is made with a dead key on this layout, not one key: none is found.
        #expect(de.chord(typing: "ë") == nil)
        #expect(de.chord(typing: "z")?.code == 21)   // the key marked Z, where US has Y
    }
}
