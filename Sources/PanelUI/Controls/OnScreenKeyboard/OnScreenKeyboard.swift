import PanelBase

/// The on-screen keyboard of one view graph: shown while a text field has focus on a panel
/// without a hardware keyboard, it slides up from the bottom above everything, and the
/// screen's safe area loses its height, so content laid out in the safe area shrinks and a
/// scroll view brings the field into sight. Made when a text field first takes focus: a
/// panel whose fields never do spends nothing on it.
///
/// Its keys are read from the panel's keyboard layout (`LetterRows`); what they type goes
/// to the focused field as key presses, through the same path as a hardware keyboard's.
@MainActor
final class OnScreenKeyboard {
    unowned(unsafe) let graph: ViewGraph

    /// The field typed into (the focusable node of a text field).
    private(set) weak var target: ViewNode?
    private(set) var isShown = false
    /// When the keyboard, sliding away, leaves the tree.
    private(set) var retiresAt: MonotonicTime?
    /// Whether what the keyboard shows changed since the root last built it.
    var changed = false
    /// Whether the field should be scrolled into sight after the next layout.
    var needsScrollIntoView = false
    /// A field to let go of focus after the next update, unless focus moved meanwhile
    /// (Return pressed, or a tap outside the keyboard and the field).
    weak var releaseAfterUpdate: ViewNode?

    /// The letters the keys show: the layout's, or Latin ones where the field wants them.
    private(set) var letters = LetterRows.withoutLayout
    private var layoutLetters = LetterRows.withoutLayout
    private var madeLetters = false
    private(set) var keyboardType = UIKeyboardType.default
    private(set) var enterLabel = SubmitLabel.return
    private(set) var autocapitalization: TextInputAutocapitalization?
    var pageKind = KeyboardPageKind.letters { didSet { if pageKind != oldValue { redraw() } } }
    var shift = ShiftState() { didSet { if shift != oldValue { redraw() } } }
    /// The key under the finger, drawn pressed.
    var pressed: KeyboardGeometry.Placed? { didSet { if pressed != oldValue { redraw() } } }
    /// The accents offered by a long press, and the one the finger is on.
    var popup: AccentPopup? { didSet { if popup != oldValue { redraw() } } }
    /// Pinyin being typed, with its candidates (a Chinese layout).
    var pinyin: PinyinComposition? { didSet { if pinyin != oldValue { redraw() } } }
    /// The touch on the keys now.
    var touch: KeyboardTouch?
    /// The last characters typed, for capitals at a word's or sentence's start.
    var recentlyTyped = ""
    /// A touch beside the keyboard that may be a tap letting go of the field.
    var outsideTap: KeyboardOutsideTap?
    /// Counts touches on the keys.
    var touchSerial = 0

    /// How the keyboard slides in and out, and the content makes room for it.
    static let animation = Animation.easeOut(duration: 0.25)
    static let retirementDelay: Int64 = 300_000_000

    init(graph: ViewGraph) { self.graph = graph }

    /// Whether a keyboard may show now.
    var isWanted: Bool {
        graph.keyboardMode == .always || (graph.keyboardMode == .automatic && !graph.hasHardwareKeyboard)
    }

    /// The height the safe area loses at the bottom while the keyboard is up.
    var inset: Fixed { isShown ? Fixed(height(screen: graph.size)) : .zero }

    func height(screen: FixedSize) -> Int { KeyboardGeometry.keyboardHeight(screen: screen) }

    // MARK: Showing and hiding

    /// Focus moved to `node` (nil: nowhere): a text field shows the keyboard, set up for its
    /// keyboard type and Return label; anything else hides it.
    func focusMoved(to node: ViewNode?) {
        guard let node, OnScreenKeyboard.isTextInput(node), isWanted else {
            target = nil
            if isShown { hide() }
            return
        }
        let environment = node.environment
        target = node
        keyboardType = environment.keyboardType
        enterLabel = environment.submitLabel
        // As SwiftUI's fields: sentences start with a capital unless told otherwise; a secure
        // field starts none.
        autocapitalization = environment.textInputAutocapitalization ?? (environment.isSecureTextEntry ? .never : .sentences)
        touch = nil
        popup = nil
        pressed = nil
        pinyin = nil
        recentlyTyped = ""
        pageKind = .initial(for: keyboardType)
        shift.reset()
        if !madeLetters {
            madeLetters = true
            layoutLetters = graph.makeKeyboardLayout().map(LetterRows.init(layout:)) ?? .withoutLayout
        }
        letters = layoutLetters.forKeyboardType(keyboardType)
        applyAutocapitalization()
        needsScrollIntoView = true
        if !isShown {
            isShown = true
            retiresAt = nil
            announce(animated: true)
        } else {
            redraw()
        }
    }

