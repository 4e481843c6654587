import Glibc

// panel-app: the kiosk program. Each subcommand lives in Commands/.
let arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? "run"
let rest = Array(arguments.dropFirst())

let status: Int32
switch command {
case "--help", "-h", "help":
    print(panelAppHelp)
    status = 0
case "--version":
    print("panel-app \(panelAppVersion)")
    status = 0
case "run":
    status = runRunCommand(rest)
case "snapshot":
    status = runSnapshotCommand(rest)
case "bench":
    status = runBenchCommand(rest)
case "displays":
    status = runDisplaysCommand(rest)
case "inputs":
    status = runInputsCommand(rest)
case "simulate":
    status = runSimulateCommand(rest)
case "check":
    status = runCheckCommand(rest)
case "state-exercise":
    status = runStateExerciseCommand(rest)
default:
    printError("panel-app: unknown command \"\(command)\"; see panel-app --help")
    status = 2
}
exit(status)
