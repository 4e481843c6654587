import Glibc

/// `fleet-bench`'s options: how many panels of each kind, how fast they toggle, for how
/// long, and where the programs are.
struct FleetOptions {
    /// Real `panel-app` processes, headless, each touched by a script.
    var panels = 20
    /// Simulated panels: MQTT clients in this process publishing a toggle's state.
    var simulated = 200
    /// Toggles a second, per panel of either kind.
    var rate = 10
    /// How long the toggling lasts, after every panel is up.
    var seconds = 10.0
    /// Time given to the panels to start and connect before the touches begin.
    var settle = 4.0
    var panelApp: String
    var mosquitto = "/usr/sbin/mosquitto"
    var json: String?

    static let usage = """
    usage: fleet-bench [--panels N] [--simulated N] [--rate PER_SECOND] [--seconds S] [--settle S]
                       [--panel-app PATH] [--mosquitto PATH] [--json FILE]
    """

    init(_ arguments: [String]) throws(FleetError) {
        panelApp = FleetOptions.besideThisProgram("panel-app")
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { throw FleetError("\(option) needs a value\n\(FleetOptions.usage)") }
            switch option {
            case "--panels": panels = try FleetOptions.count(value, option, in: 2...200)
            case "--simulated": simulated = try FleetOptions.count(value, option, in: 0...5000)
            case "--rate": rate = try FleetOptions.count(value, option, in: 1...100)
            case "--seconds": seconds = try FleetOptions.seconds(value, option)
            case "--settle": settle = try FleetOptions.seconds(value, option)
            case "--panel-app": panelApp = value
            case "--mosquitto": mosquitto = value
            case "--json": json = value
            default: throw FleetError("unknown option \(option)\n\(FleetOptions.usage)")
            }
        }
        if simulated < panels && simulated > 0 {
            throw FleetError("--simulated must be 0 or at least --panels (each real panel follows one simulated device)")
        }
    }

    private static func count(_ text: String, _ option: String, in range: ClosedRange<Int>) throws(FleetError) -> Int {
        guard let value = Int(text), range.contains(value) else { throw FleetError("\(option): expected \(range.lowerBound) to \(range.upperBound), found \(text)") }
        return value
    }

    private static func seconds(_ text: String, _ option: String) throws(FleetError) -> Double {
        guard let value = Double(text), value > 0, value <= 3600 else { throw FleetError("\(option): expected seconds from 0 to 3600, found \(text)") }
        return value
    }

    /// A program built beside this one (`.build/release/panel-app`).
    static func besideThisProgram(_ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let exe = n > 0 ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return exe.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/" + name
    }
}

struct FleetError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
