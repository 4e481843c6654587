import CXkbcommon

extension KeyboardLayout {
    /// The text a key types at a shift level (0: alone, 1: with Shift) on the layout's
    /// first group, as its keysym says; nil when it types no character (a dead key, a
    /// function key, a key the layout leaves out).
    public func keycap(code: UInt16, level: Int) -> String? {
        let keycode = xkb_keycode_t(code) + 8    // evdev codes are XKB's minus 8
        guard level >= 0, UInt32(level) < xkb_keymap_num_levels_for_key(keymap, keycode, 0) else { return nil }
        var symbols: UnsafePointer<xkb_keysym_t>?
        let count = xkb_keymap_key_get_syms_by_level(keymap, keycode, 0, xkb_level_index_t(level), &symbols)
        guard count == 1, let symbols else { return nil }
        let scalar = xkb_keysym_to_utf32(symbols[0])
        guard scalar >= 0x20, scalar != 0x7F, let unicode = Unicode.Scalar(scalar) else { return nil }
        return String(Character(unicode))
    }

    /// The letter keys of one row of the keyboard (`codes`, Linux key codes left to
    /// right), with what each types alone and with Shift: only keys whose unshifted symbol
    /// is a letter, so a German row has ü and an AZERTY row starts with a, while the
    /// punctuation and dead keys of the row stay off.
    public func letterKeys(codes: ClosedRange<UInt16>) -> [(code: UInt16, lower: String, upper: String)] {
        var keys: [(code: UInt16, lower: String, upper: String)] = []
        for code in codes {
            guard let lower = keycap(code: code, level: 0), lower.unicodeScalars.first?.properties.isAlphabetic == true else { continue }
            keys.append((code, lower, keycap(code: code, level: 1) ?? lower.uppercased()))
        }
        return keys
    }
}
