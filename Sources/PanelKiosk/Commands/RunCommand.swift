import Glibc
import Panel

/// `panel-app run`: shows a panel (or the demo) on the display, reads touch, runs
/// actions, saves state, dims when idle; until SIGINT or SIGTERM. SIGHUP loads the panel
/// file again.
@MainActor
func runRunCommand(_ arguments: [String]) -> Int32 {
    // A closed standard output (log actions' lines) or a reader gone from a pipe makes a
    // write fail, which is reported, instead of killing the kiosk. Programs that actions
    // start get the default disposition back (posix_spawn's SETSIGDEF).
    signal(SIGPIPE, SIG_IGN)
    // What the program prints (a screen's own `print`) reaches the journal or a pipe line
    // by line as it happens, not when a buffer fills.
    StandardOutput.writeLineByLine()
    let parser = ArgumentParser(command: "run", options: [
        "panel": .one, "display": .one, "card": .one, "connector": .one, "mode": .one, "rotate": .one,
        "input": .many, "calibration": .one, "no-grab": .flag, "state": .one, "script": .one,
        "keyboard": .one, "on-screen-keyboard": .one,
        "mqtt": .one, "node": .one, "mqtt-ca": .one, "mqtt-password-file": .one, "home-assistant": .flag,
        "trace-values": .flag,
        "mqtt-allow-panel-set": .one, "group": .many, "mqtt-keepalive": .one, "mqtt-cert": .one, "mqtt-key": .one,
    ])
    let options: RunOptions
    do {
        options = try RunOptions(try parser.parse(arguments))
    } catch {
        printError("\(runCommandName): \(error)")
        return 2
    }
    do {
        return try KioskSession(options: options).run()
    } catch let error as PanelFileError {
        printError(error.description)
        return 1
    } catch {
        Log.error("\(error)")
        return 1
    }
}

/// `run`'s options, checked.
struct RunOptions {
    var panelPath: String?
    var display = "auto"
    var card: String?
    var connector: String?
    var mode: ModeRequest = .preferred
    var modeText: String?
    var rotation: Rotation = .none
    /// nil: every device under /dev/input; empty: none.
    var inputPaths: [String]?
    var calibration: TouchCalibration?
    var grab = true
    var statePath: String?
    var scriptPath: String?
    /// nil: the system's layout (`KeyboardConfiguration.system()`).
    var keyboard: KeyboardConfiguration?
    /// Prints each value changed and each followed value shown (`ValueTrace`).
    var traceValues = false
    /// When the on-screen keyboard shows for a focused text field.
    var onScreenKeyboard = OnScreenKeyboardMode.automatic
    /// The broker (`mqtt://[user@]host[:port]`, `mqtts://`), the panel's node name, the CA
    /// file for TLS and the password file (docs/mqtt.md).
    var mqtt: String?
    var node: String?
    var mqttCA: String?
    var mqttPasswordFile: String?
    /// The panel's TLS client certificate and private key, for a broker that asks for one.
    var mqttCertificate: String?
    var mqttKey: String?
    var homeAssistant = false
    /// Whether panel files sent over MQTT are taken, and with which actions.
    var mqttAllowPanelSet: PanelSetPolicy?
    /// Groups whose `panel/group/<group>/` topics the panel takes as its own.
    var groups: [String] = []
    /// The MQTT keep-alive in seconds (nil: the file's, else the default).
    var mqttKeepAlive: Int?

    init(_ parsed: ArgumentParser.Parsed) throws {
        panelPath = parsed.value("panel")
        display = try OptionValues.choice(parsed.value("display") ?? "auto", option: "display", from: ["auto", "kms", "fbdev", "headless"])
        card = parsed.value("card")
        connector = parsed.value("connector")
        if let text = parsed.value("mode") {
            _ = try OptionValues.mode(text)
            mode = try ModeRequest(parsing: text)
            modeText = text
        }
        rotation = try OptionValues.rotation(parsed.value("rotate") ?? "0")
        if let inputs = parsed.values["input"] {
            if inputs == ["auto"] { inputPaths = nil } else if inputs == ["none"] { inputPaths = [] } else { inputPaths = inputs }
        }
        if let text = parsed.value("calibration") {
            do { calibration = try TouchCalibration(parsing: text) } catch {
                throw UsageError(description: "--calibration: \(error)")
            }
        }
        grab = !parsed.has("no-grab")
        mqtt = parsed.value("mqtt")
        if let mqtt { _ = try MQTTBrokerAddress(parsing: mqtt) }
        node = parsed.value("node")
        mqttCA = parsed.value("mqtt-ca")
        mqttPasswordFile = parsed.value("mqtt-password-file")
        mqttCertificate = parsed.value("mqtt-cert")
        mqttKey = parsed.value("mqtt-key")
        homeAssistant = parsed.has("home-assistant")
        traceValues = parsed.has("trace-values")
        if let text = parsed.value("mqtt-keepalive") {
            guard let seconds = Double(text).flatMap(MQTTKeepAlive.seconds) else {
                throw UsageError(description: "--mqtt-keepalive: \"\(text)\" is not \(MQTTKeepAlive.expected)")
            }
            mqttKeepAlive = seconds
        }
        if let text = parsed.value("mqtt-allow-panel-set") {
            guard let policy = PanelSetPolicy(rawValue: text) else {
                throw UsageError(description: "--mqtt-allow-panel-set: \"\(text)\" is not a choice (expected \(PanelSetPolicy.namesText))")
            }
            mqttAllowPanelSet = policy
        }
        for group in parsed.values["group"] ?? [] {
            guard PanelFileDecoder.isValidIdentifier(group) else {
                throw UsageError(description: "--group: \"\(group)\" is not a group name (expected 1 to 64 letters, digits, - or _)")
            }
            if !groups.contains(group) { groups.append(group) }
        }
        statePath = parsed.value("state") ?? getenv("STATE_DIRECTORY").map { String(cString: $0) + "/state.json" }
        scriptPath = parsed.value("script")
        keyboard = try parsed.value("keyboard").map { text throws(UsageError) in try KeyboardConfiguration(option: text) }
        switch try OptionValues.choice(parsed.value("on-screen-keyboard") ?? "auto", option: "on-screen-keyboard",
                                       from: ["auto", "always", "never"]) {
        case "always": onScreenKeyboard = .always
        case "never": onScreenKeyboard = .never
        default: onScreenKeyboard = .automatic
        }
    }
}
