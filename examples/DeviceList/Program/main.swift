import DeviceList
import Glibc
import Panel
import PanelKiosk

// The device list as a kiosk program: panel-app's commands (`run`, `snapshot`,
// `simulate`...) with this screen in place of the built-in demo.
let status = MainActor.assumeIsolated {
    runPanelApp(Array(CommandLine.arguments.dropFirst()),
                screen: KioskScreen(DeviceList(), background: DeviceList.background))
}
exit(status)