    /// Slides the keyboard away (focus has gone, or a hardware key was typed).
    func hide() {
        guard isShown else { return }
        isShown = false
        touch = nil
        popup = nil
        pressed = nil
        pinyin = nil
        retiresAt = graph.time + OnScreenKeyboard.retirementDelay
        announce(animated: true)
    }

    /// Drops the keyboard's node once it has slid away.
    func retire(at time: MonotonicTime) {
        guard let due = retiresAt, due <= time else { return }
        retiresAt = nil
        changed = true
        graph.needsUpdate = true
    }

    /// Whether the keyboard's node belongs in the tree.
    var isInTree: Bool { isShown || retiresAt != nil }

    /// A text field's focusable node: it takes typed keys and nothing else.
    static func isTextInput(_ node: ViewNode) -> Bool { (node as? FocusableNode)?.interactions == .edit }

    /// Marks the keyboard to be built again, in a transaction animating like it when asked.
    private func announce(animated: Bool) {
        graph.stateWillChange?(animated ? Transaction(animation: OnScreenKeyboard.animation) : nil)
        changed = true
        graph.needsUpdate = true
    }

    /// Marks the keyboard to be drawn again (a key pressed, a page turned): no animation.
    func redraw() {
        guard isShown, !changed else { return }
        graph.stateWillChange?(nil)
        changed = true
        graph.needsUpdate = true
    }

    // MARK: After layout

    /// After the layout that made room for the keyboard: the scroll view around the field
    /// scrolls it into sight.
    func scrollTargetIntoView() {
        needsScrollIntoView = false
        guard isShown, let target, target.isInGraph else { return }
        var node = target.parent
        while let current = node {
            if let scroll = current as? ScrollViewNode {
                _ = scroll.scroll(toShow: target.frame, anchor: nil, animation: OnScreenKeyboard.animation, at: graph.time)
                return
            }
            node = current.parent
        }
    }

    /// The end of an update: a field that was to let go of focus does, unless focus moved
    /// (an `.onSubmit` that focuses the next field).
    func updateFinished() {
        guard let release = releaseAfterUpdate else { return }
        releaseAfterUpdate = nil
        guard let focus = graph.focusIfMade, focus.focused === release else { return }
        focus.move(to: nil, showingRing: false)
    }

    // MARK: What is drawn

    private var geometryCache: (key: [AnyHashable], geometry: KeyboardGeometry)?

    /// The keys as laid out now on a screen of `screen`.
    func geometry(screen: FixedSize) -> KeyboardGeometry {
        let width = screen.width.roundedPixels, height = height(screen: screen)
        let showsBar = letters.typesPinyin && pageKind == .letters && PinyinComposition.isAvailable
        let key: [AnyHashable] = [pageKind, shift.isUpper, keyboardType, enterLabel.name, width, height, showsBar]
        if let geometryCache, geometryCache.key == key { return geometryCache.geometry }
        let page = KeyboardPage.make(pageKind, letters: letters, upper: shift.isUpper, type: keyboardType,
                                     enterLabel: enterLabel.name)
        let made = KeyboardGeometry(page: page, width: width, height: height, showsBar: showsBar)
        geometryCache = (key, made)
        return made
    }

    /// What the keyboard view draws now.
    func appearance(screen: FixedSize) -> KeyboardAppearance {
        KeyboardAppearance(geometry: geometry(screen: screen), isShown: isShown, shift: shift.mode, pressed: pressed?.target,
                           popup: popup, pinyin: pinyin, usesAccentColorForEnter: enterLabel != .return)
    }
}
