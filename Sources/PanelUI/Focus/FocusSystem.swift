import PanelBase

/// Which view has focus in one view graph, and how keys, a keypad and a dial move it.
///
/// Focusable views are those marked `.focusable()` and the controls (buttons, toggles,
/// stepper halves) that are enabled, in the topmost layer (an alert's buttons while it is
/// up). Tab and Shift-Tab, and a dial's detents, go through them in the order they are
/// drawn; arrows go to the nearest one that way on screen; Return and Space activate the
/// focused control; Escape lets go of focus. A key first goes to the `.onKeyPress`
/// handlers around the focused view, innermost first, then to `.keyboardShortcut`s.
@MainActor
final class FocusSystem {
    /// The focused view: a focusable modifier's node or a control's.
    private(set) weak var focused: ViewNode?
    /// Whether the focus ring shows: focus moved by keys or a dial shows it; a touch hides it.
    private(set) var showsRing = false
    /// Whether a dial's turns change the focused control's value instead of moving focus
    /// (its press starts and ends this, as in LVGL's encoder mode).
    private(set) var isEditing = false
    private unowned let graph: ViewGraph

    init(graph: ViewGraph) { self.graph = graph }

    // MARK: Candidates

    /// Every view focus can go to, in drawing order.
    func candidates() -> [ViewNode] {
        var found: [ViewNode] = []
        FocusSystem.collect(from: graph.focusRoot, into: &found, firstOnly: false)
        return found
    }

    /// The first view focus can go to at or below `node`.
    static func firstCandidate(in node: ViewNode) -> ViewNode? {
        var found: [ViewNode] = []
        collect(from: node, into: &found, firstOnly: true)
        return found.first
    }

    private static func collect(from node: ViewNode, into found: inout [ViewNode], firstOnly: Bool) {
        if firstOnly, !found.isEmpty { return }
        guard node.environment.isEnabled else { return }
        if let focusable = node as? FocusableNode, let isFocusable = focusable.isFocusable {
            // `.focusable(false)` hides the controls inside too.
            guard isFocusable else { return }
            found.append(node)
            return
        }
        if let composite = node as? CompositeNode, composite.view is KeyActivatable || composite.view is KeyAdjustable {
            found.append(node)
            return
        }
        for child in node.children { collect(from: child, into: &found, firstOnly: firstOnly) }
    }

    /// The `.focused` bindings that name `target`: those whose first candidate it is.
    func bindings(naming target: ViewNode) -> [FocusBinding] {
        var result: [FocusBinding] = []
        var node: ViewNode? = target
        while let current = node {
            if let focusable = current as? FocusableNode, let binding = focusable.binding,
               current === target || FocusSystem.firstCandidate(in: current) === target {
                result.append(binding)
            }
            node = current.parent
        }
        return result
    }

    // MARK: Moving focus

    /// Focuses `target` (nil: nothing), writing the `FocusState`s of the view that had
    /// focus and of the one that takes it, after the current update.
    func move(to target: ViewNode?, showingRing: Bool) {
        let previous = focused
        let ringChanged = showingRing != showsRing
        showsRing = showingRing && target != nil
        guard previous !== target else {
            if ringChanged { graph.needsUpdate = true }
            return
        }
        focused = target
        isEditing = false
        let released = previous.map { bindings(naming: $0) } ?? []
        let taken = target.map { bindings(naming: $0) } ?? []
        for binding in released { binding.unname() }
        for binding in taken { binding.name() }
        // The environment's `isFocused` below each changes: their parents run again.
        for node in [previous, target].compactMap({ $0 }) { FocusSystem.enclosingBody(of: node)?.markDirty() }
        graph.needsUpdate = true
        // A text field taking focus brings up the on-screen keyboard; focus going elsewhere
        // takes it away.
        if let target, OnScreenKeyboard.isTextInput(target) {
            graph.keyboard.focusMoved(to: target)
        } else {
            graph.keyboardIfMade?.focusMoved(to: target)
        }
    }

