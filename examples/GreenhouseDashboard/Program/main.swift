import Glibc
import GreenhouseDashboard
import Panel
import PanelKiosk

// The greenhouse dashboard as a kiosk program: panel-app's commands (`run`, `snapshot`,
// `simulate`...) with this screen in place of the built-in demo.
//
// Its photos are found in $PANEL_RESOURCES (docs/images.md); run from a checkout, the
// example's own Resources folder is the default. A kiosk image sets PANEL_RESOURCES in the
// service's environment (or puts Resources/ beside the program).
setenv("PANEL_RESOURCES", GreenhouseDashboard.resourcesInSourceTree, 0)
let status = MainActor.assumeIsolated {
    runPanelApp(Array(CommandLine.arguments.dropFirst()),
                screen: KioskScreen(GreenhouseDashboard(), background: GreenhouseDashboard.background))
}
exit(status)
