import Glibc

/// `panel-app state-exercise --state FILE --count N`: a diagnostic for crash safety of the
/// state file. It saves N changes as fast as it can (toggle "t" alternating, slider "n"
/// counting 1...N) and prints "saved I" after each save has returned. Killing it at any
/// moment must leave a file that parses and holds a value at least as new as the last
/// one printed.
func runStateExerciseCommand(_ arguments: [String]) -> Int32 {
    let parser = ArgumentParser(command: "state-exercise", options: ["state": .one, "count": .one])
    do {
        let parsed = try parser.parse(arguments)
        guard let path = parsed.value("state") else { throw UsageError(description: "--state FILE is required") }
        let count = try OptionValues.count(parsed.value("count") ?? "200", option: "count", in: 1...1_000_000)
        let store = StateStore(path: path)
        _ = store.load()
        for i in 1...count {
            store.set(.toggle(i % 2 == 1), for: "t")
            store.set(.slider(Double(i)), for: "n")
            do { try store.save() } catch {
                printError(error.description)
                return 1
            }
            _ = "saved \(i)\n".withCString { write(1, $0, strlen($0)) }
        }
        return 0
    } catch {
        printError("panel-app state-exercise: \(error)")
        return 2
    }
}
