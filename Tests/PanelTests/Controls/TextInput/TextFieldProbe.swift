@testable import PanelBase
@testable import PanelUI

/// The text a test's field edits, outside the view (read back after each key).
@MainActor
final class EditedText {
    var text: String
    init(_ text: String) { self.text = text }
    var binding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
}

/// A field alone near the top of the screen, 200 px wide, drawn with real fonts.
@MainActor
struct ProbeField: View {
    let edited: EditedText
    var width: CGFloat = 200

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Note", text: edited.binding).textFieldStyle(.roundedBorder).frame(width: width)
            Spacer()
        }
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// Touches, keys and what is drawn, for text field tests.
@MainActor
extension KeyTyping {
    static let backspace: UInt16 = 14, leftControl: UInt16 = 29, home: UInt16 = 102, end: UInt16 = 107, z: UInt16 = 44
    static let x: UInt16 = 45, c: UInt16 = 46, v: UInt16 = 47
    static let letters: [Character: UInt16] = ["q": 16, "w": 17, "e": 18, "r": 19, "t": 20, "y": 21, "u": 22, "i": 23, "o": 24,
                                               "p": 25, "a": 30, "s": 31, "d": 32, "f": 33, "g": 34, "h": 35, "j": 36, "k": 37,
                                               "l": 38, "z": 44, "x": 45, "c": 46, "v": 47, "b": 48, "n": 49, "m": 50, " ": 57]

    mutating func type(_ text: String) {
        for character in text { tap(KeyTyping.letters[character]!) }
    }

    /// `code` with `modifiers` held.
    mutating func chord(_ modifiers: [UInt16], _ code: UInt16) {
        for modifier in modifiers { press(modifier) }
        tap(code)
        for modifier in modifiers.reversed() { release(modifier) }
        host.update(at: time)
    }

    /// Lets `nanoseconds` pass on the host.
    mutating func wait(_ nanoseconds: Int64) {
        advance(nanoseconds)
        host.advance(to: time)
        host.update(at: time)
    }

    mutating func touch(_ points: [FixedPoint]) {
        guard let first = points.first, let last = points.last else { return }
        advance(5_000_000)
        host.send(PointerEvent(pointer: 1, phase: .began, location: first, timestamp: time))
        for point in points.dropFirst() {
            advance(5_000_000)
            host.send(PointerEvent(pointer: 1, phase: .moved, location: point, timestamp: time))
        }
        advance(5_000_000)
        host.send(PointerEvent(pointer: 1, phase: .ended, location: last, timestamp: time))
        host.update(at: time)
    }

    mutating func tap(at point: FixedPoint) { touch([point]) }

    /// A finger held still at `point` for `nanoseconds` (a long press), then lifted.
    mutating func hold(at point: FixedPoint, for nanoseconds: Int64 = 700_000_000) {
        advance(5_000_000)
        host.send(PointerEvent(pointer: 1, phase: .began, location: point, timestamp: time))
        host.update(at: time)
        wait(nanoseconds)
        advance(5_000_000)
        host.send(PointerEvent(pointer: 1, phase: .ended, location: point, timestamp: time))
        host.update(at: time)
    }
}

@MainActor
extension ViewHost {
    /// The caret: a 2 px wide square fill drawn visible (a handle's bar has round ends).
    var caretRect: FixedRect? {
        displayList.entries.compactMap { entry -> FixedRect? in
            if case .fill(.rectangle, let rect, let color) = entry.item, rect.width == Fixed(2), color.argb >> 24 > 0 { return rect }
            return nil
        }.first
    }

    /// The selection handles' round knobs, left to right.
    var handleKnobs: [FixedRect] {
        displayList.entries.compactMap { entry -> FixedRect? in
            if case .fill(.ellipse, let rect, _) = entry.item, rect.width == SelectionHandles.knob { return rect }
            return nil
        }.sorted { $0.minX < $1.minX }
    }

    /// Fills drawn see-through (the selection's tint at a quarter).
    var selectionRects: [FixedRect] {
        displayList.entries.compactMap { entry -> FixedRect? in
            if case .fill(_, let rect, let color) = entry.item, color.argb >> 24 > 0, color.argb >> 24 < 0x80 { return rect }
            return nil
        }
    }

    /// The edit menu's labels, left to right, when it is drawn.
    var editMenuTitles: [String] {
        let titles = Set(TextEditCommand.allCases.map(\.title))
        return displayList.texts.filter { titles.contains($0.string) }.sorted { $0.baselineOrigin.x < $1.baselineOrigin.x }.map(\.string)
    }

    /// Where the edit menu draws `title`: the middle of its label.
    func editMenuPoint(_ title: String) -> FixedPoint? {
        displayList.texts.first { $0.string == title }.map { FixedPoint(x: $0.baselineOrigin.x + Fixed(8), y: $0.baselineOrigin.y - Fixed(5)) }
    }

    /// Where the run of `string` starts on its baseline.
    func origin(of string: String) -> FixedPoint? { displayList.texts.first { $0.string == string }?.baselineOrigin }
}

/// A selection an app holds for `TextField(_:text:selection:)`.
@MainActor
final class HeldSelection {
    var selection: TextSelection?
    var binding: Binding<TextSelection?> { Binding(get: { self.selection }, set: { self.selection = $0 }) }
}
