import PanelBase

/// How an editable text lays out its lines.
enum EditableTextMode: Equatable {
    /// One line (`TextField`): Return submits, Up and Down go on to focus navigation.
    case singleLine
    /// A field that grows downwards with its lines (`TextField(_:text:axis: .vertical)`),
    /// between the line limits in the environment; Return starts a new line.
    case growing
    /// As tall as it is offered (`TextEditor`), scrolling its lines.
    case editor
}

/// A value a field edits as text (`TextField(_:value:format:)`, made by the `SwiftUI`
/// module, which has Foundation's format styles): shown formatted, parsed when Return is
/// typed or focus leaves.
public struct _TextFieldFormatting {
    let format: @MainActor (EnvironmentValues) -> String
    let parse: @MainActor (String, EnvironmentValues) -> Void

    public init(format: @escaping @MainActor (EnvironmentValues) -> String,
                 parse: @escaping @MainActor (String, EnvironmentValues) -> Void) {
        self.format = format
        self.parse = parse
    }
}

/// What the touch and the layout of a field last were: the layout and scroll offset a
/// touch is measured against, kept between bodies (not state: changing them redraws
/// nothing by itself).
@MainActor
final class EditableTextMemory {
    var layout: TextEditingLayout?
    var scrollX = 0
    var scrollY = 0
    var lastTap: (time: MonotonicTime, index: Int)?
    var now: () -> MonotonicTime = { .zero }
    var environment = EnvironmentValues()
}

