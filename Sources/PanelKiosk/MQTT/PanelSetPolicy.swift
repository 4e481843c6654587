/// Whether a panel takes whole panel files pushed on `panel/<node>/panel/set`, and with
/// which actions (`--mqtt-allow-panel-set`, the file's `mqtt.allowPanelSet`;
/// docs/mqtt.md). The broker is not the board's owner: by default a pushed file may use
/// only `publish`, `log`, and the `exec` and `write` actions the panel file on the board
/// already gives the same control.
enum PanelSetPolicy: String, Sendable, Equatable, CaseIterable {
    /// Pushed files are refused.
    case off
    /// Pushed files may use `publish` and `log` actions only.
    case publishOnly = "publish-only"
    /// And the local panel file's own `exec` and `write` actions, on the same controls.
    case localActions = "local-actions"

    static let namesText = allCases.map(\.rawValue).joined(separator: ", ")
}
