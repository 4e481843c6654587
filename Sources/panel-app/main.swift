import Glibc
import PanelKiosk

// panel-app: the kiosk program. Its commands live in the PanelKiosk library, so tests
// and fuzz targets link the same code. Top-level code runs on the main actor.
let status = MainActor.assumeIsolated { runPanelApp(Array(CommandLine.arguments.dropFirst())) }
exit(status)
