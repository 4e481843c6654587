/// Linux key codes by the names <linux/input-event-codes.h> gives them (without KEY_),
/// for touch scripts' `key` command: `key ENTER`, `key LEFTCTRL+S`. CTRL, SHIFT, ALT and
/// ALTGR name the left control, shift and alt and the right alt.
enum LinuxKeyNames {
    static func code(named name: String) -> UInt16? {
        let upper = name.uppercased()
        if let code = named[upper] { return code }
        if upper.count == 1, let character = upper.first {
            if let index = "QWERTYUIOP".firstIndex(of: character) { return 16 + UInt16("QWERTYUIOP".distance(from: "QWERTYUIOP".startIndex, to: index)) }
            if let index = "ASDFGHJKL".firstIndex(of: character) { return 30 + UInt16("ASDFGHJKL".distance(from: "ASDFGHJKL".startIndex, to: index)) }
            if let index = "ZXCVBNM".firstIndex(of: character) { return 44 + UInt16("ZXCVBNM".distance(from: "ZXCVBNM".startIndex, to: index)) }
            if let digit = character.wholeNumberValue { return digit == 0 ? 11 : UInt16(1 + digit) }
        }
        if upper.hasPrefix("F"), let number = Int(upper.dropFirst()), (1...12).contains(number) {
            return number <= 10 ? UInt16(58 + number) : UInt16(87 + number - 11)
        }
        if let number = UInt16(name), number > 0, number < 0x300 { return number }
        return nil
    }

    private static let named: [String: UInt16] = [
        "ESC": 1, "MINUS": 12, "EQUAL": 13, "BACKSPACE": 14, "TAB": 15, "LEFTBRACE": 26, "RIGHTBRACE": 27,
        "ENTER": 28, "LEFTCTRL": 29, "CTRL": 29, "SEMICOLON": 39, "APOSTROPHE": 40, "GRAVE": 41, "LEFTSHIFT": 42,
        "SHIFT": 42, "BACKSLASH": 43, "COMMA": 51, "DOT": 52, "SLASH": 53, "RIGHTSHIFT": 54, "KPASTERISK": 55,
        "LEFTALT": 56, "ALT": 56, "SPACE": 57, "CAPSLOCK": 58, "NUMLOCK": 69, "KPENTER": 96, "RIGHTCTRL": 97,
        "RIGHTALT": 100, "ALTGR": 100, "HOME": 102, "UP": 103, "PAGEUP": 104, "LEFT": 105, "RIGHT": 106, "END": 107,
        "DOWN": 108, "PAGEDOWN": 109, "INSERT": 110, "DELETE": 111, "LEFTMETA": 125, "RIGHTMETA": 126, "MENU": 139,
        "BACK": 158, "OK": 352, "SELECT": 0x161,
    ]
}
