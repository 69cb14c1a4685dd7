// libFuzzer target for the engine: the input's bytes become a sequence of requests, events,
// updates and clock moves sent to a `ToastStateMachine`, whose deadlines this harness passes as
// a host would. Every host effect also goes to a `ToastStage`, as a host's driver gives it, with
// the scene's own inputs among the steps (rotations, the keyboard, the bars, drags and releases,
// Reduce Motion), and what the stage sends back (a swipe, a touch) goes to the engine. After
// every step the engine's rules and the stage's (`ToastStage.brokenRule`) are checked; a broken
// rule traps, which libFuzzer reports with the input that broke it.
//
// It is built optimised and without DEBUG, so where the engine finds its own bookkeeping
// broken it takes the release path (it ends the toast) instead of stopping. Both sides are
// checked: `brokenRule()` fails on any such state an input reaches (where a debug build would
// have stopped), and one step ends a random toast the way the release path does, after which
// every other rule must hold.
//
// Built by `scripts/fuzz` together with ToastCore's sources as one module (so it reads the
// machine's internals directly): swiftc -sanitize=fuzzer -parse-as-library …

/// Reads the input a byte at a time; past the end every read is 0.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var isAtEnd: Bool { index >= bytes.count }

    mutating func next() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(next()) % choices.count]
    }
}

/// The machine and what it has reported, checked after every step.
struct EngineHarness {
    var machine: ToastStateMachine
    var now = 0.0
    var requested: [ToastID] = []
    var completions: [ToastID: Int] = [:]
    /// The reason of each toast's current hide, from `willHide` until `didHide`.
    var hiding: [ToastID: ToastHideReason] = [:]
    var ended: Set<ToastID> = []
    /// The scene's choreography, fed every host effect as a host's driver does; what it sends
    /// back to the engine (a swipe, a touch) goes back in.
    var stage = ToastStage(scene: EngineHarness.scenes[0])
    /// Events the stage sent, not yet given to the engine.
    var stageSends: [ToastStateMachine.Input] = []
    /// Context the stage is given for every toast: the bars the fuzzer last set.
    var bottomBar: ToastRect?

    /// A phone upright and on its side, an iPad, and a scene too small for most stacks.
    static let scenes: [ToastStage.Scene] = [
        scene(390, 844, ToastEdgeInsets(top: 59, bottom: 34)), scene(844, 390, ToastEdgeInsets(left: 59, bottom: 21, right: 59)),
        scene(1024, 1366, ToastEdgeInsets(top: 24, bottom: 20)), scene(320, 160, ToastEdgeInsets(top: 20, bottom: 20)),
    ]

    static func scene(_ width: Double, _ height: Double, _ safe: ToastEdgeInsets) -> ToastStage.Scene {
        ToastStage.Scene(
            size: ToastSize(width: width, height: height), safeArea: safe,
            anchors: [.navigationBar: ToastRect(x: 0, y: safe.top, width: width, height: 44)])
    }

    init(limits: ToastStateMachine.Limits) {
        machine = ToastStateMachine(limits: limits)
    }

    /// Gives `input` to the stage now and checks what it does; its sends go back to the engine.
    mutating func stage(_ input: ToastStage.Input) {
        var cues: [ToastStage.Cue] = []
        stage.handle(input, at: now, measurer: ApproximateTextMeasurer(), into: &cues)
        stageSends += stage.takeReports()
        for cue in cues {
            if let broken = ToastStage.brokenRule(in: cue) { require(false, broken) }
            switch cue {
            case .place(let id, _), .move(let id, _, _):
                require(!ended.contains(id), "a toast placed after it ended")
            default:
                break
            }
        }
    }

    /// Hands the stage's sends to the engine, and what comes of them to the stage.
    mutating func deliverStageSends() {
        var rounds = 0
        while !stageSends.isEmpty {
            let events = stageSends
            stageSends.removeAll()
            for event in events { take(machine.handle(event, at: now)) }
            rounds += 1
            require(rounds < 1_000, "the stage and the engine keep answering each other")
        }
    }