/// What `TextField`, `SecureField` and `TextEditor` show and do: the text (or prompt)
/// with a blinking caret while focused and the selection in the tint; a tap places the
/// caret, a drag moves it, a double tap selects a word; typed keys edit
/// (`EditableTextKeys`). A text longer than the field scrolls inside it to keep the caret
/// in sight.
struct EditableText: View {
    let text: Binding<String>
    let prompt: Text?
    let isSecure: Bool
    var mode = EditableTextMode.singleLine
    var formatting: _TextFieldFormatting?
    /// The selection the app reads and sets (`TextField(_:text:selection:)`).
    var selection: Binding<TextSelection?>?
    @FocusState var isFocused: Bool
    @State var caret: Int?
    @State var anchor: Int?
    /// A formatted field's text while it is edited.
    @State var draft: String?
    @State var history = TextUndoHistory()
    /// Counts edits and caret moves: the caret shows solid after each.
    @State var moves = 0
    @State var memory = EditableTextMemory()
    @Environment(\.textFieldStyleKind) var style
    @Environment(\.submitActions) var submitActions
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.tint) var tint
    @Environment(\.lineLimit) var lineLimit
    @Environment(\.lineLimitReservesSpace) var reservesSpace
    @Environment(\.lineLimitMinimum) var lineLimitMinimum

    /// The text as it stands: the binding's, or a formatted field's draft or value.
    var currentText: String {
        guard let formatting else { return text.wrappedValue }
        return draft ?? formatting.format(memory.environment)
    }

    /// The text, caret and selection as they stand (the caret at the end until placed).
    var editing: TextEditingState {
        let text = currentText
        let own = TextEditingState(text: text, caret: caret, anchor: anchor ?? caret)
        // The app's selection when it set one other than the field's own.
        guard let range = selection?.wrappedValue?.characterRange(in: text), range != own.selection else { return own }
        return TextEditingState(text: text, caret: range.upperBound, anchor: range.lowerBound)
    }

    var framed: Bool { style == .roundedBorder || mode == .editor }

    var body: some View {
        TextEditingContextReader { context in
            memory.now = context.now
            memory.environment = context.environment
            return lines(in: context)
        }
            .frame(maxWidth: .infinity, maxHeight: mode == .editor ? .infinity : nil, alignment: .topLeading)
            .frame(minHeight: 22)
            .padding(.horizontal, framed ? 8 : 0)
            .padding(.vertical, framed ? 6 : 0)
            .background(border)
            .contentShape(Rectangle())
            .gesture(TextPointerGesture { action in pointer(action) })
            .onKeyPress(phases: [.down, .repeat]) { press in edit(with: press) }
            .focusable(interactions: .edit)
            .focused($isFocused)
            .onChange(of: isFocused) { _, focused in
                if !focused { leaveEditing() }
            }
            // For the on-screen keyboard: a secure field starts no capitals by itself.
            .environment(\.isSecureTextEntry, isSecure)
    }

    /// What is drawn for the text: a secure field's dots, one line for a field of one.
    private func shown(_ text: String) -> String {
        if isSecure { return String(repeating: "•", count: text.count) }
        if mode == .singleLine, text.contains("\n") { return String(text.map { $0 == "\n" ? " " : $0 }) }
        return text
    }

    /// How many lines the field shows: its text's, within the line limits.
    private func visibleLines(_ count: Int) -> Int {
        switch mode {
        case .singleLine: return 1
        case .editor: return count
        case .growing:
            let lowest = lineLimitMinimum ?? (reservesSpace ? lineLimit ?? 1 : 1)
            return Swift.max(lowest, Swift.min(count, lineLimit ?? Int.max))
        }
    }

    @ViewBuilder private func lines(in context: TextEditingContext) -> some View {
        let state = editing
        let shownText = shown(state.text)
        let lineHeight = context.lineHeight
        if mode == .editor {
            // An editor wraps its lines at its width.
            GeometryReader { proxy in
                let width = Fixed(proxy.size.width).raw
                let layout = TextEditingLayout(shown: shownText, lineHeight: lineHeight, wrapWidth: Swift.max(Fixed.scale, width - 2 * Fixed.scale),
                                               stops: context.caretStops)
                viewport(layout: layout, state: state, width: width, height: Fixed(proxy.size.height).raw)
            }
        } else {
            let layout = TextEditingLayout(shown: shownText, lineHeight: lineHeight, stops: context.caretStops)
            GeometryReader { proxy in
                viewport(layout: layout, state: state, width: Fixed(proxy.size.width).raw, height: Fixed(proxy.size.height).raw)
            }
            .frame(height: CGFloat(Fixed(raw: visibleLines(layout.lines.count) * lineHeight).doubleValue))
        }
    }

    /// The lines inside the field's frame, scrolled to keep the caret in sight.
    private func viewport(layout: TextEditingLayout, state: TextEditingState, width: Int, height: Int) -> some View {
        memory.layout = layout
        let caret = layout.caretPosition(at: state.caret)
        let caretWidth = 2 * Fixed.scale
        if isFocused {
            if caret.x + caretWidth - memory.scrollX > width { memory.scrollX = caret.x + caretWidth - width }
            if caret.x < memory.scrollX { memory.scrollX = caret.x }
            if caret.y + layout.lineHeight - memory.scrollY > height { memory.scrollY = caret.y + layout.lineHeight - height }
            if caret.y < memory.scrollY { memory.scrollY = caret.y }
        }
        memory.scrollX = Swift.max(0, Swift.min(memory.scrollX, layout.width + caretWidth - width))
        memory.scrollY = Swift.max(0, Swift.min(memory.scrollY, layout.height - height))
        let dx = -CGFloat(Fixed(raw: memory.scrollX).doubleValue), dy = -CGFloat(Fixed(raw: memory.scrollY).doubleValue)
        func points(_ raw: Int) -> CGFloat { CGFloat(Fixed(raw: raw).doubleValue) }
        let selection = isFocused && state.hasSelection ? layout.selectionRects(state.selection) : []
        return ZStack(alignment: .topLeading) {
            ForEach(selection.indices, id: \.self) { index in
                let rect = selection[index]
                Rectangle().fill((tint ?? .accentColor).opacity(0.25))
                    .frame(width: points(rect.width), height: points(layout.lineHeight))
                    .offset(x: points(rect.x) + dx, y: points(rect.y) + dy)
            }
            if state.text.isEmpty {
                (prompt ?? Text("")).foregroundStyle(.secondary).lineLimit(1)
            } else {
                Text(verbatim: layout.drawnText).lineLimit(nil).multilineTextAlignment(.leading).fixedSize().offset(x: dx, y: dy)
            }
            if isFocused, !state.hasSelection {
                BlinkingCaret(height: points(layout.lineHeight), restart: moves)
                    .offset(x: points(caret.x) + dx, y: points(caret.y) + dy)
            }
        }
        .frame(width: points(width), height: points(height), alignment: .topLeading)
        .clipped()
    }

    @ViewBuilder private var border: some View {
        if framed {
            RoundedRectangle(cornerRadius: 6).strokeBorder(Color(white: isFocused ? 0.45 : 0.75), lineWidth: 1)
        }
    }

    /// A tap focuses the field and places the caret where it lands (a second tap there
    /// soon after selects the word); a drag moves the caret.
    private func pointer(_ action: TextPointerAction) {
        guard isEnabled, let layout = memory.layout else { return }
        let inset = framed ? CGPoint(x: 8, y: 6) : .zero
        func index(at point: CGPoint) -> Int {
            layout.index(atX: Fixed(point.x - inset.x).raw + memory.scrollX, y: Fixed(point.y - inset.y).raw + memory.scrollY)
        }
        var state = editing
        switch action {
        case .tap(let point, let time):
            let tapped = index(at: point)
            if let last = memory.lastTap, time - last.time < 400_000_000, abs(last.index - tapped) <= 1 {
                state.selectWord(at: tapped)
                memory.lastTap = nil
            } else {
                state.moveCaret(to: tapped)
                memory.lastTap = (time, tapped)
            }
        case .drag(let point):
            state.moveCaret(to: index(at: point))
        }
        isFocused = true
        place(state)
    }

    /// Keeps the caret and selection of `state` (the text is written separately).
    func place(_ state: TextEditingState) {
        if state.caret != caret || state.anchor != (anchor ?? caret) { moves += 1 }
        caret = state.caret
        anchor = state.anchor
        if let selection {
            let chosen = TextSelection(characters: state.selection, in: state.text)
            if selection.wrappedValue != chosen { selection.wrappedValue = chosen }
        }
    }

    /// Focus left: a formatted field parses its text into the value; the selection goes.
    func leaveEditing() {
        commitDraft()
        anchor = caret
    }

    /// Parses a formatted field's text into its value; the field then shows it formatted.
    func commitDraft() {
        guard let formatting, let draft else { return }
        formatting.parse(draft, memory.environment)
        self.draft = nil
        caret = nil
        anchor = nil
    }
}