    /// The focused view (or the one holding it) left the tree: nothing has focus, and the
    /// states that named it say so.
    func viewLeft() {
        guard let node = focused else { return }
        let released = bindings(naming: node)
        focused = nil
        showsRing = false
        graph.keyboardIfMade?.focusMoved(to: nil)
        graph.enqueue { for binding in released { binding.unname() } }
    }

    /// A touch went down: the ring hides until keys move focus again.
    func touchBegan() {
        guard showsRing else { return }
        showsRing = false
        graph.needsUpdate = true
    }

    private static func enclosingBody(of node: ViewNode) -> CompositeNode? {
        var current = node.parent
        while let candidate = current {
            if let composite = candidate as? CompositeNode { return composite }
            current = candidate.parent
        }
        return nil
    }

    /// Moves focus `steps` candidates on in drawing order (back when negative), wrapping
    /// around; from nothing, to the first (or the last).
    func advance(by steps: Int) {
        let all = candidates()
        guard !all.isEmpty, steps != 0 else { return }
        let index: Int
        if let focused, let current = all.firstIndex(where: { $0 === focused }) {
            index = ((current + steps) % all.count + all.count) % all.count
        } else {
            index = steps > 0 ? Swift.min(steps - 1, all.count - 1) : Swift.max(0, all.count + steps)
        }
        move(to: all[index], showingRing: true)
    }

    /// Moves focus to the nearest candidate in `direction` on screen; from nothing, to the
    /// first. Returns false when none lies that way.
    @discardableResult
    func move(toward direction: FocusDirection) -> Bool {
        let all = candidates()
        guard let focused, all.contains(where: { $0 === focused }) else {
            guard let first = all.first else { return false }
            move(to: first, showingRing: true)
            return true
        }
        let from = focused.screenFrame
        var best: (node: ViewNode, score: Int64)?
        for candidate in all where candidate !== focused {
            guard let score = direction.score(from: from, to: candidate.screenFrame) else { continue }
            if best.map({ score < $0.score }) ?? true { best = (candidate, score) }
        }
        guard let best else { return false }
        move(to: best.node, showingRing: true)
        return true
    }

    /// Activates the focused control, as a tap would. Returns false when it is not one.
    func activateFocused() -> Bool {
        guard let focused else { return false }
        if let control = (focused as? CompositeNode)?.view as? KeyActivatable {
            control.activate()
            return true
        }
        // A focusable view activates the first control inside it.
        if let inner = (focused as? FocusableNode)?.content, let control = FocusSystem.firstControl(in: inner) {
            control.activate()
            return true
        }
        return false
    }

    private static func firstControl(in node: ViewNode) -> KeyActivatable? {
        if let control = (node as? CompositeNode)?.view as? KeyActivatable { return control }
        for child in node.children {
            if let found = firstControl(in: child) { return found }
        }
        return nil
    }
}

/// Which way an arrow key moves focus.
enum FocusDirection {
    case up, down, left, right

    /// How far `to` lies from `from` this way (the gap along it, and twice the offset
    /// across it), or nil when it does not lie this way.
    func score(from: FixedRect, to: FixedRect) -> Int64? {
        let along: Fixed, across: Fixed
        switch self {
        case .down:
            guard to.midY > from.midY, to.minY >= from.midY else { return nil }
            along = to.minY - from.maxY; across = to.midX - from.midX
        case .up:
            guard to.midY < from.midY, to.maxY <= from.midY else { return nil }
            along = from.minY - to.maxY; across = to.midX - from.midX
        case .right:
            guard to.midX > from.midX, to.minX >= from.midX else { return nil }
            along = to.minX - from.maxX; across = to.midY - from.midY
        case .left:
            guard to.midX < from.midX, to.maxX <= from.midX else { return nil }
            along = from.minX - to.maxX; across = to.midY - from.midY
        }
        return Int64(Swift.max(.zero, along).raw) + 2 * Int64(abs(across.raw))
    }
}

/// A control that Return, Space or a dial's press activates when it has focus.
@MainActor
protocol KeyActivatable {
    func activate()
}