    mutating func take(_ effects: [ToastStateMachine.Effect]) {
        for effect in effects {
            switch effect {
            case .appear(let toast): stage(.toastAppeared(toast, ToastStage.Context(bottomBar: bottomBar)))
            case .beginHiding(let toast): stage(.toastBeganHiding(toast))
            case .update(let toast): stage(.toastUpdated(toast))
            case .remove(let id): stage(.toastRemoved(id))
            default: break
            }
        }
        for effect in effects {
            switch effect {
            case .notify(let event):
                observe(event)
            case .appear(let toast), .beginHiding(let toast), .update(let toast):
                require(!ended.contains(toast.id), "a host effect about an ended toast")
            case .remove(let id):
                require(!ended.contains(id), "remove after the end")
            case .announce:
                break
            }
        }
    }

    mutating func observe(_ event: ToastLifecycleEvent) {
        let id = event.id
        require(!ended.contains(id), "an event after completed: \(event.name)")
        switch event {
        case .willHide(_, let reason):
            require(hiding[id] == nil, "willHide twice")
            hiding[id] = reason
        case .didHide(_, let reason):
            require(hiding.removeValue(forKey: id) == reason, "didHide's reason differs from willHide's")
        case .completed:
            completions[id, default: 0] += 1
            require(completions[id] == 1, "completed twice")
            require(hiding[id] == nil, "completed while hiding")
            ended.insert(id)
        default:
            break
        }
    }

    /// Moves the clock to `time`, passing every deadline due by then, earliest first, each
    /// with the stage at its own time.
    mutating func advance(to time: Double) {
        var passes = 0
        while true {
            var effects: [ToastStateMachine.Effect] = []
            guard let passed = machine.passDeadline(dueBy: time, into: &effects) else { break }
            require(passed >= now, "a deadline passed before the time already reached")
            now = passed
            take(effects)
            passes += 1
            require(passes < 100_000, "deadlines keep being set")
        }
        now = max(now, time)
        take(machine.advance(to: now))  // nothing more is due: the machine's clock moves to the time
    }

    func check() {
        let limits = machine.limits
        var holding: [ToastPosition: Int] = [:]
        for toast in machine.snapshots() {
            switch toast.phase {
            case .entering, .shown: holding[toast.request.position, default: 0] += 1
            case .leaving: break
            }
        }
        for (position, count) in holding {
            // A lowered maxVisible lets toasts beyond it stay until they end, so only check the
            // machine's own bound (the largest maxVisible there is).
            require(count <= ToastStateMachine.Limits.maxVisibleLimit, "\(count) visible at \(position)")
        }
        for position in machine.activePositions {
            require(machine.queuedToasts(at: position).count <= limits.maxQueued, "queue over its limit")
        }
        var timed: Set<ToastID> = []
        for (id, time) in machine.pendingDeadlines {
            require(timed.insert(id).inserted, "two deadlines for one toast")
            require(machine.isLive(id), "a deadline for an ended toast")
            require(time >= now, "a deadline left behind the clock")
        }
        for toast in machine.snapshots() where toast.phase != .shown {
            require(timed.contains(toast.id), "a transition with no deadline to end it")
        }
        require(machine.liveCount + ended.count == requested.count, "a request neither live nor ended")
        if let broken = machine.brokenRule() { require(false, broken) }
        if let broken = stage.brokenRule(shown: machine.snapshots()) { require(false, broken) }
    }

    /// Sends an update and checks the display-time rule on what it did.
    mutating func send(_ update: ToastUpdate, to id: ToastID) {
        let before = machine.entries[id]
        let effects = machine.handle(.updateRequested(id, update), at: now)
        take(effects)
        let broken = machine.brokenDisplayTimeRule(
            after: update, to: id, before: before,
            rejected: effects.contains { if case .notify(.updateRejected(id, _)) = $0 { true } else { false } },
            reportedUpdated: effects.contains(.notify(.updated(id))))
        if let broken { require(false, broken) }
    }

    func require(_ condition: Bool, _ rule: @autoclosure () -> String) {
        if !condition { fatalError("engine rule broken: \(rule())") }
    }
}

