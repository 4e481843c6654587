import Panel

/// The controls `simulate --targets` lists: the panel laid out headless, at the display's
/// logical size, as `run` lays it out. (Touches aimed by label: `SimulatedLabels`.)
@MainActor
struct PanelTouchTargets {
    let host: ViewHost
    /// Every control and gesture view of the layout.
    let elements: [InteractiveElement]

    init(host: ViewHost) {
        self.host = host
        elements = host.interactiveElements()
    }

    /// Lays `content` out with the fonts `run` measures with; without fonts, with
    /// approximate text sizes (and says so).
    init(content: PanelContent, transform: ScreenTransform) {
        let host: ViewHost
        do {
            host = content.host(width: transform.logicalWidth, height: transform.logicalHeight, fonts: try FontSet.loadDefault())
        } catch {
            printError("panel-app simulate: no fonts to lay the panel out with (\(error)); aiming with approximate text sizes")
            host = ViewHost(rootView: content.view, width: transform.logicalWidth, height: transform.logicalHeight)
        }
        self.init(host: host)
    }

    /// Whether any step of `script` aims at a label rather than a point.
    static func areNeeded(by script: TouchScript) -> Bool {
        script.steps.contains { step in
            switch step.command {
            case .tap(.label), .hold(.label, _): return true
            default: return false
            }
        }
    }

    /// One line for each labelled control: kind, label, activation point, and whether it
    /// is disabled.
    var listing: [String] {
        elements.filter { !$0.label.isEmpty }.map { element in
            "\(element.kind) \"\(element.label)\" at \(element.activationPoint.x), \(element.activationPoint.y)\(element.isEnabled ? "" : " (disabled)")"
        }
    }
}
