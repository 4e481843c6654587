/// `panel-app run` as a child process on a headless display with no touch devices,
/// showing `panelPath` and connected to `broker` as `node`; `extra` adds options
/// (`--script`, `--state`, `--mqtt-keepalive`...). Its log comes on its output.
func runPanelApp(_ panelPath: String, node: String, broker: String, _ extra: [String] = []) throws -> ChildProcess {
    try ChildProcess(builtProductPath("panel-app"), [
        "run", "--display", "headless", "--input", "none", "--panel", panelPath, "--mqtt", broker, "--node", node,
    ] + extra, mergeErrors: true)
}

/// A panel file with one toggle, Lamp, that shows the lamp of panel `other` (its state topic).
func lampFollowingPanel(in folder: TemporaryFolder, _ name: String, following other: String) -> String {
    folder.write(#"{"title": "\#(name)", "controls": [{"type": "toggle", "label": "Lamp", "stateTopic": "panel/\#(other)/lamp/state"}]}"#,
                 to: "\(name).json")
}
