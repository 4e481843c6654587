import PanelBase

/// A view Panel lists as a control.
@MainActor
protocol ControlDescribing {
    var controlKind: InteractiveElement.Kind { get }
}

/// Lists the views touches can operate, as assistive technology would find them: controls,
/// gesture views and accessibility elements, named by their labels (or the text inside),
/// hidden ones left out.
@MainActor
enum InteractiveElementCollector {
    typealias AdjustableAction = @MainActor (AccessibilityAdjustmentDirection) -> Void

    /// Every control, gesture view and accessibility element under `root`, in drawing order.
    static func collect(from root: ViewNode) -> [InteractiveElement] {
        collectWithActions(from: root).map(\.element)
    }

    /// The elements with their adjustable actions.
    static func collectWithActions(from root: ViewNode) -> [(element: InteractiveElement, adjust: AdjustableAction?)] {
        var elements: [(element: InteractiveElement, adjust: AdjustableAction?)] = []
        visit(root, control: nil, enclosing: AccessibilityProperties(), into: &elements)
        return elements
    }

    /// The buttons and toggles under `root` that can be operated without a touch: each with
    /// a toggle's state and what activating it does (a button's action, a toggle's flip),
    /// named as `collect` names them.
    static func operableControls(from root: ViewNode) -> [(element: InteractiveElement, isOn: Bool?, activate: @MainActor () -> Void)] {
        var found: [(element: InteractiveElement, isOn: Bool?, activate: @MainActor () -> Void)] = []
        func walk(_ node: ViewNode, enclosing: AccessibilityProperties) {
            var enclosing = enclosing
            if let accessibility = node as? AccessibilityNode {
                if accessibility.isHidden { return }
                enclosing = accessibility.properties.filled(from: enclosing)
            }
            if let composite = node as? CompositeNode, let control = composite.view as? ControlDescribing & KeyActivatable,
               control.controlKind == .button || control.controlKind == .toggle {
                let properties = descendantProperties(in: node).filled(from: enclosing)
                let base: AccessibilityTraits = control.controlKind == .toggle ? .isToggle : .isButton
                let made = make(control.controlKind, label: properties.label ?? labelText(in: node) ?? "", node: node,
                                properties: properties, baseTraits: base)
                found.append((made.element, (control as? ToggleStateDescribing)?.toggleIsOn, { control.activate() }))
            }
            for child in node.children { walk(child, enclosing: enclosing) }
        }
        walk(root, enclosing: AccessibilityProperties())
        return found
    }

    private static func visit(_ node: ViewNode, control: (label: String, frame: FixedRect)?, enclosing: AccessibilityProperties,
                              into elements: inout [(element: InteractiveElement, adjust: AdjustableAction?)]) {
        var control = control
        // What the modifiers around a view say names the control or gesture inside it (a text
        // field is listed under its title, not what is typed in it).
        var enclosing = enclosing
        if let accessibility = node as? AccessibilityNode {
            if accessibility.isHidden { return }
            enclosing = accessibility.properties.filled(from: enclosing)
            if let behavior = accessibility.childBehavior, behavior.kind != .contain {
                elements.append(element(for: accessibility, behavior: behavior, enclosing: enclosing))
                return
            }
        }
        if let composite = node as? CompositeNode, let controlView = composite.view as? ControlDescribing {
            let properties = descendantProperties(in: node).filled(from: enclosing)
            let text = properties.label ?? labelText(in: node) ?? ""
            let base: AccessibilityTraits = switch controlView.controlKind {
            case .button: .isButton
            case .toggle: .isToggle
            case .gesture, .element: []
            }
            elements.append(make(controlView.controlKind, label: text, node: node, properties: properties, baseTraits: base))
            control = (text, node.screenFrame)
        } else if node is GestureNode, node.screenFrame != control?.frame, !wrapsControlExactly(node) {
            // A gesture covering its whole control (a button's press), or added around
            // exactly one (`Button(...).simultaneousGesture(...)`), is the control's own.
            let properties = descendantProperties(in: node).filled(from: enclosing)
            let text = properties.label ?? control?.label ?? texts(in: node).joined(separator: " ")
            elements.append(make(.gesture, label: text, node: node, properties: properties, baseTraits: []))
        } else if enclosing.adjustableAction != nil, let accessibility = node as? AccessibilityNode,
                  !(accessibility.content is AccessibilityNode) {
            // An adjustable view with no control: listed where its modifiers end.
            if !containsControl(node) {
                let text = enclosing.label ?? texts(in: node).joined(separator: " ")
                elements.append(make(.element, label: text, node: node, properties: enclosing, baseTraits: []))
            }
        }
        for child in node.children { visit(child, control: control, enclosing: enclosing, into: &elements) }
    }

