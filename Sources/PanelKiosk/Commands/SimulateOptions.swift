import Panel

/// What `panel-app simulate` was asked to do: the screen to cover, the script to play and
/// how to play it.
struct SimulateOptions {
    static let usage = "usage: panel-app simulate [--size WxH] [--rotate DEG] [--protocol a|b] [--settle SECONDS] [--panel FILE] [--keyboard LAYOUT[:VARIANT]] [--label \"NAME=X,Y\"...] [--targets] (--script FILE | COMMANDS...)"

    var script: TouchScript
    var transform: ScreenTransform
    /// Seconds to wait after creating the device and after the last touch.
    var settle: Double
    /// Points given with --label, by label.
    var labels: [String: FixedPoint]
    var uinputPath: String
    var quiet: Bool
    var listTargets: Bool
    var panelPath: String?
    var multitouchProtocol: MultitouchProtocol
    /// The layout `type` types on: the panel's (--keyboard, else the system's).
    var keyboard: KeyboardConfiguration

    init(parsing arguments: [String]) throws(UsageError) {
        let parser = ArgumentParser(command: "simulate", options: [
            "size": .one, "rotate": .one, "script": .one, "settle": .one, "label": .one, "uinput": .one, "quiet": .flag, "targets": .flag, "panel": .one, "protocol": .one, "keyboard": .one,
        ])
        let parsed = try parser.parse(arguments)
        let size: (width: Int, height: Int, refreshHz: Int?) = try parsed.value("size").map(OptionValues.mode) ?? (width: 1280, height: 800, refreshHz: nil)
        let rotation = try parsed.value("rotate").map(OptionValues.rotation) ?? .none
        transform = ScreenTransform(physicalWidth: size.width, physicalHeight: size.height, rotation: rotation)
        settle = try parsed.value("settle").map { text throws(UsageError) in try OptionValues.positiveSeconds(text, option: "settle", maximum: 3600) } ?? 1.0
        uinputPath = parsed.value("uinput") ?? "/dev/uinput"
        quiet = parsed.has("quiet")
        listTargets = parsed.has("targets")
        panelPath = parsed.value("panel")
        multitouchProtocol = try SimulateOptions.multitouchProtocol(parsed.value("protocol"))
        labels = try SimulateOptions.labelPoints(parsed.values["label"] ?? [])
        script = try SimulateOptions.script(path: parsed.value("script"), commands: parsed.positionals, listTargets: listTargets)
        keyboard = try parsed.value("keyboard").map { text throws(UsageError) in try KeyboardConfiguration(option: text) } ?? .system()
    }

    /// `--protocol a|b`, b when absent.
    static func multitouchProtocol(_ text: String?) throws(UsageError) -> MultitouchProtocol {
        switch text?.lowercased() {
        case nil, "b": return .b
        case "a": return .a
        case let other?: throw UsageError(description: "--protocol takes a (SYN_MT_REPORT, no slots) or b (slots), not \"\(other)\"")
        }
    }

    /// `--label "NAME=X,Y"` entries; a later entry for the same name wins.
    static func labelPoints(_ entries: [String]) throws(UsageError) -> [String: FixedPoint] {
        var labels: [String: FixedPoint] = [:]
        for entry in entries {
            let parts = entry.split(separator: "=", maxSplits: 1)
            let fields = parts.count == 2 ? parts[1].split(separator: ",", omittingEmptySubsequences: false) : []
            let numbers = fields.compactMap { Double($0) }.filter { $0.isFinite && abs($0) <= TouchScript.maximumCoordinate }
            guard parts.count == 2, fields.count == 2, numbers.count == 2 else {
                throw UsageError(description: "--label takes \"NAME=X,Y\" (the point to touch for that label, each coordinate within ±1000000), not \"\(entry)\"")
            }
            labels[String(parts[0])] = FixedPoint(x: Fixed(numbers[0]), y: Fixed(numbers[1]))
        }
        return labels
    }

    /// The script from --script FILE or from the command line; empty when only the
    /// targets are listed.
    static func script(path: String?, commands: [String], listTargets: Bool) throws(UsageError) -> TouchScript {
        if path != nil && !commands.isEmpty {
            throw UsageError(description: "give either --script FILE or commands, not both")
        }
        if path == nil && commands.isEmpty && !listTargets {
            throw UsageError(description: "nothing to play: \(usage)")
        }
        do throws(InputFileError) {
            if let path {
                return try TouchScript.load(path: path)
            } else if commands.isEmpty {
                return TouchScript(file: "command line", steps: [])
            } else {
                return try TouchScript(arguments: commands)
            }
        } catch {
            throw UsageError(description: error.description)
        }
    }
}