private let messages = ["Saved", "", "  ", "刷新了20条新数据", "Deleted \u{0007}item", "تم الحفظ", String(repeating: "long ", count: 150)]
private let durations: [ToastDuration] = [
    .short, .long, .automatic, .indefinite, .seconds(0), .seconds(1.5), .seconds(-1), .seconds(.nan), .seconds(.greatestFiniteMagnitude),
]
private let positions: [ToastPosition] = [.top, .bottom, .center, .fraction(0.3), .fraction(2), .anchored(to: .navigationBar)]
private let styles: [ToastStyle] = ToastStyle.presets
private let progresses: [ToastProgress?] = [nil, nil, .indeterminate, .fraction(0.5), .fraction(.nan), .fraction(-4)]
private let loadings: [ToastLoadingTiming] = [.none, .none, .standard, ToastLoadingTiming(graceSeconds: 0, minimumSeconds: 1.5)]

private func request(_ reader: inout ByteReader) -> ToastRequest {
    var style = reader.pick(styles)
    style.behavior.pausesOnTouch = reader.next() & 1 == 0
    return ToastRequest(
        content: ToastContent(
            message: reader.pick(messages), title: reader.pick([nil, "Title", ""]),
            action: reader.pick([nil, ToastAction(title: "Undo"), ToastAction(title: " ")]), progress: reader.pick(progresses)),
        style: style, duration: reader.pick(durations), position: reader.pick(positions),
        priority: reader.pick(ToastPriority.allCases), policy: reader.pick(ToastQueuePolicy.allCases),
        coalescingKey: reader.pick([nil, nil, "a", "b"]), loading: reader.pick(loadings))
}

private func update(_ reader: inout ByteReader) -> ToastUpdate {
    let changes: [ToastUpdate.Change] = [
        .message(reader.pick(messages)), .title(reader.pick([nil, "Done"])), .progress(reader.pick(progresses)),
        .duration(reader.pick(durations)), .style(reader.pick(styles)), .action(reader.pick([nil, ToastAction(title: "Retry")])),
        .icon(reader.pick([nil, .symbol("checkmark.circle.fill"), .picture])),
    ]
    return ToastUpdate((0..<(1 + Int(reader.next()) % 3)).map { _ in reader.pick(changes) })
}

/// Steps one input may take: enough for long stories, few enough to keep executions fast.
private let maximumSteps = 200

/// Bytes from this value up are the scene's inputs (six of them), the rest the engine's.
private let stageOperations: UInt8 = 250