    private static func make(_ kind: InteractiveElement.Kind, label: String, node: ViewNode, properties: AccessibilityProperties,
                             baseTraits: AccessibilityTraits, activationPoint: FixedPoint? = nil)
        -> (element: InteractiveElement, adjust: AdjustableAction?) {
        (InteractiveElement(kind: kind, label: label, frame: node.screenFrame,
                            activationPoint: activationPoint ?? self.activationPoint(in: node),
                            isEnabled: node.environment.isEnabled, value: properties.value, hint: properties.hint,
                            identifier: properties.identifier, traits: properties.traits(over: baseTraits),
                            isAdjustable: properties.adjustableAction != nil),
         properties.adjustableAction)
    }

    /// One element for a view whose inside is ignored or combined into it: a control inside
    /// gives it its kind, value, action and activation point; a combined element's label
    /// joins the texts inside.
    private static func element(for node: AccessibilityNode, behavior: AccessibilityChildBehavior,
                                enclosing: AccessibilityProperties) -> (element: InteractiveElement, adjust: AdjustableAction?) {
        var properties = chainProperties(below: node).filled(from: enclosing)
        var inner: [(element: InteractiveElement, adjust: AdjustableAction?)] = []
        for child in node.children { visit(child, control: nil, enclosing: AccessibilityProperties(), into: &inner) }
        let first = inner.first
        if behavior.kind == .combine {
            properties.label = properties.label ?? shownTexts(in: node).joined(separator: ", ")
            properties.value = properties.value ?? first?.element.value
            properties.adjustableAction = properties.adjustableAction ?? first?.adjust
        }
        let kind = first?.element.kind ?? .element
        let base = first.map { $0.element.traits } ?? []
        return make(kind, label: properties.label ?? "", node: node, properties: properties, baseTraits: base,
                    activationPoint: explicitActivationPoint(in: node) ?? first?.element.activationPoint)
    }

    /// What the accessibility modifiers directly inside `node` (its chain of modifiers) say.
    private static func chainProperties(below node: AccessibilityNode) -> AccessibilityProperties {
        var properties = AccessibilityProperties()
        var next = (node as ModifierNode).content
        while let current = next, current is ModifierNode {
            if let accessibility = current as? AccessibilityNode { properties = accessibility.properties.filled(from: properties) }
            next = (current as? ModifierNode)?.content
        }
        return properties
    }

    /// What the accessibility modifiers anywhere inside `node` say, the first found winning.
    private static func descendantProperties(in node: ViewNode) -> AccessibilityProperties {
        var properties = AccessibilityProperties()
        node.forEachDescendant {
            if let accessibility = $0 as? AccessibilityNode, accessibility !== node {
                properties = properties.filled(from: accessibility.properties)
            }
        }
        return properties
    }

    /// Whether a control fills exactly the frame of `node`.
    private static func wrapsControlExactly(_ node: ViewNode) -> Bool {
        var found = false
        let frame = node.screenFrame
        node.forEachDescendant {
            if !found, ($0 as? CompositeNode)?.view is ControlDescribing, $0.screenFrame == frame { found = true }
        }
        return found
    }

    private static func containsControl(_ node: ViewNode) -> Bool {
        var found = false
        node.forEachDescendant { if !found, ($0 as? CompositeNode)?.view is ControlDescribing || $0 is GestureNode { found = true } }
        return found
    }

    /// The text of the first control label under `node`.
    private static func labelText(in node: ViewNode) -> String? {
        if let pass = node as? PassThroughNode, pass.isControlLabel { return texts(in: node).joined(separator: " ") }
        for child in node.children { if let found = labelText(in: child) { return found } }
        return nil
    }

    /// Every text under `node`, in order.
    static func texts(in node: ViewNode) -> [String] {
        var result: [String] = []
        node.forEachDescendant { if let text = $0 as? TextNode { result.append(text.content) } }
        return result
    }

    /// The texts under `node` assistive technology reads: hidden ones left out, a labelled
    /// view read by its label.
    private static func shownTexts(in node: ViewNode) -> [String] {
        var result: [String] = []
        func walk(_ current: ViewNode) {
            if let accessibility = current as? AccessibilityNode, current !== node {
                if accessibility.isHidden { return }
                if let label = accessibility.label { result.append(label); return }
            }
            if let text = current as? TextNode, !text.content.isEmpty { result.append(text.content) }
            for child in current.children { walk(child) }
        }
        walk(node)
        return result
    }

    private static func explicitActivationPoint(in node: ViewNode) -> FixedPoint? {
        var found: FixedPoint?
        node.forEachDescendant { if found == nil, let a = $0 as? AccessibilityNode, let p = a.activationPoint { found = a.screenShift.apply(p) } }
        return found
    }

    /// The outermost activation point set under `node`, or its centre.
    private static func activationPoint(in node: ViewNode) -> FixedPoint {
        explicitActivationPoint(in: node) ?? node.screenFrame.point(at: .center)
    }
}
