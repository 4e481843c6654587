import Panel

/// The points `simulate` aims its labelled touches at. The script is first played on the
/// panel hosted headless on simulated time (`VirtualTimeSession`), each label looked up on
/// the screen as it stands when its command comes up: after the touches before it have
/// opened a sheet, moved to another page or brought up the on-screen keyboard (whose keys
/// are found by their text). The live run then takes the points in the same order.
@MainActor
struct SimulatedLabels {
    private var points: [String: [FixedPoint]]
    private var taken: [String: Int] = [:]

    /// Plays `script` headless; throws naming the first label the screen did not show
    /// when its command came up, and the controls it showed then.
    init(script: TouchScript, content: PanelContent, transform: ScreenTransform, fonts: FontSet,
         placed: [String: FixedPoint], typingLayout: KeyboardLayout?) throws(UsageError) {
        final class Found {
            var points: [String: [FixedPoint]] = [:]
            var missing: (label: String, controls: [String])?
        }
        let session = VirtualTimeSession(content, transform: transform, fonts: fonts)
        let host = session.host
        // The panel's layout: the on-screen keyboard shows its keycaps.
        if let typingLayout { host.inputFocus.layout = typingLayout }
        let found = Found()
        let source = ScriptedInputSource(script: script, transform: transform, startTime: session.time, resolveLabel: { name in
            guard let point = placed[name] ?? host.activationPoint(ofControlLabeled: name) else {
                if found.missing == nil { found.missing = (name, host.interactiveElements().map(\.label)) }
                return nil
            }
            found.points[name, default: []].append(point)
            return point
        })
        source.typingLayout = typingLayout
        source.onProblem = { _ in }
        session.play(source)
        if let (label, controls) = found.missing {
            var seen = Set<String>()
            let known = controls.filter { !$0.isEmpty && seen.insert($0).inserted }.map { "\"\($0)\"" }.joined(separator: ", ")
            throw UsageError(description: "\(script.file): no control or text \"\(label)\" on the panel when the script comes to it (its controls then: \(known)); or place it with --label \"\(label)=X,Y\"")
        }
        points = found.points
    }

    /// The point of `label`'s next use in the script; nil once its uses run out.
    mutating func next(_ label: String) -> FixedPoint? {
        let index = taken[label, default: 0]
        guard let uses = points[label], index < uses.count else { return nil }
        taken[label] = index + 1
        return uses[index]
    }
}