/// One of the scene's inputs: a rotation or resize, the keyboard, the bars, a drag, a release,
/// Reduce Motion.
private func stageStep(
    _ kind: UInt8, _ harness: inout EngineHarness, _ reader: inout ByteReader, _ id: ToastID
) {
    let scene = harness.stage.scene
    switch kind {
    case 0:
        var next = reader.pick(EngineHarness.scenes)
        next.reduceMotion = scene.reduceMotion
        next.layoutDirection = reader.next() % 2 == 0 ? .leftToRight : .rightToLeft
        next.textScale = 0.5 + Double(reader.next()) / 64
        harness.stage(.sceneChanged(next))
    case 1:
        let height = Double(reader.next()) * 2
        let frame = height > 0 ? ToastRect(x: 0, y: scene.size.height - height, width: scene.size.width, height: height) : nil
        let duration = Double(reader.next()) / 100 - 0.5  // negative ones too: the stage must clamp them
        harness.stage(.keyboardMoved(frame, ToastStageAnimation(duration: duration, curve: .system(Int(reader.next() % 8)))))
    case 2:
        let height = Double(reader.next() % 120)
        let top = scene.size.height - scene.safeArea.bottom - height
        harness.bottomBar = height > 0 ? ToastRect(x: 0, y: top, width: scene.size.width, height: scene.size.height - top) : nil
        for id in harness.stage.toastIDs { harness.stage(.contextChanged(id, ToastStage.Context(bottomBar: harness.bottomBar))) }
    case 3:
        let translation = ToastPoint(x: Double(Int8(bitPattern: reader.next())) * 2, y: Double(Int8(bitPattern: reader.next())) * 2)
        harness.stage(.panChanged(id, translation: translation))
    case 4:
        let velocity = ToastPoint(x: Double(Int8(bitPattern: reader.next())) * 20, y: Double(Int8(bitPattern: reader.next())) * 20)
        harness.stage(reader.next() % 4 == 0 ? .panCancelled(id) : .panEnded(id, velocity: velocity))
    default:
        var next = scene
        next.reduceMotion.toggle()
        harness.stage(.sceneChanged(next))
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    var harness = EngineHarness(limits: .init(maxVisible: 1 + Int(reader.next()) % 3, maxQueued: Int(reader.next()) % 6))
    func someID(_ reader: inout ByteReader) -> ToastID {
        let pick = Int(reader.next())
        if harness.requested.isEmpty || pick == 255 { return ToastID(rawValue: 1_000_000) }
        return harness.requested[pick % harness.requested.count]
    }
    var steps = 0
    while !reader.isAtEnd, steps < maximumSteps {
        steps += 1
        let raw = reader.next()
        if raw >= stageOperations {
            let id = someID(&reader)  // read before the harness is lent to the step
            stageStep(raw - stageOperations, &harness, &reader, id)
            harness.deliverStageSends()
            harness.check()
            continue
        }
        let op = raw % 25
        switch op {
        case 0...5:
            let id = ToastID(rawValue: UInt64(harness.requested.count + 1))
            harness.requested.append(id)
            harness.take(harness.machine.show(request(&reader), id: id, at: harness.now))
        case 6...9:
            harness.advance(to: harness.now + Double(reader.next()) / 20)
        case 10: harness.take(harness.machine.handle(.toastTapped(someID(&reader)), at: harness.now))
        case 11: harness.take(harness.machine.handle(.toastSwiped(someID(&reader)), at: harness.now))
        case 12: harness.take(harness.machine.handle(.actionTriggered(someID(&reader)), at: harness.now))
        case 13: harness.take(harness.machine.handle(.touchBegan(someID(&reader)), at: harness.now))
        case 14: harness.take(harness.machine.handle(.touchEnded(someID(&reader)), at: harness.now))
        case 15: harness.take(harness.machine.handle(.dismissRequested(someID(&reader)), at: harness.now))
        case 16: harness.take(harness.machine.handle(.hideAnimationFinished(someID(&reader)), at: harness.now))
        case 17, 18:
            let id = someID(&reader)
            harness.send(update(&reader), to: id)
        case 19:
            let event: ToastStateMachine.Input = reader.pick([
                .dismissAllRequested, .appEnteredBackground, .appEnteredForeground, .screenReaderChanged(running: true),
                .screenReaderChanged(running: false), .reduceMotionChanged(enabled: true), .reduceMotionChanged(enabled: false),
                .sceneRemoved,
            ])
            harness.take(harness.machine.handle(event, at: harness.now))
        case 20:
            let limits = ToastStateMachine.Limits(maxVisible: Int(reader.next()) % 4, maxQueued: Int(reader.next()) % 7 - 1)
            harness.take(harness.machine.handle(.limitsChanged(limits), at: harness.now))
        case 21:
            // The clock lands exactly on the next deadline, where ties are decided.
            if let due = harness.machine.nextDeadline { harness.advance(to: due) }
        case 22:
            // The clock moves by a hair, as a host that wakes twice in a frame.
            harness.advance(to: harness.now + 1e-9)
        case 23:
            // Time given out of order, or not finite: the engine keeps its clock.
            let time = reader.pick([-1.0, .nan, .infinity, harness.now - 5])
            harness.take(harness.machine.handle(.appEnteredForeground, at: time))
        default:
            // What a release build does where the engine finds its bookkeeping broken (a debug
            // build stops there, and check() fails on any such state the inputs reach): the
            // toast, whatever its phase, ends at once; every rule must still hold.
            var effects: [ToastStateMachine.Effect] = []
            harness.machine.endInconsistent(someID(&reader), into: &effects)
            harness.take(effects)
        }
        harness.deliverStageSends()
        harness.check()
    }
    // The end: everything is dismissed and every toast's time runs out; each request ended once.
    harness.take(harness.machine.handle(.dismissAllRequested, at: harness.now))
    harness.advance(to: .greatestFiniteMagnitude)
    harness.check()
    harness.require(harness.machine.liveCount == 0, "toasts live after dismissing everything and passing every deadline")
    harness.require(harness.machine.nextDeadline == nil, "deadlines left")
    for id in harness.requested { harness.require(harness.completions[id] == 1, "\(id) completed \(harness.completions[id] ?? 0) times") }
    return 0
}
