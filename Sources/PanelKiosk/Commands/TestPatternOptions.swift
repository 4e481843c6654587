import Panel

/// What `panel-app displays --test-pattern` was asked to show, and on which display.
struct TestPatternOptions {
    /// The KMS display to open (its rotation also applies to --fbdev).
    var display = KMSOptions()
    /// Frames of the moving pattern to flip.
    var frames = 60
    /// Seconds to hold the last frame.
    var hold = 0.0
    /// Wait for a display to appear instead of failing at once.
    var wait = false
    /// Draw through this framebuffer device instead of KMS.
    var fbdevPath: String?

    /// The arguments after `--test-pattern`; each option's value is the next argument.
    init(parsing arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            func value() throws(UsageError) -> String {
                guard let value = remaining.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
                return value
            }
            switch argument {
            case "--device": display.devicePath = try value()
            case "--connector": display.connectorName = try value()
            case "--mode": display.mode = try TestPatternOptions.mode(try value())
            case "--rotation": display.rotation = try TestPatternOptions.rotation(try value())
            case "--buffers": display.bufferCount = try TestPatternOptions.bufferCount(try value())
            case "--frames": frames = try TestPatternOptions.frames(try value())
            case "--hold": hold = try TestPatternOptions.holdSeconds(try value())
            case "--fbdev": fbdevPath = try value()
            case "--legacy": display.allowAtomic = false
            case "--dirty": display.markDirtyAfterFlip = true
            case "--wait": wait = true
            default: throw UsageError(description: "unknown option '\(argument)'\n\(displaysUsage)")
            }
        }
    }

    static func mode(_ text: String) throws(UsageError) -> ModeRequest {
        do {
            return try ModeRequest(parsing: text)
        } catch {
            throw UsageError(description: "\(error)")
        }
    }

    static func rotation(_ text: String) throws(UsageError) -> Rotation {
        guard let rotation = Rotation(degrees: text) else { throw UsageError(description: "rotation must be 0, 90, 180 or 270, not '\(text)'") }
        return rotation
    }

    static func bufferCount(_ text: String) throws(UsageError) -> Int {
        guard let count = Int(text), count == 2 || count == 3 else { throw UsageError(description: "--buffers takes 2 or 3, not '\(text)'") }
        return count
    }

    static func frames(_ text: String) throws(UsageError) -> Int {
        guard let count = Int(text), count > 0, count <= 1_000_000 else {
            throw UsageError(description: "--frames takes a whole number from 1 to 1000000, not '\(text)'")
        }
        return count
    }

    static func holdSeconds(_ text: String) throws(UsageError) -> Double {
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= 3600 else {
            throw UsageError(description: "--hold takes seconds from 0 to 3600, not '\(text)'")
        }
        return seconds
    }
}
