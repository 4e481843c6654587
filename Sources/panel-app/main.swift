import Panel

// The kiosk program. Subcommands arrive with the kiosk issue; for now it reports its version.
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--version" {
    print("panel-app \(panelVersion)")
} else {
    print("usage: panel-app --version")
}
