/// The toast engine: a value that takes events, with the time they happened, and returns the
/// effects a host must carry out.
///
/// It never reads a clock, sleeps or touches a platform type; it owns its time. Each part of a
/// toast's life that ends by itself (a transition, the display time, a loading toast's grace
/// and minimum time) carries its deadline; the machine answers ``nextDeadline`` and a host (the
/// loop of a runtime in an app, the `toastkit simulate` harness, a test) lets time pass with
/// ``advance(to:)``. Each effect carries what was decided (a `ToastSnapshot` snapshot, a
/// lifecycle event), so a host never reads the machine back to carry one out.
///
/// ```swift
/// var machine = ToastStateMachine()
/// let id = ToastID(rawValue: 1)
/// let effects = machine.show(ToastRequest(message: "Saved"), id: id, at: 0)
/// // effects: appear(toast), notify(willShow(id)); machine.nextDeadline == 0.35
/// let more = machine.advance(to: 0.35)
/// // more: notify(didShow(id)); machine.nextDeadline == 2.35
/// ```
///
/// ## Rules
/// - Each request comes with its identifier, above every one the machine has taken: the host
///   numbers its requests (see ``show(_:id:at:)``).
/// - Each ``ToastPosition`` has `maxVisible` seats and a queue of at most `maxQueued`.
/// - A toast holds its seat from `willShow` until `didHide`, so the next queued toast enters once
///   the previous one is gone. A toast that was replaced or pre-empted gives up its seat at once,
///   so its successor enters while it leaves.
/// - ``ToastQueuePolicy`` decides what a request does when no seat is free; ``ToastPriority/high``
///   pre-empts a visible normal toast, which returns to the queue with its remaining time.
/// - A request whose coalescing key matches a live toast gives it its content and ends with
///   `coalesced`: it neither queues nor shows twice. A toast that has shown starts its full time
///   again; one that was pre-empted matches while it leaves, and comes back with the newest
///   content and its full time.
/// - An update that gives a duration starts the display time again from the update, even with
///   the duration the toast already had (a keep-alive). `updated` reports an update that changed
///   something: the request, or the remaining time.
/// - The display time starts when the show transition ends. A touch, the app going to the
///   background, its deck fanning out (``Input/deckExpanded(_:)``) or being behind the front of
///   a folded deck (``ToastStacking/deck``: only the front is read) holds it; repeated or unbalanced holds and releases are harmless. A hold ends
///   with `resumed`, or with `willHide` if the toast leaves while paused: a leaving toast is never
///   paused.
/// - `willHide` and `didHide` of one hide carry the same reason. The first *ending* wins: a
///   toast that is already leaving for a reason keeps it, and a later tap, `dismiss` or timeout
///   changes nothing. A pre-empted toast (``ToastHideReason/preempted`` is not an ending) that is
///   dismissed while it leaves reports `didHide` with `preempted` and then completes with
///   `dismissed` instead of going back to the queue.
/// - Queued toasts move into free seats only when the call that freed them is over, so a toast
///   that takes a seat (by replacing or pre-empting) is never overtaken within that call.
/// - Every request ends with exactly one ``ToastLifecycleEvent/completed(_:)``. A state that
///   breaks the engine's own bookkeeping (a bug in the engine) stops a debug build, naming the
///   rule; a release build ends that toast at once with ``ToastDropCause/inconsistentState``.
/// - Time never runs backwards: an event stamped earlier than the last one (or with a NaN or
///   infinite time) counts as happening at the last one's time. Deadlines pass in time order,
///   each at its own time; deadlines at one time pass in the order they were set.
package struct ToastStateMachine: Sendable {
    /// Limits that apply to each position separately.
    package struct Limits: Equatable, Sendable {
        /// Toasts on screen at once at one position (1…``maxVisibleLimit``). Above 1 they stack.
        package var maxVisible: Int
        /// Toasts waiting at one position (0…``maxQueuedLimit``). Android allows 5 per app.
        package var maxQueued: Int
        /// The most toasts one position shows at once.
        package static let maxVisibleLimit = 8
        /// The longest queue one position keeps.
        package static let maxQueuedLimit = 1_000
        /// Android's queue limit.
        package static let defaultMaxQueued = 5

        /// Values outside 1…``maxVisibleLimit`` and 0…``maxQueuedLimit`` are clamped to them.
        package init(maxVisible: Int = 1, maxQueued: Int = defaultMaxQueued) {
            self.maxVisible = min(max(maxVisible, 1), Self.maxVisibleLimit)
            self.maxQueued = min(max(maxQueued, 0), Self.maxQueuedLimit)
        }
    }

    /// Something that happened, told to the engine. Inputs about an unknown or finished toast
    /// are ignored.
    package enum Input: Equatable, Sendable {
        /// The user tapped the toast.
        case toastTapped(ToastID)
        /// The user swiped the toast towards its edge.
        case toastSwiped(ToastID)
        /// The toast's action button was chosen.
        case actionTriggered(ToastID)
        /// A finger went down on the toast.
        case touchBegan(ToastID)
        /// The finger lifted or the touch was cancelled.
        case touchEnded(ToastID)
        /// The host's hide animation for this toast ended early (a custom animation removed its
        /// views). The toast is gone now rather than at its hide deadline; without this event the
        /// deadline ends it anyway, so a host that never reports cannot hold anything up.
        case hideAnimationFinished(ToastID)
        /// The app asked for this toast to go. Within a loading toast's minimum time
        /// (``ToastLoadingTiming``) it goes when that is over.
        case dismissRequested(ToastID)
        /// The app changed the toast's content, style or duration (see `ToastUpdate`).
        case updateRequested(ToastID, ToastUpdate)
        /// The app asked for every toast, visible and queued, to go.
        case dismissAllRequested
        /// Its toasts cannot be seen (the scene resigned active, or went to the background): every
        /// display time pauses.
        case appEnteredBackground
        /// Its toasts can be seen again: display times run again, unless a touch still holds them.
        case appEnteredForeground
        /// A deck (``ToastStacking/deck``) at this position fanned out: every toast there, and
        /// every one that arrives while it is open, pauses its time.
        case deckExpanded(ToastPosition)
        /// The deck at this position folded back: its toasts' display times run on from where they stopped.
        case deckCollapsed(ToastPosition)
        /// A screen reader started or stopped. While one runs, toasts are announced and finite
        /// durations last at least as long as the announcement takes.
        case screenReaderChanged(running: Bool)
        /// Reduce Motion was turned on or off; transitions that start afterwards follow it.
        case reduceMotionChanged(enabled: Bool)
        /// New limits. A shorter queue drops its newest requests at once; a higher `maxVisible`
        /// shows queued toasts at once; toasts beyond a lowered `maxVisible` stay until they end.
        case limitsChanged(Limits)
        /// The place toasts were shown in is gone (a window scene disconnected): every toast ends
        /// at once with ``ToastDropCause/sceneRemoved``.
        case sceneRemoved
    }

    /// Something the host must do, carrying what the engine decided.
    package enum Effect: Equatable, Sendable {
        /// Add the toast's view and run its show transition (the snapshot says which, and when
        /// it ends).
        indirect case appear(ToastSnapshot)
        /// Run the toast's hide transition; the snapshot's phase carries the reason.
        indirect case beginHiding(ToastSnapshot)
        /// The toast's content or style changed: draw the new snapshot, laid out again, and
        /// animate to its new size.
        indirect case update(ToastSnapshot)
        /// The hide transition is over: remove the toast's view (if it still has one).
        case remove(ToastID)
        /// Tell observers what happened.
        case notify(ToastLifecycleEvent)
        /// Announce the text to a running screen reader, without moving its focus.
        case announce(ToastID, text: String)
    }

    /// The limits in force.
    package private(set) var limits: Limits
    /// Whether a screen reader was running at the last report.
    package private(set) var isScreenReaderRunning = false
    /// Whether Reduce Motion was on at the last report.
    package private(set) var isReduceMotionEnabled = false
    /// Whether the app was in the background at the last report.
    package private(set) var isInBackground = false
    /// The latest time the machine has seen.
    package private(set) var now: Double = 0

    /// Every live request, queued or on screen.
    private(set) var entries: [ToastID: LiveRequest] = [:]
    /// The positions that have (or recently had) live requests.
    private var groups = Groups()
    /// For each coalescing key, the live request that carries its news, if one does (checked
    /// when it is read: one that has left for good stays here until it ends).
    private var newsCarriers: [String: ToastID] = [:]
    /// The identifier of the request taken last (#0 before any): the next must be above it.
    private(set) var lastID = ToastID(rawValue: 0)
    /// Requests waiting out their grace time, oldest first.
    private var delayed: [ToastID] = []
    /// The order of the deadline set last.
    private var lastDeadlineOrder: UInt64 = 0
    /// Every deadline set, earliest first, so that finding the next costs the same however many
    /// toasts are on screen. One whose toast no longer waits for it (its phase moved on) is
    /// dropped once it reaches the top, at the end of the call that left it there.
    private(set) var deadlines = ToastDeadlineHeap<FiledDeadline>()
    /// How each position's toasts are drawn (the stage's scene tells the loop): a folded deck
    /// holds the time of every toast behind its front.
    private var stacking = ToastStacking.list
    private var stackingByPosition: [ToastPosition: ToastStacking] = [:]
    /// How many times a release build found a state that breaks a ``BookkeepingRule`` (and
    /// ended the toast); a debug build stops at the first instead.
    private(set) var brokenBookkeepingCount = 0

    /// A machine with no toasts, at time 0.
    package init(limits: Limits = Limits()) {
        self.limits = limits
    }

    // MARK: - Input

    /// Takes a new request, named `id` for its whole life, and returns the effects. An invalid
    /// request ends at once with ``ToastEndReason/rejected(_:)``.
    ///
    /// The host numbers its requests in the order they arrive (ToastKit once for the whole app,
    /// so that no two scenes' toasts share an identifier): `id` must be above every identifier
    /// the machine has taken, and above 0. Anything else is a programming error in the host and
    /// stops the program, in every build: the identifier would name two requests, and an event or
    /// a completion meant for one would reach the other.
    package mutating func show(_ request: ToastRequest, id: ToastID, at time: Double) -> [Effect] {
        var effects: [Effect] = []
        show(request, id: id, at: time, into: &effects)
        return effects
    }

    /// ``show(_:id:at:)``, appending the effects to `effects` (so a host can reuse one buffer).
    package mutating func show(_ request: ToastRequest, id: ToastID, at time: Double, into effects: inout [Effect]) {
        precondition(id > lastID, "ToastStateMachine: \(id) is not above \(lastID), the identifier of the request taken last")
        lastID = id
        advanceClock(to: time)
        var cleaned = request
        if let rejection = cleaned.clean() {
            effects.append(.notify(.completed(ToastEnding(id: id, reason: .rejected(rejection)))))
        } else if let key = cleaned.coalescingKey, coalesce(key, with: cleaned, into: &effects) {
            effects.append(.notify(.completed(ToastEnding(id: id, reason: .coalesced))))
        } else if cleaned.loading.graceSeconds > 0 {
            file(LiveRequest(id: id, request: cleaned, phase: .delayed(until: newDeadline(for: id, in: cleaned.loading.graceSeconds))))
            delayed.append(id)
        } else {
            admit(LiveRequest(id: id, request: cleaned, phase: .queued(remaining: nil)), into: &effects)
        }
        promoteChangedGroups(into: &effects)
    }

    /// Takes one input and returns the effects.
    package mutating func handle(_ input: Input, at time: Double) -> [Effect] {
        var effects: [Effect] = []
        handle(input, at: time, into: &effects)
        return effects
    }

    /// ``handle(_:at:)``, appending the effects to `effects` (so a host can reuse one buffer).
    package mutating func handle(_ input: Input, at time: Double, into effects: inout [Effect]) {
        advanceClock(to: time)
        switch input {
        case .toastTapped(let id):
            userEnded(id, reason: .tap, into: &effects) { $0.acceptsTap }
        case .toastSwiped(let id):
            userEnded(id, reason: .swipe, into: &effects) { $0.style.behavior.swipeToDismiss }
        case .actionTriggered(let id):
            userEnded(id, reason: .action, into: &effects) { $0.content.action != nil }
        case .touchBegan(let id):
            touch(id, down: true, into: &effects)
        case .touchEnded(let id):
            touch(id, down: false, into: &effects)
        case .hideAnimationFinished(let id):
            guard case .leaving? = phase(of: id) else { break }
            finishLeaving(id, into: &effects)
        case .dismissRequested(let id):
            dismiss(id, into: &effects)
        case .updateRequested(let id, let update):
            self.update(id, with: update, into: &effects)
        case .dismissAllRequested:
            for id in allIDs() { dismiss(id, into: &effects) }
        case .appEnteredBackground:
            guard !isInBackground else { break }
            isInBackground = true
            for id in visibleIDs() { updateHold(id, into: &effects) }
        case .appEnteredForeground:
            guard isInBackground else { break }
            isInBackground = false
            for id in visibleIDs() { updateHold(id, into: &effects) }
        case .deckExpanded(let position):
            setDeck(at: position, expanded: true, into: &effects)
        case .deckCollapsed(let position):
            setDeck(at: position, expanded: false, into: &effects)
        case .screenReaderChanged(let running):
            isScreenReaderRunning = running
        case .reduceMotionChanged(let enabled):
            isReduceMotionEnabled = enabled
        case .limitsChanged(let limits):
            self.limits = limits
            for number in groups.inPositionOrder() { trimQueue(ofGroup: number, into: &effects) }
            groups.markAllChanged()  // a higher maxVisible frees seats everywhere
        case .sceneRemoved:
            removeEverything(into: &effects)
        }
        promoteChangedGroups(into: &effects)
    }

    // MARK: - Reading

    /// Every toast on screen (entering, shown or leaving), each position's oldest first.
    package func snapshots() -> [ToastSnapshot] {
        groups.inPositionOrder().flatMap { number in groups[number].visible.compactMap { entries[$0]?.snapshot(at: now) } }
    }

    /// The toast on screen with this identifier, if any.
    package func snapshot(_ id: ToastID) -> ToastSnapshot? {
        entries[id]?.snapshot(at: now)
    }

    /// The identifiers waiting at `position`, in the order they will show.
    package func queuedToasts(at position: ToastPosition) -> [ToastID] {
        groups.number(of: position).map { groups[$0].queue.map { $0.id } } ?? []
    }

    /// The positions that have toasts, visible or queued, in ``ToastPosition``'s order.
    package var activePositions: [ToastPosition] {
        groups.inPositionOrder().filter { !groups[$0].isEmpty }.map { groups[$0].position }
    }

    /// Whether the identifier belongs to a request that has not ended.
    package func isLive(_ id: ToastID) -> Bool {
        entries[id] != nil
    }

    /// The number of requests that have not ended.
    package var liveCount: Int { entries.count }

    /// The number of positions with a group, including the few empty ones kept.
    var groupCount: Int { groups.count }

    // MARK: - Time

    /// When the next part of a toast's life ends by itself (a transition, a display time, a
    /// grace or minimum time); `nil` while nothing waits for time. What a host on a real clock
    /// sleeps until.
    package var nextDeadline: Double? { deadlines.first?.deadline }

    /// Lets time run to `time`: every deadline due by then passes, in order, each at its own
    /// time, and the machine's time is `time` after.
    package mutating func advance(to time: Double) -> [Effect] {
        var effects: [Effect] = []
        while passDeadline(dueBy: time, into: &effects) != nil {}
        advanceClock(to: time)
        return effects
    }

    /// Lets the earliest deadline pass if it is due by `time`, at its own time (the clock moves
    /// there unless it is infinite, which only an unbounded `time` reaches), appending the
    /// effects. Returns the deadline's time, or `nil` when none was due. A host that has more
    /// to do between deadlines (the loop hands each one's effects to the stage) calls it once
    /// per deadline.
    package mutating func passDeadline(dueBy time: Double, into effects: inout [Effect]) -> Double? {
        dropPassedOver()
        guard let first = deadlines.first, first.deadline <= time else { return nil }
        deadlines.remove(at: 0)
        let id = first.id
        advanceClock(to: first.deadline)
        switch entries[id]?.phase {
        case .delayed?:
            admitAfterGrace(id, into: &effects)
        case .entering?:
            finishEntering(id, into: &effects)
        case .shown(.minimumTime, _)?:
            finishMinimumTime(id, into: &effects)
        case .shown?:
            leave(id, reason: .ending(.timeout), occupiesSeat: true, into: &effects)
        case .leaving?:
            finishLeaving(id, into: &effects)
        case .queued?, nil:
            break  // a deadline at the top is one its live toast waits for (dropPassedOver)
        }
        promoteChangedGroups(into: &effects)
        return first.deadline
    }

    /// A deadline set for a toast, filed in ``deadlines``.
    struct FiledDeadline: ToastDeadlineItem, Sendable {
        let deadline: Double
        let sequence: UInt64
        let id: ToastID
    }

    /// Whether the toast of `filed` still waits for it.
    func isWaited(_ filed: FiledDeadline) -> Bool {
        guard let handle = entries.index(forKey: filed.id) else { return false }
        return entries.values[handle].deadline?.order == filed.sequence
    }

    /// Drops the deadlines at the top that no toast waits for any more, and rebuilds the heap
    /// from the ones still waited for when dropped ones outnumber them, so memory follows the
    /// number of toasts.
    private mutating func dropPassedOver() {
        while let first = deadlines.first, !isWaited(first) { deadlines.remove(at: 0) }
        if deadlines.count > Self.deadlinesKeptFloor + Self.deadlinesKeptPerToast * entries.count {
            let machine = self
            deadlines.removeAll { machine.isWaited($0) }
        }
    }

    /// The heap may hold this many deadlines per live toast, plus a floor, before it is rebuilt.
    private static let deadlinesKeptPerToast = 2
    private static let deadlinesKeptFloor = 32

    // MARK: - Admission

    /// Finds a new, valid request its place: on screen, in the queue, or its end. A request
    /// that ends at once is never filed.
    private mutating func admit(_ entry: consuming LiveRequest, into effects: inout [Effect]) {
        let id = entry.id
        let request = entry.request
        let index = groups.number(creating: request.position)
        let seatFree = seatsOccupied(in: groups[index]) < limits.maxVisible
        if seatFree && groups[index].queue.isEmpty {
            file(entry)
            appear(id, into: &effects)
            return
        }
        switch request.policy {
        case .drop:
            forgetNews(of: id, key: request.coalescingKey)
            complete(id, reason: .dropped(.positionBusy), into: &effects)
        case .replace:
            file(entry)
            if seatFree {
                // Shows at once, ahead of the queue: replacing means "now", and nothing need go.
                appear(id, into: &effects)
            } else if let victim = oldestActive(in: groups[index], below: nil) {
                leave(victim, reason: .ending(.replaced), occupiesSeat: false, into: &effects)
                appear(id, into: &effects)
            } else {
                releaseOneLeavingSeat(in: request.position, into: &effects)
                appear(id, into: &effects)
            }
        case .queue:
            if !seatFree, request.priority == .high, let victim = oldestActive(in: groups[index], below: .high) {
                file(entry)
                leave(victim, reason: .preempted, occupiesSeat: false, into: &effects)
                appear(id, into: &effects)
            } else if groups[index].isFullWithoutRoom(for: request.priority, limit: limits.maxQueued) {
                // It would join the queue as its newest lowest-priority request and be the one
                // to give way.
                forgetNews(of: id, key: request.coalescingKey)
                complete(id, reason: .dropped(.queueFull(limit: limits.maxQueued)), into: &effects)
            } else {
                file(entry)
                enqueue(id, atFrontOfPriority: false, into: &effects)
            }
        }
    }

    private mutating func enqueue(_ id: ToastID, atFrontOfPriority: Bool, into effects: inout [Effect]) {
        guard let handle = entries.index(forKey: id), let index = groups.number(of: entries.values[handle].request.position) else {
            return impossible(.queuedIntoItsGroup, id, into: &effects)
        }
        groups[index].enqueue(id, priority: entries.values[handle].request.priority, atFrontOfPriority: atFrontOfPriority)
        groups.markChanged(index)
        trimQueue(ofGroup: index, into: &effects)
    }

    /// Drops the newest lowest-priority requests while the queue is over its limit.
    private mutating func trimQueue(ofGroup index: Int, into effects: inout [Effect]) {
        let limit = limits.maxQueued
        while groups[index].queue.count > limit, let dropped = groups[index].queue.popLast() {
            groups.markChanged(index)
            end(dropped.id, reason: .dropped(.queueFull(limit: limit)), into: &effects)
        }
    }

    /// Shows queued toasts while seats are free, at every position whose seats or queue changed
    /// in this call, in position order, then starts or ends the holds there (a folded deck's
    /// front may have changed: decided once the call's toasts have come and gone, so a toast
    /// that goes behind and comes back within one call is never paused). Runs once at the end
    /// of every call. Positions left with
    /// nothing are forgotten while more than ``keptEmptyGroupLimit`` positions are in use, so a
    /// few busy ones keep their storage between toasts while many one-off positions cannot
    /// accumulate.
    private mutating func promoteChangedGroups(into effects: inout [Effect]) {
        defer { dropPassedOver() }  // the call may have left a passed-over deadline at the top
        guard !groups.changed.isEmpty else { return }
        groups.sortChanged()
        var next = 0
        while next < groups.changed.count {
            let index = groups.changed[next]
            while !groups[index].queue.isEmpty, seatsOccupied(in: groups[index]) < limits.maxVisible {
                appear(groups[index].queue.removeFirst().id, into: &effects)
            }
            next += 1
        }
        for index in groups.changed { updateHolds(inGroup: index, into: &effects) }
        for index in groups.changed where groups[index].isEmpty && groups.count > Self.keptEmptyGroupLimit {
            groups.remove(index)
        }
        groups.clearChanged()
    }

    /// How many positions may keep their (empty) storage between toasts.
    static let keptEmptyGroupLimit = 4

    /// Makes a leaving toast give up its seat, for a replacing request that finds every seat
    /// taken and no toast it could replace.
    private mutating func releaseOneLeavingSeat(in position: ToastPosition, into effects: inout [Effect]) {
        if let index = groups.number(of: position) {
            for id in groups[index].visible {
                guard case .leaving(var leaving)? = phase(of: id), leaving.occupiesSeat else { continue }
                leaving.occupiesSeat = false
                setPhase(id, .leaving(leaving))
                groups.markChanged(index)
                return
            }
        }
        impossible(.takenSeatsAreHeld, nil, into: &effects)
    }

    // MARK: - Phases

    /// Puts a request on screen: its show transition starts now.
    private mutating func appear(_ id: ToastID, into effects: inout [Effect]) {
        guard let handle = entries.index(forKey: id), case .queued(let remaining) = entries.values[handle].phase,
            let index = groups.number(of: entries.values[handle].request.position)
        else { return impossible(.appearedFromTheQueue, id, into: &effects) }
        let request = entries.values[handle].request
        let full = entries.values[handle].fullTime ?? resolveTime(of: request)
        let transition = effective(request.style.motion.show)
        var transit = Transit(transition: transition, start: now, end: now + transition.effectiveDuration)
        if transit.end > now { transit.deadline = newDeadline(for: id, in: transition.effectiveDuration) }
        entries.values[handle].fullTime = full
        entries.values[handle].phase = .entering(transit, remaining: remaining ?? full, touched: false)
        groups[index].visible.append(id)
        if let toast = entries.values[handle].snapshot(at: now) { effects.append(.appear(toast)) }
        effects.append(.notify(.willShow(id)))
        if isScreenReaderRunning {
            effects.append(.announce(id, text: entries.values[handle].request.content.spokenText))
        }
        groups.markChanged(index)  // in a folded deck, the toast it covers goes behind
        if transit.deadline == nil { finishEntering(id, into: &effects) }
    }

    private mutating func finishEntering(_ id: ToastID, into effects: inout [Effect]) {
        guard let handle = entries.index(forKey: id), case .entering(_, let remaining, let touched) = entries.values[handle].phase else {
            return impossible(.shownAfterEntering, id, into: &effects)
        }
        effects.append(.notify(.didShow(id)))
        let minimum = entries.values[handle].request.loading.minimumSeconds
        if minimum > 0 {
            // It keeps what it shows for its minimum time; its display time starts after that.
            entries.values[handle].phase = .shown(
                .minimumTime(until: newDeadline(for: id, in: minimum), remaining: remaining), touched: touched)
        } else {
            run(id, remaining: remaining, touched: touched, into: &effects)
        }
    }

    /// Runs the display time `remaining` of a toast at rest (none when indefinite).
    private mutating func run(_ id: ToastID, remaining: RemainingTime, touched: Bool, into effects: inout [Effect]) {
        switch remaining {
        case .indefinite:
            setPhase(id, .shown(.indefinite, touched: touched))
        case .seconds(let seconds):
            startCountdown(id, remaining: seconds, touched: touched, into: &effects)
        }
    }

    /// The minimum time is over: the display time starts, then what waited takes effect.
    private mutating func finishMinimumTime(_ id: ToastID, into effects: inout [Effect]) {
        guard let handle = entries.index(forKey: id),
            case .shown(.minimumTime(_, let remaining), let touched) = entries.values[handle].phase
        else {
            return impossible(.minimumTimeAfterShowing, id, into: &effects)
        }
        let deferred = entries.values[handle].deferred
        entries.values[handle].deferred = nil
        run(id, remaining: remaining, touched: touched, into: &effects)
        if let update = deferred?.update { apply(update, to: id, into: &effects) }
        if deferred?.dismissed == true { leave(id, reason: .ending(.dismissed), occupiesSeat: true, into: &effects) }
    }

    /// Runs the display time of a toast at rest, or pauses it if it must pause.
    private mutating func startCountdown(_ id: ToastID, remaining: Double, touched: Bool, into effects: inout [Effect]) {
        if mustPause(id, touched: touched) {
            setPhase(id, .shown(.paused(remaining: remaining), touched: touched))
            effects.append(.notify(.paused(id)))
        } else {
            setPhase(id, .shown(.running(until: newDeadline(for: id, in: remaining)), touched: touched))
        }
    }

    /// Holds or releases every toast of the deck at `position` (a position with no group has no
    /// toast to hold).
    private mutating func setDeck(at position: ToastPosition, expanded: Bool, into effects: inout [Effect]) {
        guard let number = groups.number(of: position), groups[number].isDeckExpanded != expanded else { return }
        groups[number].isDeckExpanded = expanded
        updateHolds(inGroup: number, into: &effects)
    }

    /// The stage's scene stacks the positions this way from `time`: toasts that went behind a
    /// folded deck's front hold, and those that no longer are behind one run on.
    mutating func stackingChanged(
        to stacking: ToastStacking, byPosition: [ToastPosition: ToastStacking], at time: Double,
        into effects: inout [Effect]
    ) {
        advanceClock(to: time)
        guard stacking != self.stacking || byPosition != stackingByPosition else { return }
        self.stacking = stacking
        stackingByPosition = byPosition
        for number in groups.inPositionOrder() { updateHolds(inGroup: number, into: &effects) }
        dropPassedOver()
    }

    /// Starts or ends the holds of a position's toasts after its deck or its front changed.
    private mutating func updateHolds(inGroup number: Int, into effects: inout [Effect]) {
        for id in groups[number].visible { updateHold(id, into: &effects) }
    }

    /// Whether a shown toast's time must pause: a finger is on it, its toasts cannot be seen, its
    /// deck is fanned out, or it is behind the front of a folded deck.
    private func mustPause(_ id: ToastID, touched: Bool) -> Bool {
        guard !touched, !isInBackground else { return true }
        guard let handle = entries.index(forKey: id), let number = groups.number(of: entries.values[handle].request.position) else {
            return false
        }
        let group = groups[number]
        if group.isDeckExpanded { return true }
        return stacking.at(group.position, byPosition: stackingByPosition) == .deck && front(of: group) != id
    }

    /// The toast a folded deck at the group's position shows in front: its newest that is not
    /// leaving (the stage draws the same one there).
    private func front(of group: Group) -> ToastID? {
        group.visible.last { id in entries[id]?.isActive ?? false }
    }

    /// Starts or ends a hold after a touch, background, foreground or deck change.
    private mutating func updateHold(_ id: ToastID, into effects: inout [Effect]) {
        guard case .shown(let countdown, let touched)? = phase(of: id) else { return }
        let pauses = mustPause(id, touched: touched)
        switch countdown {
        case .running(let deadline) where pauses:
            setPhase(id, .shown(.paused(remaining: max(deadline.time - now, 0)), touched: touched))
            effects.append(.notify(.paused(id)))
        case .paused(let remaining) where !pauses:
            effects.append(.notify(.resumed(id)))
            startCountdown(id, remaining: remaining, touched: touched, into: &effects)
        default:
            break
        }
    }

    /// Starts a toast's hide transition. Its deadline (display time or show transition) gives
    /// way to the hide's, and a hold ends with it.
    private mutating func leave(
        _ id: ToastID, reason: ToastHideReason, occupiesSeat: Bool, instantly: Bool = false, into effects: inout [Effect]
    ) {
        guard let handle = entries.index(forKey: id), entries.values[handle].isActive,
            let remaining = entries.values[handle].remainingTime(at: now)
        else {
            return impossible(.leavesWhileActive, id, into: &effects)
        }
        let transition = instantly ? .instant : effective(entries.values[handle].request.style.motion.hide)
        var transit = Transit(transition: transition, start: now, end: now + transition.effectiveDuration)
        if transit.end > now { transit.deadline = newDeadline(for: id, in: transition.effectiveDuration) }
        var ending: ToastEndReason?
        if case .ending(let dismissReason) = reason { ending = dismissReason }
        entries.values[handle].phase = .leaving(
            Leaving(reason: reason, ending: ending, occupiesSeat: occupiesSeat, transit: transit, remaining: remaining))
        let index = groups.number(of: entries.values[handle].request.position)
        if let index {
            groups.markChanged(index)
            // An open deck whose last toast leaves folds back (the stage folds it too), so a
            // toast that takes its place is never paused by it.
            if groups[index].isDeckExpanded, front(of: groups[index]) == nil { groups[index].isDeckExpanded = false }
        }
        if let toast = entries.values[handle].snapshot(at: now) { effects.append(.beginHiding(toast)) }
        effects.append(.notify(.willHide(id, reason)))
        if transit.deadline == nil { finishLeaving(id, into: &effects) }
    }

    /// The hide transition is over: the toast is gone, and either ends or goes back to the queue.
    private mutating func finishLeaving(_ id: ToastID, into effects: inout [Effect]) {
        guard let handle = entries.index(forKey: id), case .leaving(let leaving) = entries.values[handle].phase,
            let index = groups.number(of: entries.values[handle].request.position),
            let visibleIndex = groups[index].visible.firstIndex(of: id)
        else { return impossible(.leavingIsVisible, id, into: &effects) }
        groups[index].visible.remove(at: visibleIndex)
        groups.markChanged(index)
        effects.append(.remove(id))
        effects.append(.notify(.didHide(id, leaving.reason)))
        if let ending = leaving.ending {
            end(id, reason: ending, into: &effects)
        } else {
            entries.values[handle].phase = .queued(remaining: leaving.remaining)
            enqueue(id, atFrontOfPriority: true, into: &effects)
        }
    }

    // MARK: - Events

    /// A tap, swipe or action ends an active toast when `allowed` says the request accepts it.
    private mutating func userEnded(
        _ id: ToastID, reason: ToastEndReason, into effects: inout [Effect], allowed: (ToastRequest) -> Bool
    ) {
        guard let handle = entries.index(forKey: id), entries.values[handle].isActive, allowed(entries.values[handle].request) else {
            return
        }
        leave(id, reason: .ending(reason), occupiesSeat: true, into: &effects)
    }

    private mutating func touch(_ id: ToastID, down: Bool, into effects: inout [Effect]) {
        guard let entry = entries[id], entry.isActive, entry.isTouched != down else { return }
        guard !down || entry.request.style.behavior.pausesOnTouch else { return }
        switch entry.phase {
        case .entering(let transit, let remaining, _):
            setPhase(id, .entering(transit, remaining: remaining, touched: down))
        case .shown(let countdown, _):
            setPhase(id, .shown(countdown, touched: down))
            updateHold(id, into: &effects)
        case .delayed, .queued, .leaving:
            break
        }
    }

    private mutating func dismiss(_ id: ToastID, into effects: inout [Effect]) {
        guard let handle = entries.index(forKey: id) else { return }
        if entries.values[handle].isWithinMinimum {
            entries.values[handle].deferred = Deferred(update: entries.values[handle].deferred?.update, dismissed: true)
            return
        }
        let entry = entries.values[handle]
        switch entry.phase {
        case .delayed:
            // Over before its grace time: it never shows.
            end(id, reason: .dismissed, into: &effects)
        case .queued:
            guard let index = groups.number(of: entry.request.position),
                let queueIndex = groups[index].queue.firstIndex(where: { $0.id == id })
            else { return impossible(.queuedIsInTheQueue, id, into: &effects) }
            groups[index].queue.remove(at: queueIndex)
            groups.markChanged(index)
            end(id, reason: .dismissed, into: &effects)
        case .entering, .shown:
            leave(id, reason: .ending(.dismissed), occupiesSeat: true, into: &effects)
        case .leaving(var leaving) where leaving.ending == nil:
            // Pre-empted, it would have gone back to the queue; now it ends when it is gone.
            leaving.ending = .dismissed
            setPhase(id, .leaving(leaving))
        case .leaving:
            break  // already ending: the first ending wins
        }
    }

    /// A request with this key is news a live toast already carries: that toast takes the
    /// request's content, and one that has shown starts its full time again. A toast that was
    /// pre-empted still carries the news while it leaves, since it comes back.
    private mutating func coalesce(_ key: String, with request: ToastRequest, into effects: inout [Effect]) -> Bool {
        guard let carrier = newsCarriers[key], let handle = entries.index(forKey: carrier), entries.values[handle].carriesNews else {
            return false
        }
        apply(ToastUpdate.content(of: request), to: carrier, into: &effects)
        if let handle = entries.index(forKey: carrier), let full = entries.values[handle].fullTime {
            restartDisplayTime(carrier, full: full, into: &effects)
        }
        return true
    }

    /// The scene is gone: every toast ends at once. Each position's queue is emptied first,
    /// so no queued toast moves up while the visible ones leave (instantly) in the usual way.
    private mutating func removeEverything(into effects: inout [Effect]) {
        let removed = ToastEndReason.dropped(.sceneRemoved)
        for id in delayed { end(id, reason: removed, into: &effects) }
        for index in groups.inPositionOrder() {
            groups.markChanged(index)
            let queued = groups[index].queue
            groups[index].queue.removeAll()
            for id in groups[index].visible {
                guard let entry = entries[id] else {
                    impossible(.listedIsLive, id, into: &effects)
                    continue
                }
                switch entry.phase {
                case .entering, .shown:
                    leave(id, reason: .ending(removed), occupiesSeat: false, instantly: true, into: &effects)
                case .leaving(var leaving):
                    if leaving.ending == nil { leaving.ending = removed }
                    setPhase(id, .leaving(leaving))
                    finishLeaving(id, into: &effects)
                case .delayed, .queued:
                    impossible(.visibleIsOnScreen, id, into: &effects)
                }
            }
            for item in queued { end(item.id, reason: removed, into: &effects) }
        }
    }

    // MARK: - Updates

    /// Applies an update now, or, within a loading toast's minimum time, lets it wait (merged
    /// with any update already waiting). Progress-only updates never wait.
    private mutating func update(_ id: ToastID, with update: ToastUpdate, into effects: inout [Effect]) {
        guard let handle = entries.index(forKey: id) else { return }
        if entries.values[handle].isWithinMinimum, !update.isProgressOnly {
            var deferred = entries.values[handle].deferred ?? Deferred()
            deferred.update = deferred.update.map { $0.followed(by: update) } ?? update
            entries.values[handle].deferred = deferred
            return
        }
        apply(update, to: id, into: &effects)
    }

    /// Changes a live request's content, style or duration, whatever its phase. Reports
    /// `updated` when something changed: the request, or its remaining time (an update that
    /// gives a duration starts the display time again, even with the duration it had); or
    /// `updateRejected` when the result would be invalid.
    private mutating func apply(_ update: ToastUpdate, to id: ToastID, into effects: inout [Effect]) {
        guard let handle = entries.index(forKey: id) else { return }
        let before = entries.values[handle].request
        var changed = update.applied(to: before)
        if let rejection = changed.clean() {
            effects.append(.notify(.updateRejected(id, rejection)))
            return
        }
        let requestChanged = changed != before
        if requestChanged { entries.values[handle].request = changed }
        let restarted = update.givesDuration && retime(id, into: &effects)
        guard requestChanged || restarted else { return }
        let onScreen = entries.values[handle].isActive
        if requestChanged, let toast = entries.values[handle].snapshot(at: now) { effects.append(.update(toast)) }
        effects.append(.notify(.updated(id)))
        if isScreenReaderRunning, onScreen, changed.content.spokenText != before.content.spokenText {
            effects.append(.announce(id, text: changed.content.spokenText))
        }
        if requestChanged, case .delayed = entries.values[handle].phase, changed.content.progress == nil {
            // Finished within its grace time: it shows now, as it is.
            admitAfterGrace(id, into: &effects)
        }
    }

    /// The duration the request has now: the display time starts again from now with it (a
    /// queued toast keeps it for when it shows; a leaving one only if it will come back).
    /// Returns whether the toast's remaining time changed.
    private mutating func retime(_ id: ToastID, into effects: inout [Effect]) -> Bool {
        guard let handle = entries.index(forKey: id), entries.values[handle].fullTime != nil else {
            return false  // never shown: resolved when it shows
        }
        let before = entries.values[handle].remainingTime(at: now)
        let full = resolveTime(of: entries.values[handle].request)
        entries.values[handle].fullTime = full
        restartDisplayTime(id, full: full, into: &effects)
        return entries.values[handle].remainingTime(at: now) != before
    }

    /// Starts the display time of a toast that has shown again with `full`, wherever it is: at
    /// rest it runs from now (or stays paused), entering or in its minimum time it starts with it, and one
    /// that was pre-empted (leaving or queued again) comes back with it.
    private mutating func restartDisplayTime(_ id: ToastID, full: RemainingTime, into effects: inout [Effect]) {
        guard let handle = entries.index(forKey: id) else { return }
        switch entries.values[handle].phase {
        case .delayed, .queued(remaining: nil):
            break
        case .queued:
            entries.values[handle].phase = .queued(remaining: full)
        case .entering(let transit, _, let touched):
            entries.values[handle].phase = .entering(transit, remaining: full, touched: touched)
        case .shown(.minimumTime(let until, _), let touched):
            entries.values[handle].phase = .shown(.minimumTime(until: until, remaining: full), touched: touched)
        case .shown(let countdown, let touched):
            if case .paused = countdown, case .seconds(let seconds) = full {
                entries.values[handle].phase = .shown(.paused(remaining: seconds), touched: touched)
            } else {
                // A paused toast that now never hides by itself has nothing left to hold.
                if case .paused = countdown { effects.append(.notify(.resumed(id))) }
                run(id, remaining: full, touched: touched, into: &effects)
            }
        case .leaving(var leaving) where leaving.ending == nil:
            leaving.remaining = full
            entries.values[handle].phase = .leaving(leaving)
        case .leaving:
            break
        }
    }

    /// A loading request's grace time is over (or it finished first): it takes its place.
    private mutating func admitAfterGrace(_ id: ToastID, into effects: inout [Effect]) {
        guard let handle = entries.index(forKey: id), case .delayed = entries.values[handle].phase,
            var entry = entries.removeValue(forKey: id)
        else { return impossible(.graceEndsDelayed, id, into: &effects) }
        delayed.removeAll { $0 == id }
        entry.phase = .queued(remaining: nil)
        admit(entry, into: &effects)
    }

    // MARK: - Broken bookkeeping

    /// Where the engine finds a state that breaks one of its own rules (a bug in the engine,
    /// never a consequence of the events it was given). A debug build stops here with the rule;
    /// a release build ends the toast with ``endInconsistent(_:into:)``, so that it is not left
    /// on screen or in a queue for ever and its completion still runs exactly once.
    mutating func impossible(_ rule: BookkeepingRule, _ id: ToastID?, into effects: inout [Effect]) {
        #if DEBUG
        let found = id.map { id in entries[id].map { "\(id) \($0.phase.name)" } ?? "\(id) not live" } ?? "no toast"
        preconditionFailure("ToastStateMachine: broken rule \(rule) (\(rule.rawValue)); found \(found)")
        #else
        brokenBookkeepingCount += 1
        if let id { endInconsistent(id, into: &effects) }
        #endif
    }

    /// Ends a live toast at once, whatever state it is in, with
    /// ``ToastDropCause/inconsistentState``: its deadline goes with its phase, it leaves its position's
    /// lists and the screen (with `willHide` and `didHide` if it was on screen, as an instant
    /// hide), and it completes. Queued toasts move up at the end of the call, as usual.
    mutating func endInconsistent(_ id: ToastID, into effects: inout [Effect]) {
        guard let handle = entries.index(forKey: id) else { return }  // not live: it has completed
        let reason = ToastEndReason.dropped(.inconsistentState)
        let entry = entries.values[handle]
        var wasListedOnScreen = false
        if let index = groups.number(of: entry.request.position) {
            if let visibleIndex = groups[index].visible.firstIndex(of: id) {
                groups[index].visible.remove(at: visibleIndex)
                wasListedOnScreen = true
            }
            groups[index].queue.removeAll { $0.id == id }
            groups.markChanged(index)
        }
        switch entry.phase {
        case .entering, .shown:
            let instant = Transit(transition: .instant, start: now, end: now)
            entries.values[handle].phase = .leaving(
                Leaving(
                    reason: .ending(reason), ending: reason, occupiesSeat: false, transit: instant,
                    remaining: entry.remainingTime(at: now) ?? .indefinite))
            if let toast = entries.values[handle].snapshot(at: now) { effects.append(.beginHiding(toast)) }
            effects.append(.notify(.willHide(id, .ending(reason))))
            effects.append(.remove(id))
            effects.append(.notify(.didHide(id, .ending(reason))))
        case .leaving(let leaving):
            effects.append(.remove(id))
            effects.append(.notify(.didHide(id, leaving.reason)))
        case .delayed, .queued:
            if wasListedOnScreen { effects.append(.remove(id)) }
        }
        end(id, reason: reason, into: &effects)
        dropPassedOver()
    }

    // MARK: - Helpers

    private mutating func end(_ id: ToastID, reason: ToastEndReason, into effects: inout [Effect]) {
        guard let entry = entries.removeValue(forKey: id) else { return impossible(.listedIsLive, id, into: &effects) }
        if case .delayed = entry.phase { delayed.removeAll { $0 == id } }
        forgetNews(of: id, key: entry.request.coalescingKey)
        complete(id, reason: reason, into: &effects)
    }

    /// Files a new live request, and the news it carries.
    private mutating func file(_ entry: consuming LiveRequest) {
        let id = entry.id
        if let key = entry.request.coalescingKey { newsCarriers[key] = id }
        entries[id] = entry
    }

    /// A request that ends no longer carries its key's news.
    private mutating func forgetNews(of id: ToastID, key: String?) {
        if let key, newsCarriers[key] == id { newsCarriers[key] = nil }
    }

    /// Reports the end of a request (filed or not).
    private func complete(_ id: ToastID, reason: ToastEndReason, into effects: inout [Effect]) {
        effects.append(.notify(.completed(ToastEnding(id: id, reason: reason))))
    }

    private func phase(of id: ToastID) -> LifePhase? {
        entries[id]?.phase
    }

    private mutating func setPhase(_ id: ToastID, _ phase: LifePhase) {
        guard let handle = entries.index(forKey: id) else {
            var ignored: [Effect] = []
            return impossible(.listedIsLive, id, into: &ignored)  // not live: nothing to end
        }
        entries.values[handle].phase = phase
    }

    /// A deadline `seconds` from now (now itself for a NaN) for the toast `id`, set after every
    /// other and filed in ``deadlines``.
    private mutating func newDeadline(for id: ToastID, in seconds: Double) -> Deadline {
        lastDeadlineOrder += 1
        let time = now + seconds
        let deadline = Deadline(time: time.isNaN ? now : max(time, now), order: lastDeadlineOrder)
        deadlines.insert(FiledDeadline(deadline: deadline.time, sequence: deadline.order, id: id))
        return deadline
    }

    /// Seconds on screen for a request showing now, as the screen reader's state makes them.
    func resolveTime(of request: ToastRequest) -> RemainingTime {
        request.duration.resolved(for: request.content.spokenText, screenReaderRunning: isScreenReaderRunning)
    }

    private func effective(_ transition: ToastTransition) -> ToastTransition {
        isReduceMotionEnabled ? transition.reducedMotion : transition
    }

    /// Moves the clock forward; an earlier, NaN or infinite time leaves it where it is.
    private mutating func advanceClock(to time: Double) {
        if time.isFinite, time > now { now = time }
    }

    private func seatsOccupied(in group: Group) -> Int {
        var occupied = 0
        for id in group.visible {
            if let handle = entries.index(forKey: id), entries.values[handle].occupiesSeat { occupied += 1 }
        }
        return occupied
    }

    /// The toast that has been on screen longest and is not leaving, with a priority below
    /// `priority` if one is given.
    private func oldestActive(in group: Group, below priority: ToastPriority?) -> ToastID? {
        group.visible.first { id in
            guard let entry = entries[id], entry.isActive else { return false }
            return priority.map { entry.request.priority < $0 } ?? true
        }
    }

    /// Every toast on screen, in position order, oldest first.
    private func visibleIDs() -> [ToastID] {
        groups.inPositionOrder().flatMap { groups[$0].visible }
    }

    /// Every toast on screen, then every queued one, in position order.
    private func allIDs() -> [ToastID] {
        let order = groups.inPositionOrder()
        return order.flatMap { groups[$0].visible } + order.flatMap { groups[$0].queue.map { $0.id } } + delayed
    }
}
