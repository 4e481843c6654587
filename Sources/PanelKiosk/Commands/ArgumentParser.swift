/// A command line that could not be understood, with a message saying what to type instead.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// Splits a subcommand's arguments into options by a small declared grammar:
/// `--name VALUE`, `--name=VALUE`, flags without values, and options taking several values
/// (`--input PATH PATH`, up to the next option).
struct ArgumentParser {
    enum Arity { case flag, one, many }

    let command: String
    let options: [String: Arity]

    struct Parsed {
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []

        func value(_ name: String) -> String? { values[name]?.last }
        func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
    }

    func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var parsed = Parsed()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                parsed.positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let arity = options[name] else {
                let known = options.keys.sorted().map { "--\($0)" }.joined(separator: ", ")
                throw UsageError(description: "unknown option --\(name) for `panel-app \(command)` (options: \(known.isEmpty ? "none" : known))")
            }
            switch arity {
            case .flag:
                guard inlineValue == nil else { throw UsageError(description: "--\(name) takes no value") }
                parsed.flags.insert(name)
            case .one:
                if let inlineValue { parsed.values[name, default: []].append(inlineValue); continue }
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError(description: "--\(name) needs a value")
                }
                parsed.values[name, default: []].append(arguments[index])
                index += 1
            case .many:
                var values: [String] = inlineValue.map { [$0] } ?? []
                while index < arguments.count, !arguments[index].hasPrefix("--") {
                    values.append(arguments[index])
                    index += 1
                }
                guard !values.isEmpty else { throw UsageError(description: "--\(name) needs at least one value") }
                parsed.values[name, default: []] += values
            }
        }
        return parsed
    }
}
