import CXkbcommon

/// The keys that type a character on a layout: its key, and whether Shift or AltGr (the
/// third level) is held for it. Scripts type text with it (`type "Straße"`).
public struct KeyChord: Hashable, Sendable {
    public var code: UInt16
    public var shift: Bool
    public var altGr: Bool
}

extension KeyboardLayout {
    /// Linux key codes of the keys that hold Shift and AltGr.
    public static let leftShiftCode: UInt16 = 42
    public static let altGrCode: UInt16 = 100

    /// The keys that type `character` on this layout with the fewest modifiers; nil when
    /// no key of it types that character (a character of another script, or one the
    /// layout makes with a dead key).
    public func chord(typing character: Character) -> KeyChord? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        let shiftIndex = xkb_keymap_mod_get_index(keymap, "Shift")
        let levelThreeIndex = xkb_keymap_mod_get_index(keymap, "Mod5")
        var best: KeyChord?
        var bestCost = Int.max
        for keycode in xkb_keymap_min_keycode(keymap)...Swift.min(xkb_keymap_max_keycode(keymap), 255) where keycode >= 8 {
            let levels = xkb_keymap_num_levels_for_key(keymap, keycode, 0)
            guard levels > 0 else { continue }
            for level in 0..<levels {
                var symbols: UnsafePointer<xkb_keysym_t>?
                let count = xkb_keymap_key_get_syms_by_level(keymap, keycode, 0, level, &symbols)
                guard count == 1, let symbols, xkb_keysym_to_utf32(symbols[0]) == scalar.value else { continue }
                var masks = [xkb_mod_mask_t](repeating: 0, count: 8)
                let maskCount = xkb_keymap_key_get_mods_for_level(keymap, keycode, 0, level, &masks, masks.count)
                for mask in masks.prefix(Int(maskCount)) {
                    let shift = shiftIndex != XKB_MOD_INVALID && mask & (1 << shiftIndex) != 0
                    let altGr = levelThreeIndex != XKB_MOD_INVALID && mask & (1 << levelThreeIndex) != 0
                    // Only Shift and AltGr can be held by a script; fewer is better.
                    let other = mask & ~((shiftIndex != XKB_MOD_INVALID ? 1 << shiftIndex : 0) | (levelThreeIndex != XKB_MOD_INVALID ? 1 << levelThreeIndex : 0))
                    guard other == 0 else { continue }
                    let cost = (shift ? 1 : 0) + (altGr ? 2 : 0)
                    if cost < bestCost {
                        best = KeyChord(code: UInt16(keycode - 8), shift: shift, altGr: altGr)
                        bestCost = cost
                    }
                }
            }
        }
        return best
    }
}
