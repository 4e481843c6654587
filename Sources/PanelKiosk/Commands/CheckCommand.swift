/// `panel-app check --panel FILE`: validates a panel file and names the line, column and
/// field of each mistake. Exit status 0 when valid, 1 when not, 2 for usage errors.
func runCheckCommand(_ arguments: [String]) -> Int32 {
    let parser = ArgumentParser(command: "check", options: ["panel": .one])
    let path: String
    do {
        let parsed = try parser.parse(arguments)
        guard let value = parsed.value("panel") ?? parsed.positionals.first else {
            throw UsageError(description: "check needs a panel file: panel-app check --panel FILE")
        }
        path = value
    } catch {
        printError("panel-app check: \(error)")
        return 2
    }
    do {
        let panel = try loadPanelFile(path)
        let layout = panel.hasPages ? "on \(panel.pages.count) pages" : "in \(panel.rows.count) rows"
        print("\(path): valid panel \"\(panel.title)\" with \(panel.controls.count) controls \(layout)")
        let publishing = PanelFileDecoder.publishActionFields(in: panel)
        if panel.mqtt == nil, !publishing.isEmpty {
            printError("\(path): warning: publish actions (\(publishing.joined(separator: ", "))) but no mqtt.broker: unless run is given --mqtt, their messages are dropped")
        }
        return 0
    } catch {
        printError(error.description)
        return 1
    }
}

/// Reads and validates a panel file; the error names the file and every problem.
func loadPanelFile(_ path: String) throws(PanelFileError) -> PanelFile {
    let text: String
    do { text = try readWholeFile(path, limit: FileSizeLimit.panelFile) } catch {
        throw PanelFileError(path: path, problems: [PanelFileProblem(position: SourcePosition(line: 1, column: 1), field: "", message: "the file \(error.reason)")])
    }
    return try PanelFileDecoder.decode(text, path: path)
}
