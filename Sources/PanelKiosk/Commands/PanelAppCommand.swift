/// panel-app's command line: the first argument names the subcommand (default `run`);
/// each subcommand lives in a file of its own beside this one. Returns the exit status.
@MainActor
public func runPanelApp(_ arguments: [String]) -> Int32 {
    runPanelApp(arguments, screen: .demo)
}

/// panel-app's commands showing `screen` where they would show the built-in demo: how a
/// program written with Panel's SwiftUI views becomes a kiosk program (examples/).
@MainActor
public func runPanelApp(_ arguments: [String], screen: KioskScreen) -> Int32 {
    KioskScreen.shown = screen
    let command = arguments.first ?? "run"
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h", "help":
        print(panelAppHelp)
        return 0
    case "--version":
        print("panel-app \(panelAppVersion)")
        return 0
    case "run":
        return runRunCommand(rest)
    case "snapshot":
        return runSnapshotCommand(rest)
    case "bench":
        return runBenchCommand(rest)
    case "soak":
        return runSoakCommand(rest)
    case "displays":
        return runDisplaysCommand(rest)
    case "inputs":
        return runInputsCommand(rest)
    case "simulate":
        return runSimulateCommand(rest)
    case "check":
        return runCheckCommand(rest)
    case "state-exercise":
        return runStateExerciseCommand(rest)
    default:
        printError("panel-app: unknown command \"\(command)\"; see panel-app --help")
        return 2
    }
}
