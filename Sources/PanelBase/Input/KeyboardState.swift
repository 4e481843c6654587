import CXkbcommon

/// One keyboard's state through a layout: the modifiers held and locked, and a dead key or
/// compose sequence under way. It reads each `KeyEvent` of that keyboard, in order, into a
/// `KeyStroke`: the key the layout puts there and the text it types.
public final class KeyboardState {
    public let layout: KeyboardLayout
    private let state: OpaquePointer
    private let compose: OpaquePointer?

    public init(layout: KeyboardLayout) {
        self.layout = layout
        state = xkb_state_new(layout.keymap)
        compose = layout.composeTable.flatMap { xkb_compose_state_new($0, XKB_COMPOSE_STATE_NO_FLAGS) }
    }

    deinit {
        if let compose { xkb_compose_state_unref(compose) }
        xkb_state_unref(state)
    }

    /// The modifiers in force now.
    public var modifiers: KeyModifiers {
        var modifiers: KeyModifiers = []
        for (name, modifier) in KeyboardState.modifierNames
        where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            modifiers.insert(modifier)
        }
        return modifiers
    }

    /// Reads `event`: what the key is and types with the modifiers in force before it,
    /// then takes its effect on them (a Shift pressed holds Shift from the next key on).
    public func read(_ event: KeyEvent) -> KeyStroke {
        let keycode = xkb_keycode_t(event.code) + 8    // evdev codes are XKB's minus 8
        let symbol = xkb_state_key_get_one_sym(state, keycode)
        let held = modifiers
        var text = event.state == .released ? "" : KeyboardState.utf8(state: state, keycode: keycode)
        var named = KeyboardState.named(symbol)
        var composed = false
        // Every press goes through composition (it ignores modifier keys): a dead key or the
        // compose key starts a sequence, the keys after it complete or cancel it.
        if event.state == .pressed, let compose {
            switch feed(compose, symbol) {
            case .composing:
                named = .composing
                text = ""
            case .composed(let result):
                named = nil
                text = result
                composed = true
            case .cancelled:
                named = .composing
                text = ""
            case .unchanged:
                break
            }
        }
        switch event.state {
        case .pressed: xkb_state_update_key(state, keycode, XKB_KEY_DOWN)
        case .released: xkb_state_update_key(state, keycode, XKB_KEY_UP)
        case .repeated: break
        }
        let key: KeyStroke.Key
        if let named, named != .other || text.isEmpty {
            key = .named(named)
        } else if composed, let first = text.first {
            key = .character(first)
        } else if let character = KeyboardState.character(of: symbol) {
            // The key's own character, also with Control held (which types a control code)
            // and on release (which types nothing).
            key = .character(character)
        } else if let first = text.first {
            key = .character(first)
        } else {
            key = .named(.other)
        }
        return KeyStroke(key: key, characters: text, modifiers: held, state: event.state, code: event.code, timestamp: event.timestamp)
    }

    private enum ComposeResult { case unchanged, composing, composed(String), cancelled }

    private func feed(_ compose: OpaquePointer, _ symbol: xkb_keysym_t) -> ComposeResult {
        guard xkb_compose_state_feed(compose, symbol) == XKB_COMPOSE_FEED_ACCEPTED else { return .unchanged }
        switch xkb_compose_state_get_status(compose) {
        case XKB_COMPOSE_COMPOSING:
            return .composing
        case XKB_COMPOSE_COMPOSED:
            var buffer = [CChar](repeating: 0, count: 64)
            let count = xkb_compose_state_get_utf8(compose, &buffer, buffer.count)
            xkb_compose_state_reset(compose)
            return count > 0 ? .composed(String(decoding: buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)) : .cancelled
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(compose)
            return .cancelled
        default:
            return .unchanged
        }
    }

    private static func utf8(state: OpaquePointer, keycode: xkb_keycode_t) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = xkb_state_key_get_utf8(state, keycode, &buffer, buffer.count)
        guard count > 0 else { return "" }
        return String(decoding: buffer[0..<Swift.min(Int(count), buffer.count - 1)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The character a key's symbol stands for, with no modifier's help (for releases).
    private static func character(of symbol: xkb_keysym_t) -> Character? {
        let scalar = xkb_keysym_to_utf32(symbol)
        guard scalar >= 0x20, scalar != 0x7F, let unicode = Unicode.Scalar(scalar) else { return nil }
        return Character(unicode)
    }

    private static let modifierNames: [(String, KeyModifiers)] = [
        ("Shift", .shift), ("Control", .control), ("Mod1", .option), ("Mod4", .command), ("Lock", .capsLock), ("Mod2", .numericPad),
    ]

    /// The named key a symbol is, nil for a key that types a character.
    static func named(_ symbol: xkb_keysym_t) -> KeyStroke.Named? {
        switch Int32(bitPattern: symbol) {
        case XKB_KEY_Up, XKB_KEY_KP_Up: return .upArrow
        case XKB_KEY_Down, XKB_KEY_KP_Down: return .downArrow
        case XKB_KEY_Left, XKB_KEY_KP_Left: return .leftArrow
        case XKB_KEY_Right, XKB_KEY_KP_Right: return .rightArrow
        case XKB_KEY_Home, XKB_KEY_KP_Home: return .home
        case XKB_KEY_End, XKB_KEY_KP_End: return .end
        case XKB_KEY_Page_Up, XKB_KEY_KP_Page_Up: return .pageUp
        case XKB_KEY_Page_Down, XKB_KEY_KP_Page_Down: return .pageDown
        case XKB_KEY_Return, XKB_KEY_KP_Enter, XKB_KEY_ISO_Enter: return .return
        case XKB_KEY_Tab, XKB_KEY_ISO_Left_Tab, XKB_KEY_KP_Tab: return .tab
        case XKB_KEY_Escape: return .escape
        case XKB_KEY_space, XKB_KEY_KP_Space: return .space
        case XKB_KEY_BackSpace: return .delete
        case XKB_KEY_Delete, XKB_KEY_KP_Delete: return .deleteForward
        case XKB_KEY_Clear: return .clear
        case XKB_KEY_Shift_L, XKB_KEY_Shift_R, XKB_KEY_Control_L, XKB_KEY_Control_R, XKB_KEY_Alt_L, XKB_KEY_Alt_R,
             XKB_KEY_Super_L, XKB_KEY_Super_R, XKB_KEY_Meta_L, XKB_KEY_Meta_R, XKB_KEY_Caps_Lock, XKB_KEY_Num_Lock,
             XKB_KEY_ISO_Level3_Shift, XKB_KEY_ISO_Level5_Shift, XKB_KEY_Mode_switch, XKB_KEY_Multi_key:
            return .modifier
        default:
            // A dead key on its own types nothing (composition says what it becomes).
            if (0xFE50...0xFE93).contains(symbol) { return .composing }
            return xkb_keysym_to_utf32(symbol) >= 0x20 ? nil : .other
        }
    }
}
