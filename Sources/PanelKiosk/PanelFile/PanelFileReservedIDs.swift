/// Control ids the panel itself uses on the broker and in Home Assistant's discovery.
/// A control with one of them would share a topic or a discovery component with the panel
/// (and one of the two would silently lose), so `check` refuses it and says why.
extension PanelFileDecoder {
    /// Each reserved id with what already uses it.
    static let reservedIDs: [(id: String, usedBy: String)] = [
        ("panel", "panel/<node>/panel/set takes whole panel files"),
        ("backlight", "panel/<node>/backlight/set sets the screen's brightness, and Home Assistant shows it as a light"),
        ("screen", "Home Assistant shows the panel's screenshot as its \"screen\" image"),
        ("screen_refresh", "Home Assistant's button asking for a new screenshot"),
        ("screenshot", "panel/<node>/screenshot asks for a picture of the screen"),
        ("event", "panel/<node>/event/<id> carries the controls' presses"),
        ("availability", "panel/<node>/availability says whether the panel is online"),
    ]

    static func reservedIDProblems(_ panel: PanelFile) -> [PanelFileProblem] {
        var problems: [PanelFileProblem] = []
        // A button's presses and releases are discovered as `<id>_press` and `<id>_release` device triggers.
        let pressComponents = Set(panel.controls.filter { $0.kind is ButtonControl || $0.kind is HoldControl }
            .flatMap { [$0.id + "_press", $0.id + "_release"] })
        for control in panel.controls {
            if let reserved = reservedIDs.first(where: { $0.id == control.id }) {
                problems.append(PanelFileProblem(position: control.position, field: "id",
                                                 message: "\"\(control.id)\" is kept for the panel itself (\(reserved.usedBy)): give this control another \"id\""))
            } else if pressComponents.contains(control.id) {
                problems.append(PanelFileProblem(position: control.position, field: "id",
                                                 message: "\"\(control.id)\" names another button's presses or releases in Home Assistant's discovery: give this control another \"id\""))
            }
        }
        return problems
    }
}
