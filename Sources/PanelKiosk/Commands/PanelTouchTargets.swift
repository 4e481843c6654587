import Panel

/// The controls `simulate` aims touches at by label: the panel laid out headless, at the
/// display's logical size, as `run` lays it out.
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

    /// `labels` with the point of every other label `script` aims at, taken from the
    /// panel; a label the panel lacks is an error naming its step and the panel's controls.
    func points(for script: TouchScript, placed labels: [String: FixedPoint]) throws(UsageError) -> [String: FixedPoint] {
        var points = labels
        for step in script.steps {
            switch step.command {
            case .tap(.label(let name)), .hold(.label(let name), _):
                if points[name] != nil { continue }
                guard let element = host.element(labeled: name) else {
                    throw UsageError(description: "\(script.file):\(step.line): no control labelled \"\(name)\" on the panel (its controls: \(knownLabels)); or place it with --label \"\(name)=X,Y\"")
                }
                points[name] = element.activationPoint
            default:
                break
            }
        }
        return points
    }

    /// The panel's labels, each once, quoted, in layout order.
    private var knownLabels: String {
        var seen = Set<String>()
        return elements.map(\.label).filter { !$0.isEmpty && seen.insert($0).inserted }.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
