import Panel

/// What a panel file pushed on `panel/<node>/panel/set` must pass before it is shown
/// (docs/mqtt.md): it is read exactly as a file on disk (at most `maximumBytes`, the same
/// decoder), and then its actions are held to `policy`. The broker is not the board's
/// owner: with `localActions` an `exec` or `write` action is taken only on a control that
/// the panel file on disk has too, with the same id, the same type and fields (so the same
/// values reach the program) and the same action.
struct PushedPanelCheck {
    static let maximumBytes = FileSizeLimit.panelFile
    /// The most problems listed on `panel/<node>/panel/error`; the rest are counted.
    static let listedProblems = 50

    var policy: PanelSetPolicy
    /// The panel file on disk as last loaded (nil: none, or it cannot be used).
    var local: PanelFile?

    /// The pushed file, ready to show, or every reason it is refused. `source` names it in
    /// messages (its topic).
    func check(_ payload: [UInt8], source: String) -> Result<PanelFile, PanelFileError> {
        let start = SourcePosition(line: 1, column: 1)
        guard policy != .off else {
            return .failure(PanelFileError(path: source, problems: [PanelFileProblem(position: start, field: "",
                message: "this panel takes no panel files over MQTT (--mqtt-allow-panel-set off)")]))
        }
        guard payload.count <= PushedPanelCheck.maximumBytes else {
            return .failure(PanelFileError(path: source, problems: [PanelFileProblem(position: start, field: "",
                message: "the file is \(payload.count) bytes, more than \(PushedPanelCheck.maximumBytes)")]))
        }
        let file: PanelFile
        do {
            // Invalid UTF-8 reads as U+FFFD, as a file on disk does.
            file = try PanelFileDecoder.decode(String(decoding: payload, as: UTF8.self), path: source)
        } catch {
            return .failure(error)
        }
        let problems = file.controls.compactMap(actionProblem)
        return problems.isEmpty ? .success(file) : .failure(PanelFileError(path: source, problems: problems))
    }

    private func actionProblem(_ control: ControlSpec) -> PanelFileProblem? {
        let kind: String
        switch control.action {
        case nil, .log?, .publish?: return nil
        case .exec?: kind = "exec"
        case .write?: kind = "write"
        }
        let message: String
        switch policy {
        case .off, .publishOnly:
            message = "control \"\(control.id)\": a panel file sent over MQTT may use publish and log actions only, not \(kind) (--mqtt-allow-panel-set \(policy.rawValue))"
        case .localActions:
            guard let local = local?.controls.first(where: { $0.id == control.id }),
                  local.action == control.action, PushedPanelCheck.sameKind(local.kind, control.kind) else {
                message = "control \"\(control.id)\": this \(kind) action is not one the panel file on the board gives control \"\(control.id)\" (a panel file sent over MQTT may use only those, on a control with the same id, type and fields)"
                break
            }
            return nil
        }
        return PanelFileProblem(position: control.position, field: "action", message: message)
    }

    /// Same type, same fields: a control that hands its action the same values.
    static func sameKind(_ a: any PanelControlKind, _ b: any PanelControlKind) -> Bool {
        type(of: a) == type(of: b) && String(reflecting: a) == String(reflecting: b)
    }

    /// What `panel/<node>/panel/error` says of a refused file: `{"errors": [...], "more": N}`,
    /// at most `listedProblems` listed, each as `line:column: field: message`.
    static func errorPayload(_ error: PanelFileError) -> String {
        let listed = error.problems.prefix(listedProblems)
        return JSONWriter.object([
            ("errors", "[" + listed.map { JSONWriter.quoted($0.description) }.joined(separator: ",") + "]"),
            ("more", String(error.problems.count - listed.count)),
        ])
    }
}