extension FocusSystem {
    /// Delivers a key press: to the `.onKeyPress` handlers around the focused view,
    /// innermost first, then the keyboard shortcuts, then focus navigation. Returns false
    /// when nothing took it.
    func handle(_ press: KeyPress) -> Bool {
        for handler in keyPressHandlers() where handler.handle(press) == .handled { return true }
        if let control = shortcutControl(for: press) {
            control.activate()
            return true
        }
        guard press.phase != .up else { return focused != nil }
        switch press.key {
        case .tab:
            advance(by: press.modifiers.contains(.shift) ? -1 : 1)
            return !candidates().isEmpty
        case .upArrow: return move(toward: .up)
        case .downArrow: return move(toward: .down)
        case .leftArrow, .rightArrow:
            if let adjustable = focusedAdjustable {
                adjustable.adjust(by: press.key == .leftArrow ? -1 : 1)
                return true
            }
            return move(toward: press.key == .leftArrow ? .left : .right)
        case .return, .space:
            guard press.phase == .down else { return focused != nil }
            if focused == nil { return false }
            showsRing = true
            if focusedAdjustable != nil {
                isEditing.toggle()
                graph.needsUpdate = true
                return true
            }
            return activateFocused()
        case .escape:
            guard focused != nil else { return false }
            move(to: nil, showingRing: false)
            return true
        default:
            return false
        }
    }

    /// The `.onKeyPress` handlers a key meets, innermost first: those on the focused view
    /// itself (modifiers inside its `.focusable`, down its chain of modifiers), then those
    /// around it.
    private func keyPressHandlers() -> [KeyPressHandler] {
        guard let focused else { return [] }
        var inner: [KeyPressHandler] = []
        var node: ViewNode? = (focused as? ModifierNode)?.content
        while let current = node as? ModifierNode {
            if let handler = (current as? KeyPressNode)?.handler { inner.append(handler) }
            node = current.content
        }
        var outer: [KeyPressHandler] = []
        node = focused
        while let current = node {
            if let handler = (current as? KeyPressNode)?.handler { outer.append(handler) }
            node = current.parent
        }
        return inner.reversed() + outer
    }

    /// A dial turned `detents` (or a keypad's wheel): focus moves that many views on.
    func turn(by detents: Int) -> Bool {
        if isEditing, let adjustable = focusedAdjustable {
            adjustable.adjust(by: detents)
            return true
        }
        guard !candidates().isEmpty else { return false }
        advance(by: detents)
        return true
    }

    /// The focused control when keys change its value.
    private var focusedAdjustable: KeyAdjustable? { (focused as? CompositeNode)?.view as? KeyAdjustable }

    /// The control of the first `.keyboardShortcut` that `press` is, in the focus layer.
    private func shortcutControl(for press: KeyPress) -> KeyActivatable? {
        var stack: [ViewNode] = [graph.focusRoot]
        while let node = stack.popLast() {
            guard node.environment.isEnabled else { continue }
            if let shortcut = node as? KeyboardShortcutNode, shortcut.shortcut?.matches(press) == true, let control = shortcut.control {
                return control
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}

extension FocusSystem {
    /// The ring around the focused view while keys or a dial move focus: 2 px of the
    /// accent colour, 3 px outside the view, drawn above everything.
    var ring: (item: DisplayItem, bounds: FixedRect)? {
        guard showsRing, let focused, focused.isInGraph, focused.environment.isFocusEffectEnabled else { return nil }
        let frame = focused.screenFrame
        guard !frame.isEmpty else { return nil }
        let outset = Fixed(4)
        let rect = frame.insetBy(dx: -outset, dy: -outset)
        let color = (focused.environment.tint ?? Color.accentColor).pixelColor
        // Thicker while a dial changes the value.
        let width = Fixed(isEditing ? 4 : 2)
        return (.stroke(.roundedRectangle(cornerRadius: Fixed(8)), rect: rect, color: color, lineWidth: width), rect)
    }
}

extension Button: KeyActivatable {
    func activate() { action() }
}

extension Toggle: KeyActivatable {
    func activate() { isOn.wrappedValue.toggle() }
}

extension StepperSegment: KeyActivatable {
    func activate() { action?() }
}
