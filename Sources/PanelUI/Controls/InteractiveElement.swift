import PanelBase

/// A view a touch can operate, as Panel lists them: what it is, its label, where it is,
/// and where a tap activates it. The simulator and tests aim touches with these.
public struct InteractiveElement: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case button, toggle
        /// A view with a gesture of its own (`.gesture`, `.onTapGesture`).
        case gesture
    }
    public var kind: Kind
    /// The control's label text (its accessibility label if set), or, for a gesture, the
    /// text inside it or the label of the control it belongs to.
    public var label: String
    /// Its frame in the last layout, on screen.
    public var frame: FixedRect
    /// Where a tap activates it: its `.accessibility(activationPoint:)`, or its centre.
    public var activationPoint: FixedPoint
    public var isEnabled: Bool

    public var description: String {
        "\(kind) \"\(label)\" at \(frame.minX),\(frame.minY) \(frame.width)x\(frame.height)"
    }
}

/// A view Panel lists as a control.
@MainActor
protocol ControlDescribing {
    var controlKind: InteractiveElement.Kind { get }
}

@MainActor
enum InteractiveElementCollector {
    /// Every control and gesture view under `root`, in drawing order.
    static func collect(from root: ViewNode) -> [InteractiveElement] {
        var elements: [InteractiveElement] = []
        visit(root, control: nil, into: &elements)
        return elements
    }

    private static func visit(_ node: ViewNode, control: (label: String, frame: FixedRect)?, enclosingLabel: String? = nil,
                              into elements: inout [InteractiveElement]) {
        var control = control
        // A label set around a view names the control or gesture inside it (a text field is
        // listed under its title, not what is typed in it).
        var enclosingLabel = enclosingLabel
        if let accessibility = node as? AccessibilityNode, let label = accessibility.label { enclosingLabel = label }
        if let composite = node as? CompositeNode, let controlView = composite.view as? ControlDescribing {
            let text = accessibilityLabel(in: node) ?? enclosingLabel ?? labelText(in: node) ?? ""
            elements.append(InteractiveElement(kind: controlView.controlKind, label: text, frame: node.screenFrame,
                                               activationPoint: activationPoint(in: node),
                                               isEnabled: node.environment.isEnabled))
            control = (text, node.screenFrame)
        } else if node is GestureNode, node.screenFrame != control?.frame {
            // A gesture covering its whole control (a button's press) is the control's own.
            let inner = texts(in: node)
            let text = accessibilityLabel(in: node) ?? enclosingLabel ?? control?.label ?? inner.joined(separator: " ")
            elements.append(InteractiveElement(kind: .gesture, label: text, frame: node.screenFrame,
                                               activationPoint: activationPoint(in: node),
                                               isEnabled: node.environment.isEnabled))
        }
        for child in node.children { visit(child, control: control, enclosingLabel: enclosingLabel, into: &elements) }
    }

    /// The text of the first control label under `node`.
    private static func labelText(in node: ViewNode) -> String? {
        if let pass = node as? PassThroughNode, pass.isControlLabel { return texts(in: node).joined(separator: " ") }
        for child in node.children { if let found = labelText(in: child) { return found } }
        return nil
    }

    private static func accessibilityLabel(in node: ViewNode) -> String? {
        var found: String?
        node.forEachDescendant { if found == nil, let a = $0 as? AccessibilityNode, let l = a.label { found = l } }
        return found
    }

    /// Every text under `node`, in order.
    static func texts(in node: ViewNode) -> [String] {
        var result: [String] = []
        node.forEachDescendant { if let text = $0 as? TextNode { result.append(text.content) } }
        return result
    }

    /// The outermost activation point set under `node`, or its centre.
    private static func activationPoint(in node: ViewNode) -> FixedPoint {
        var found: FixedPoint?
        node.forEachDescendant { if found == nil, let a = $0 as? AccessibilityNode, let p = a.activationPoint { found = a.screenShift.apply(p) } }
        return found ?? node.screenFrame.point(at: .center)
    }
}
