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

/// What the touch and the layout of a field last were: the layout, scroll offset,
/// viewport, handles and menu a touch is measured against, kept between bodies (not
/// state: changing them redraws nothing by itself).
@MainActor
final class EditableTextMemory {
    var layout: TextEditingLayout?
    var scrollX = 0
    var scrollY = 0
    var lastTap: (time: MonotonicTime, index: Int)?
    /// Where the text's viewport stands on screen (touches arrive in screen coordinates).
    var viewportOrigin = FixedPoint.zero
    /// The selection handles and the edit menu as last drawn (nil: not shown).
    var handles: SelectionHandles?
    var menu: TextEditMenu?
    /// The handle a finger drags, and how far below its line's middle the finger holds it.
    var dragged: (end: SelectionHandles.End, dy: Int)?
    var now: () -> MonotonicTime = { .zero }
    var environment = EnvironmentValues()
}

/// What `TextField`, `SecureField` and `TextEditor` show and do: the text (or prompt)
/// with a blinking caret while focused and the selection in the tint; a tap places the
/// caret, a drag moves it, a double tap or a long press selects a word and shows its
/// handles and the edit menu (`EditableTextPointer`); typed keys edit
/// (`EditableTextKeys`). A text longer than the field scrolls inside it to keep the caret
/// in sight (`EditableTextViewport`).
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
    /// Whether the edit menu shows (after a long press, a double tap, a tap on the selection).
    @State var showsMenu = false
    /// Whether the selection was made by touch, so its handles show.
    @State var showsHandles = false
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
            // The whole frame takes touches, and so do the handles and the menu drawn past it.
            .gesture(TextPointerGesture(grabs: { point in grabHandle(at: point) }, action: { action in pointer(action) }))
            .onKeyPress(phases: [.down, .repeat]) { press in edit(with: press) }
            .focusable(interactions: .edit)
            .focused($isFocused)
            .onChange(of: isFocused) { _, focused in
                if !focused {
                    leaveEditing()
                    showsMenu = false
                    showsHandles = false
                }
            }
            // For the on-screen keyboard: a secure field starts no capitals by itself.
            .environment(\.isSecureTextEntry, isSecure)
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
