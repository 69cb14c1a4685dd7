import ToastCore

/// Reads a simulation script: JSON Lines, one command per line, in non-decreasing time.
///
/// ```
/// {"at":0,"do":"configure","maxVisible":1,"maxQueued":5,"stacking":"list"}
/// {"at":0,"do":"show","id":"a","message":"Saved","duration":2.5,"position":"bottom"}
/// {"at":1,"do":"tap","id":"a"}
/// {"at":60,"do":"end"}
/// ```
///
/// The format is documented in `Tools/README.md`. Anything the harness cannot understand — not
/// JSON, an unknown command or field, a value of the wrong kind or out of range, time running
/// backwards — is a ``SimulationError`` naming the line (``Simulator`` adds the rules that
/// depend on the run: ids in use, events for unknown ids). A request the engine refuses (empty
/// text, negative seconds) is not a script error: it is reported as a `completed` event with
/// reason `rejected`.
package enum SimulationScript {
    /// Style presets a `show` or an `update` may name: ``ToastStyle/presets``, by name.
    package static let styles: [String: ToastStyle] = Dictionary(uniqueKeysWithValues: ToastStyle.presets.map { ($0.name, $0) })

    static let positions: [String: ToastPosition] = [
        "top": .top, "center": .center, "bottom": .bottom, "navigationBar": .anchored(to: .navigationBar),
    ]
    static let durations: [String: ToastDuration] = [
        "short": .short, "long": .long, "automatic": .automatic, "indefinite": .indefinite,
    ]
    static let stackings: [String: ToastStacking] = ["list": .list, "deck": .deck]
    static let priorities: [String: ToastPriority] = ["normal": .normal, "high": .high]
    static let policies = Dictionary(uniqueKeysWithValues: ToastQueuePolicy.allCases.map { ($0.rawValue, $0) })

    /// The latest `at` a script may give: 10⁹ seconds (about 31.7 years).
    ///
    /// A `duration` has no limit of its own: the engine takes any number of seconds an app may
    /// pass, and holds none longer than a day (``ToastDuration/longestFiniteSeconds``; more is
    /// indefinite). Every event then falls before about 2 × 10⁹ s, where a `Double` still
    /// resolves a microsecond, so the output's milliseconds are exact and its numbers are short.
    /// Beyond about 10¹⁶ s a `Double` cannot tell milliseconds apart, and a sum can overflow to
    /// infinity, which JSON cannot express.
    package static let latestTime: Double = 1_000_000_000
    static let latestTimeText = String(Int(latestTime))

    /// Every command in `text`, checked line by line and against each other, without running
    /// them. (``Simulation/run(input:output:limits:)`` reads and runs a script line by line
    /// instead, in bounded memory.)
    package static func parse(_ text: String, limits: SimulationLimits = SimulationLimits()) throws(SimulationError) -> [SimulationCommand]
    {
        let reader = ScriptLineReader(source: ByteArraySource(text), maximumLineBytes: limits.lineBytes)
        var order = ScriptOrder()
        var commands: [SimulationCommand] = []
        while let line = try reader.nextLine() {
            guard let command = try parseLine(line.bytes, number: line.number, limits: limits) else { continue }
            try order.check(command)
            commands.append(command)
        }
        return commands
    }

    /// The command on one line (without its line ending), or `nil` for a blank line: empty, or
    /// only spaces, tabs and carriage returns.
    static func parseLine(_ line: UnsafeBufferPointer<UInt8>, number: Int, limits: SimulationLimits) throws(SimulationError)
        -> SimulationCommand?
    {
        if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) {
            return nil
        }
        let value: JSONValue
        do {
            value = try JSONReader.read(line)
        } catch {
            throw SimulationError(line: number, column: error.column(in: line), message: "not valid JSON: \(error.cause)")
        }
        guard case .object(let members) = value else {
            throw SimulationError(line: number, message: "expected a JSON object, found \(value.kind)")
        }
        var fields = ScriptFields(members: members, line: number, idBytes: limits.idBytes)
        let at = try fields.number(.at, required: true)!
        guard at >= 0, at <= latestTime else {  // false for NaN too
            throw SimulationError(line: number, message: "\"at\" must be a number of seconds from 0 to \(latestTimeText)")
        }
        let name = try fields.string(.`do`, required: true)!
        let verb: SimulationCommand.Verb
        switch name {
        case "configure":
            let visible = try fields.integer(.maxVisible, in: 1...ToastStateMachine.Limits.maxVisibleLimit) ?? 1
            let queued =
                try fields.integer(.maxQueued, in: 0...ToastStateMachine.Limits.maxQueuedLimit)
                ?? ToastStateMachine.Limits.defaultMaxQueued
            let stacking = try fields.oneOf(.stacking, stackings) ?? .list
            verb = .configure(.init(maxVisible: visible, maxQueued: queued), stacking)
        case "show":
            verb = try parseShow(&fields)
        case "update":
            verb = try parseUpdate(&fields)
        case "dismissAll": verb = .dismissAll
        case "background": verb = .background
        case "foreground": verb = .foreground
        case "voiceOver": verb = .voiceOver(try fields.bool(.on, required: true)!)
        case "reduceMotion": verb = .reduceMotion(try fields.bool(.on, required: true)!)
        case "scene": verb = try parseScene(&fields)
        case "keyboard":
            let height = try fields.number(.height, in: 0...largestLength, required: true)!
            let duration = try fields.number(.duration, in: 0...ToastTransition.longestDuration) ?? keyboardSeconds
            verb = .keyboard(height: height, duration: duration)
        case "bars": verb = .bars(bottom: try fields.number(.bottom, in: 0...largestLength, required: true)!)
        case "pan":
            let id = try fields.id()
            let dx = try fields.number(.dx, in: -largestLength...largestLength) ?? 0
            let dy = try fields.number(.dy, in: -largestLength...largestLength) ?? 0
            verb = .pan(id: id, ToastPoint(x: dx, y: dy))
        case "release":
            let id = try fields.id()
            let vx = try fields.number(.vx, in: -largestSpeed...largestSpeed) ?? 0
            let vy = try fields.number(.vy, in: -largestSpeed...largestSpeed) ?? 0
            verb = .release(id: id, ToastPoint(x: vx, y: vy))
        case "expand", "collapse":
            guard let position = try parsePosition(&fields) else {
                throw SimulationError(line: number, message: "\"\(name)\" needs a \"position\"")
            }
            verb = name == "expand" ? .expand(position) : .collapse(position)
        case "end": verb = .end
        default:
            guard let kind = SimulationCommand.ToastEventKind(rawValue: name) else {
                let known =
                    [
                        "configure", "show", "update", "dismissAll", "background", "foreground", "voiceOver", "reduceMotion", "scene",
                        "keyboard", "bars", "pan", "release", "expand", "collapse", "end",
                    ]
                    + SimulationCommand.ToastEventKind.allCases.map { $0.rawValue }
                throw SimulationError(
                    line: number,
                    message: "unknown command \(SimulationError.quote(name)); expected one of \(known.joined(separator: ", "))")
            }
            verb = .toast(id: try fields.id(), kind)
        }
        try fields.rejectUnused()
        return SimulationCommand(at: at, verb: verb, line: number)
    }

    /// The longest length a scene, a keyboard, a bar or a drag may have, in points: far beyond
    /// any screen, small enough that frames stay exact in the output's three decimals.
    package static let largestLength = 100_000.0
    /// The fastest a finger may move, in points a second.
    package static let largestSpeed = 1_000_000.0
    /// The keyboard's animation when a `keyboard` command gives none: an iPhone keyboard's.
    package static let keyboardSeconds = 0.25

    static let directions: [String: ToastLayoutDirection] = ["leftToRight": .leftToRight, "rightToLeft": .rightToLeft]

    /// `{"do":"scene","width":390,"height":844,"safeArea":[59,0,34,0]}` (top, left, bottom, right),
    /// with `direction`, `textScale` and `liquidGlass` (the system draws Liquid Glass: iOS 26 and
    /// later) optional.
    private static func parseScene(_ fields: inout ScriptFields) throws(SimulationError) -> SimulationCommand.Verb {
        let width = try fields.number(.width, in: 1...largestLength, required: true)!
        let height = try fields.number(.height, in: 1...largestLength, required: true)!
        let insets = try fields.numbers(.safeArea, count: 4, in: 0...largestLength) ?? [0, 0, 0, 0]
        guard insets[0] + insets[2] < height, insets[1] + insets[3] < width else {
            throw fields.error("\"safeArea\" must leave room inside the scene: top + bottom below its height, left + right below its width")
        }
        let direction = try fields.oneOf(.direction, directions) ?? .leftToRight
        let textScale = try fields.number(.textScale, in: ToastStage.textScaleRange) ?? 1
        let liquidGlass = try fields.bool(.liquidGlass) ?? false
        return .scene(
            SimulationCommand.SceneFacts(
                size: ToastSize(width: width, height: height),
                safeArea: ToastEdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]),
                layoutDirection: direction, textScale: textScale, liquidGlass: liquidGlass))
    }

    private static func parseShow(_ fields: inout ScriptFields) throws(SimulationError) -> SimulationCommand.Verb {
        let id = try fields.id()
        let message = try fields.string(.message, required: true)!
        let title = try fields.string(.title)
        let style = try parseStyle(&fields) ?? .standard
        let duration = try parseDuration(&fields)
        let position = try parsePosition(&fields)
        let priority = try fields.oneOf(.priority, priorities) ?? .normal
        let policy = try fields.oneOf(.policy, policies)
        let key = try fields.string(.key)
        let action = try fields.string(.action).map(ToastAction.init(title:))
        let progress = try parseProgress(&fields)
        let request = ToastRequest(
            content: ToastContent(message: message, title: title, action: action, progress: progress), style: style,
            duration: duration, position: position, priority: priority, policy: policy, coalescingKey: key)
        return .show(id: id, request: request)
    }

    /// `"position"`: a name or a fraction.
    private static func parsePosition(_ fields: inout ScriptFields) throws(SimulationError) -> ToastPosition? {
        switch fields.take(.position) {
        case nil: return nil
        case .string(let name):
            guard let named = positions[name] else {
                throw fields.error("\"position\" must be top, center, bottom, navigationBar, or a fraction 0…1")
            }
            return named
        case .number(let fraction): return .fraction(fraction)
        case let other?:
            throw fields.error("\"position\" must be a string or a fraction, not \(other.kind)")
        }
    }

    /// `{"do":"update","id":"a","message":"…","title":"…","progress":0.4,"duration":2,"style":"success"}`:
    /// every field optional, at least one given; `"progress":null` and `"title":null` remove them.
    private static func parseUpdate(_ fields: inout ScriptFields) throws(SimulationError) -> SimulationCommand.Verb {
        let id = try fields.id()
        var changes: [ToastUpdate.Change] = []
        if let message = try fields.string(.message) { changes.append(.message(message)) }
        switch fields.take(.title) {
        case nil: break
        case .null: changes.append(.title(nil))
        case .string(let title): changes.append(.title(title))
        case let other?: throw fields.error("\"title\" must be a string or null, not \(other.kind)")
        }
        switch fields.take(.progress) {
        case nil: break
        case .null: changes.append(.progress(nil))
        case let value?: changes.append(.progress(try progress(value, fields)))
        }
        if let style = try parseStyle(&fields) { changes.append(.style(style)) }
        if let duration = try parseDuration(&fields) { changes.append(.duration(duration)) }
        guard !changes.isEmpty else {
            throw fields.error("\"update\" needs at least one of message, title, progress, style, duration")
        }
        return .update(id: id, ToastUpdate(changes))
    }

    private static func parseStyle(_ fields: inout ScriptFields) throws(SimulationError) -> ToastStyle? {
        guard let styleName = try fields.string(.style) else { return nil }
        guard let style = styles[styleName] else {
            throw fields.error(
                "unknown style \(SimulationError.quote(styleName)); expected one of \(styles.keys.sorted().joined(separator: ", "))")
        }
        return style
    }

    /// `"progress"`: `"indeterminate"` or a fraction (the engine clamps it to 0…1).
    private static func parseProgress(_ fields: inout ScriptFields) throws(SimulationError) -> ToastProgress? {
        guard let value = fields.take(.progress) else { return nil }
        return try progress(value, fields)
    }

    private static func progress(_ value: JSONValue, _ fields: ScriptFields) throws(SimulationError) -> ToastProgress {
        switch value {
        case .string("indeterminate"): return .indeterminate
        case .number(let fraction): return .fraction(fraction)
        default: throw fields.error("\"progress\" must be \"indeterminate\" or a number, not \(value.kind)")
        }
    }

    private static func parseDuration(_ fields: inout ScriptFields) throws(SimulationError) -> ToastDuration? {
        let duration: ToastDuration?
        switch fields.take(.duration) {
        case nil: duration = nil
        case .number(let seconds):
            // Every number goes to the engine, as an app's would: it rejects a negative one, and
            // more than a day is indefinite. Those are its rules to report.
            duration = .seconds(seconds)
        case .string(let name):
            guard let named = durations[name] else {
                throw fields.error("\"duration\" must be seconds or one of short, long, automatic, indefinite")
            }
            duration = named
        case let other?:
            throw fields.error("\"duration\" must be seconds or one of short, long, automatic, indefinite, not \(other.kind)")
        }
        return duration
    }
}
