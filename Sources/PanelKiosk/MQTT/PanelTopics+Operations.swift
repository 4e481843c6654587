/// The topics of operations on the panel as a whole (docs/mqtt.md): the panel file shown
/// (`panel/state`, retained), why a file sent was refused (`panel/error`), and pictures of
/// the screen (`screenshot/png`).
extension PanelTopics {
    var panelState: String { base + "panel/state" }
    var panelError: String { base + "panel/error" }
    var screenshotPNG: String { base + "screenshot/png" }
    /// Where a picture of the screen is asked for.
    var screenshotRequest: String { base + "screenshot" }
}
