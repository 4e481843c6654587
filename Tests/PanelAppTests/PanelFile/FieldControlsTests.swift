import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The text, number and PIN fields of panel files: their fields and mistakes, what they
/// accept, what is saved, and that a PIN goes to its program's standard input and nowhere
/// else.
@Suite struct FieldControlsTests {
    func decode(_ control: String) throws -> ControlSpec {
        try PanelFileDecoder.decode(#"{"controls": [\#(control)]}"#, path: "p.json").controls[0]
    }

    func mistake(_ control: String) -> String? {
        do {
            _ = try decode(control)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aTextFieldChecksLengthAndPattern() throws {
        let room = try #require(try decode(#"{"type": "text", "label": "Room", "pattern": "[A-Z][a-z]+ [0-9]", "maxLength": 12}"#).kind as? TextControl)
        #expect(room.problem(accepting: "Kitchen 2") == nil)
        #expect(room.problem(accepting: "kitchen 2") == "not in the expected form")
        #expect(room.problem(accepting: "Kitchenette 2") == "at most 12 characters")
        // A saved text is read back as a string, and used only while it still fits.
        #expect(room.restored(.triple("Hall 1")) == .text("Hall 1"))
        #expect(room.restored(.triple("hall")) == nil)
        #expect(room.actionText(for: .text("Hall 1")) == "Hall 1")
        #expect(mistake(#"{"type": "text", "label": "R", "pattern": "[a-"}"#)?.contains("controls[0].pattern: is not a regular expression") == true)
        #expect(mistake(#"{"type": "text", "label": "R", "maxLength": 0}"#)?.contains("expected a whole number from 1 to 1000, found 0") == true)
        #expect(mistake(#"{"type": "text", "label": "R", "pattern": "[0-9]+", "default": "x"}"#)?.contains("controls[0].default: not in the expected form") == true)
    }

    @Test func aNumberFieldTakesNumbersInRangeWithTheirDecimals() throws {
        let point = try #require(try decode(#"{"type": "number", "label": "Set point", "min": 5, "max": 30, "decimals": 1, "default": 21.5}"#).kind as? NumberControl)
        #expect(point.initialValue == .slider(21.5))
        #expect(try point.parse("22.5").get() == 22.5)
        #expect(try point.parse(" 22,5 ").get() == 22.5)
        for (text, reason) in [("abc", "enter a number"), ("", "enter a number"), ("31", "from 5 to 30"), ("22.25", "at most 1 decimals"),
                               ("1e1", "enter a number"), ("nan", "enter a number")] {
            guard case let .failure(problem) = point.parse(text) else {
                Issue.record("\(text) was taken")
                continue
            }
            #expect(problem.description == reason, "\(text)")
        }
        #expect(point.restored(.slider(40)) == nil)
        #expect(mistake(#"{"type": "number", "label": "N", "decimals": 7}"#)?.contains("from 0 to 6") == true)
        #expect(mistake(#"{"type": "number", "label": "N", "min": 5, "max": 1}"#)?.contains("must not be less than min") == true)
    }

    @Test func aPinsActionMustReadItFromStandardInput() throws {
        let pin = try decode(#"{"type": "pin", "label": "Door", "length": 6, "action": {"type": "exec", "argv": ["/usr/bin/unlock"]}}"#)
        let kind = try #require(pin.kind as? PinControl)
        #expect(kind.accepts("123456") && !kind.accepts("12345") && !kind.accepts("12345a") && !kind.accepts("١٢٣٤٥٦"))
        #expect(kind.initialValue == nil && kind.restored(.triple("1234")) == nil)
        #expect(mistake(#"{"type": "pin", "label": "D", "action": {"type": "log"}}"#)?.contains("controls[0].action: a pin control's action must be exec") == true)
        #expect(mistake(#"{"type": "pin", "label": "D", "action": {"type": "write", "path": "/tmp/x"}}"#) != nil)
        #expect(mistake(#"{"type": "pin", "label": "D", "action": {"type": "exec", "argv": ["/bin/echo", "{value}"]}}"#)?.contains("{value} would put the PIN on a command line") == true)
        #expect(mistake(#"{"type": "pin", "label": "D", "length": 3}"#)?.contains("from 4 to 12") == true)
    }

    @Test func aPinReachesItsProgramOnStandardInputOnly() throws {
        var template = Array("/tmp/panel-pin-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let folder = try #require(made.map { String(cString: $0) })
        defer {
            unlink(folder + "/got")
            rmdir(folder)
        }
        var logs: [String] = []
        var outcomes: [ActionRunner.Outcome] = []
        let runner = ActionRunner(log: { logs.append($1) }, writeLine: { _ in }, onFinish: { outcomes.append($1) })
        let script = #"read pin; printf '%s|%s|%s' "$pin" "$PANEL_VALUE" "$*" > "$0""#
        runner.run(ActionRunner.Request(controlID: "door", label: "Door",
                                        action: .exec(argv: ["/bin/sh", "-c", script, folder + "/got"], timeoutSeconds: 5, concurrent: false),
                                        value: "", coalesces: false, standardInput: "4711\n"))
        let end = MonotonicTime.now() + 5_000_000_000
        while !runner.isIdle && MonotonicTime.now() < end {
            var fds = runner.fileDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 20)
            for p in fds where p.revents != 0 { runner.readOutput(from: p.fd) }
            runner.reap()
        }
        #expect(outcomes == [.succeeded])
        #expect(try readWholeFile(folder + "/got", limit: 100) == "4711||")
        #expect(!logs.contains { $0.contains("4711") }, "\(logs)")
    }
}
