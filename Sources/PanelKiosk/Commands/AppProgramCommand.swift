import Panel

/// How an `App` (SwiftUI's app model, from `import SwiftUI`) runs as a program: panel-app's
/// commands around the app's screen, where `run` is implied. `NAME` alone, or `NAME
/// --rotate 90 --input /dev/input/event2`, runs it on the display as `panel-app run` would
/// (the display found as `--display auto` finds it: KMS, then fbdev); `NAME snapshot
/// --output FILE.png`, `NAME simulate ...` and the other commands work as panel-app's.
@MainActor
public func runAppProgram(_ arguments: [String], screen: KioskScreen, name: String) -> Int32 {
    runCommandName = "\(name) run"
    switch arguments.first {
    case nil:
        return runPanelApp(["run"], screen: screen)
    case "--help", "-h", "help":
        print(appProgramHelp(name: name))
        return 0
    case "--version":
        return runPanelApp(arguments, screen: screen)
    case let first? where first.hasPrefix("-"):
        return runPanelApp(["run"] + arguments, screen: screen)
    case let command? where !appProgramCommands.contains(command):
        printError("\(name): unknown command \"\(command)\"; see \(name) --help")
        return 2
    default:
        return runPanelApp(arguments, screen: screen)
    }
}

/// The commands an app program passes on to panel-app's (`check` and `state-exercise`,
/// which are about panel files, are left out).
let appProgramCommands: Set<String> = ["run", "snapshot", "simulate", "displays", "inputs", "bench", "soak"]

/// How `run`'s messages name the command: "panel-app run", or the app program's name.
@MainActor var runCommandName = "panel-app run"

/// `NAME --help` for an app program.
func appProgramHelp(name: String) -> String {
    """
    \(name): a SwiftUI app on the display (KMS, or fbdev), touch from evdev; Panel \(panelAppVersion).

    usage: \(name) [run] [OPTIONS]
           \(name) COMMAND [OPTIONS]

    run (the default): show the app until SIGINT or SIGTERM
      --display auto|kms|fbdev|headless   auto (the default): KMS, else fbdev, else an error
      --card PATH  --connector NAME  --mode WxH[@Hz]
      --rotate 0|90|180|270
      --input auto|none|PATH...            auto (the default): every touch device under /dev/input
      --calibration a,b,c,d,e,f  --no-grab
      --state FILE                         default: $STATE_DIRECTORY/state.json (systemd)
      --script FILE                        touches played as a virtual device
      --mqtt mqtt://[USER@]HOST[:PORT]     the broker of the views' @Topic values (mqtts:// for TLS)
      --node NAME  --mqtt-ca FILE  --mqtt-password-file FILE

    other commands, with the options panel-app gives them (see panel-app --help):
      snapshot   render the app headless to a PNG: --output FILE.png [--size WxH] [--rotate DEG]
                 [--script FILE | --recording FILE] [--at SECONDS]
      simulate   play touches into a virtual touchscreen (uinput)
      displays   list DRM cards, connectors and modes
      inputs     list input devices
      bench      measure frame timing and latency
      soak       play a touch script over and over, headless, and fail when anything grows:
                 --script FILE [--cycles N] [--baseline N] [--size WxH] [--json FILE]
      --version  the version
    """
}
