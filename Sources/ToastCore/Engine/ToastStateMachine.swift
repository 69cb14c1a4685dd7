/// The toast engine: a value that takes events, with the time they happened, and returns the
/// effects a host must carry out.
///
/// It never reads a clock, sleeps or touches a platform type. A host (``ToastRuntime`` in an app,
/// the `toastkit simulate` harness, a test) starts the timers the engine asks for and reports
/// them back when they fire; everything else follows from that.
///
/// ```swift
/// var machine = ToastStateMachine()
/// let (id, effects) = machine.show(ToastRequest(message: "Saved"), at: 0)
/// // effects: willShow(id), startTimer(showTransition, fireAt: 0.35)
/// let more = machine.handle(.timerFired(timer), at: 0.35)
/// // more: didShow(id), startTimer(display, fireAt: 2.35)
/// ```
///
/// ## Rules
/// - Each ``ToastPosition`` has `maxVisible` slots and a queue of at most `maxQueued`.
/// - A toast holds its slot from `willShow` until `didHide`, so the next queued toast enters once
///   the previous one is gone. A toast that was replaced or pre-empted gives up its slot at once,
///   so its successor enters while it leaves.
/// - ``ToastQueuePolicy`` decides what a request does when no slot is free; ``ToastPriority/high``
///   pre-empts a visible normal toast, which returns to the queue with its remaining time.
/// - A request whose coalescing key matches a visible toast restarts that toast's timer; one that
///   matches a queued toast does not queue twice. Either way it ends with `coalesced`.
/// - The display timer starts when the show transition ends. A touch or the app going to the
///   background holds it; repeated or unbalanced holds and releases are harmless.
/// - Every request ends with exactly one ``ToastLifecycleEvent/completed(_:)``.
/// - Time never runs backwards: an event stamped earlier than the last one (or with a NaN or
///   infinite time) counts as happening at the last one's time.
public struct ToastStateMachine: Sendable {
    /// Limits that apply to each position separately.
    public struct Configuration: Hashable, Sendable {
        /// Toasts on screen at once at one position (1…``maxVisibleLimit``). Above 1 they stack.
        public var maxVisible: Int
        /// Toasts waiting at one position (0…``maxQueuedLimit``). Android allows 5 per app.
        public var maxQueued: Int

        public static let maxVisibleLimit = 8
        public static let maxQueuedLimit = 1_000
        /// Android's queue limit.
        public static let defaultMaxQueued = 5

        /// Values outside the limits are clamped to them.
        public init(maxVisible: Int = 1, maxQueued: Int = defaultMaxQueued) {
            self.maxVisible = min(max(maxVisible, 1), Self.maxVisibleLimit)
            self.maxQueued = min(max(maxQueued, 0), Self.maxQueuedLimit)
        }
    }

    /// Something that happened. Events about an unknown or finished toast are ignored.
    public enum Event: Hashable, Sendable {
        /// A timer the machine asked for fired.
        case timerFired(ToastTimer)
        case toastTapped(ToastID)
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
        /// The app asked for this toast to go.
        case dismissRequested(ToastID)
        /// The app asked for every toast, visible and queued, to go.
        case dismissAllRequested
        case appEnteredBackground
        case appEnteredForeground
        case screenReaderChanged(running: Bool)
        case reduceMotionChanged(enabled: Bool)
        /// New limits. A shorter queue drops its newest requests at once; a higher `maxVisible`
        /// shows queued toasts at once; toasts beyond a lowered `maxVisible` stay until they end.
        case configurationChanged(Configuration)
        /// The place toasts were shown in is gone (a window scene disconnected): every toast ends
        /// at once with ``ToastDropCause/presenterRemoved``.
        case presenterRemoved
    }

    /// Something the host must do.
    public enum Effect: Hashable, Sendable {
        /// Tell observers; for `willShow` and `willHide` start the transition
        /// (see ``ToastStateMachine/presentedToast(_:)``), for `didHide` remove the view.
        case lifecycle(ToastLifecycleEvent)
        /// Report ``Event/timerFired(_:)`` at `fireAt` (or at once if that has passed).
        case startTimer(ToastTimer, fireAt: Double)
        /// The timer must not fire. (A cancelled timer that fires anyway is ignored.)
        case cancelTimer(ToastTimer)
        /// Announce the text to a running screen reader, without moving its focus.
        case announce(ToastID, text: String)
    }

    public private(set) var configuration: Configuration
    public private(set) var isScreenReaderRunning = false
    public private(set) var isReduceMotionEnabled = false
    public private(set) var isInBackground = false
    /// The latest time the machine has seen.
    public private(set) var now: Double = 0

    private var groups: [ToastPosition: Group] = [:]
    /// Where each live toast is, for lookups by identifier.
    private var locations: [ToastID: ToastPosition] = [:]
    private var lastID: UInt64 = 0
    private var lastGeneration: UInt64 = 0
    /// Set while a request displaces a visible toast; see `displace`.
    private var isPromotionSuspended = false

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    // MARK: - Input

    /// Takes a new request and returns its identifier with the effects. An invalid request ends
    /// at once with ``ToastDismissReason/rejected(_:)``.
    public mutating func show(_ request: ToastRequest, at time: Double) -> (id: ToastID, effects: [Effect]) {
        advanceClock(to: time)
        lastID += 1
        let id = ToastID(rawValue: lastID)
        var effects: [Effect] = []
        switch request.validated() {
        case .failure(let rejection):
            effects.append(.lifecycle(.completed(ToastDismissal(id: id, reason: .rejected(rejection)))))
        case .success(let cleaned):
            if let key = cleaned.coalescingKey, coalesce(key, into: &effects) {
                effects.append(.lifecycle(.completed(ToastDismissal(id: id, reason: .coalesced))))
            } else {
                admit(Entry(id: id, request: cleaned), into: &effects)
            }
        }
        return (id, effects)
    }

    /// Takes one event and returns the effects.
    public mutating func handle(_ event: Event, at time: Double) -> [Effect] {
        advanceClock(to: time)
        var effects: [Effect] = []
        switch event {
        case .timerFired(let timer):
            timerFired(timer, into: &effects)
        case .toastTapped(let id):
            userDismissed(id, reason: .tap, into: &effects) { entry in
                entry.request.style.behavior.tapToDismiss || entry.mustOfferTap
            }
        case .toastSwiped(let id):
            userDismissed(id, reason: .swipe, into: &effects) { $0.request.style.behavior.swipeToDismiss }
        case .actionTriggered(let id):
            userDismissed(id, reason: .action, into: &effects) { $0.request.content.action != nil }
        case .touchBegan(let id):
            touch(id, down: true, into: &effects)
        case .touchEnded(let id):
            touch(id, down: false, into: &effects)
        case .hideAnimationFinished(let id):
            guard let entry = entry(id), case .leaving = entry.phase else { break }
            cancelTimer(of: id, into: &effects)
            finishLeaving(id, into: &effects)
        case .dismissRequested(let id):
            dismiss(id, into: &effects)
        case .dismissAllRequested:
            for id in allVisibleIDs() + allQueuedIDs() { dismiss(id, into: &effects) }
        case .appEnteredBackground:
            guard !isInBackground else { break }
            isInBackground = true
            for id in allVisibleIDs() { updateHold(id, into: &effects) }
        case .appEnteredForeground:
            guard isInBackground else { break }
            isInBackground = false
            for id in allVisibleIDs() { updateHold(id, into: &effects) }
        case .screenReaderChanged(let running):
            isScreenReaderRunning = running
        case .reduceMotionChanged(let enabled):
            isReduceMotionEnabled = enabled
        case .configurationChanged(let configuration):
            self.configuration = configuration
            for position in groups.keys.sorted(by: Self.positionOrder) {
                trimQueue(at: position, into: &effects)
                promote(at: position, into: &effects)
            }
        case .presenterRemoved:
            removeEverything(into: &effects)
        }
        return effects
    }

    // MARK: - Reading

    /// Every toast on screen (entering, shown or leaving), each position's oldest first.
    public func presentedToasts() -> [PresentedToast] {
        groups.keys.sorted(by: Self.positionOrder).flatMap { position in
            (groups[position]?.visible ?? []).map { $0.presented(now: now) }
        }
    }

    /// The toast on screen with this identifier, if any.
    public func presentedToast(_ id: ToastID) -> PresentedToast? {
        guard let position = locations[id] else { return nil }
        return groups[position]?.visible.first { $0.id == id }?.presented(now: now)
    }

    /// The identifiers waiting at `position`, in the order they will show.
    public func queuedToasts(at position: ToastPosition) -> [ToastID] {
        groups[position]?.queue.map(\.id) ?? []
    }

    /// The positions that have toasts, visible or queued.
    public var activePositions: [ToastPosition] {
        groups.keys.sorted(by: Self.positionOrder)
    }

    /// Whether the identifier belongs to a request that has not ended.
    public func isLive(_ id: ToastID) -> Bool {
        locations[id] != nil
    }

    /// The number of requests that have not ended.
    public var liveCount: Int { locations.count }

    /// The identifier the next ``show(_:at:)`` will give its request, so a host can file what it
    /// keeps for that toast (an image, a custom presenter) before the engine asks it to present.
    public var nextID: ToastID { ToastID(rawValue: lastID + 1) }

    /// The timers the machine expects to fire, one at most per live toast.
    public var pendingTimers: [ToastTimer] {
        groups.values.flatMap { $0.visible.compactMap(\.timer) }.sorted { $0.generation < $1.generation }
    }

    // MARK: - Admission

    private mutating func admit(_ entry: Entry, into effects: inout [Effect]) {
        let position = entry.request.position
        locations[entry.id] = position
        let group = groups[position, default: Group()]
        let slotFree = group.slotsHeld < configuration.maxVisible
        if slotFree && group.queue.isEmpty {
            present(entry, into: &effects)
            return
        }
        switch entry.request.policy {
        case .drop:
            end(entry.id, reason: .dropped(.positionBusy), into: &effects)
        case .replace:
            if slotFree {
                // Shows at once, ahead of the queue: replacing means "now", and nothing need go.
                present(entry, into: &effects)
            } else if let victim = group.oldestActive {
                displace(victim, by: entry, reason: .ending(.replaced), into: &effects)
            } else {
                releaseLeavingSlot(at: position)
                present(entry, into: &effects)
            }
        case .queue:
            if !slotFree, entry.request.priority == .high, let victim = group.oldestActive(below: .high) {
                displace(victim, by: entry, reason: .preempted, into: &effects)
            } else {
                enqueue(entry, atFrontOfPriority: false, into: &effects)
            }
        }
    }

    /// The victim leaves and `entry` takes its slot. Promotion waits until `entry` is on screen,
    /// so a victim whose hide is instant cannot slip back into the slot (a pre-empted toast goes
    /// back to the queue as soon as it is gone).
    private mutating func displace(_ victim: ToastID, by entry: Entry, reason: ToastHideReason, into effects: inout [Effect]) {
        isPromotionSuspended = true
        leave(victim, reason: reason, holdsSlot: false, into: &effects)
        present(entry, into: &effects)
        isPromotionSuspended = false
        promote(at: entry.request.position, into: &effects)
    }

    private mutating func enqueue(_ entry: Entry, atFrontOfPriority: Bool, into effects: inout [Effect]) {
        let position = entry.request.position
        var queued = entry
        queued.phase = .queued
        queued.timer = nil
        queued.touched = false
        groups[position, default: Group()].insert(queued, atFrontOfPriority: atFrontOfPriority)
        trimQueue(at: position, into: &effects)
        promote(at: position, into: &effects)
    }

    /// Drops the newest lowest-priority requests while the queue is over its limit.
    private mutating func trimQueue(at position: ToastPosition, into effects: inout [Effect]) {
        while let group = groups[position], group.queue.count > configuration.maxQueued {
            let dropped = groups[position]!.queue.removeLast()
            end(dropped.id, reason: .dropped(.queueFull(limit: configuration.maxQueued)), into: &effects)
        }
    }

    /// Shows queued toasts while slots are free.
    private mutating func promote(at position: ToastPosition, into effects: inout [Effect]) {
        guard !isPromotionSuspended else { return }
        while let group = groups[position], group.slotsHeld < configuration.maxVisible, !group.queue.isEmpty {
            let next = groups[position]!.queue.removeFirst()
            present(next, into: &effects)
        }
        if let group = groups[position], group.visible.isEmpty, group.queue.isEmpty {
            groups[position] = nil
        }
    }

    private mutating func releaseLeavingSlot(at position: ToastPosition) {
        guard let index = groups[position]?.visible.firstIndex(where: { $0.holdsSlot }) else { return }
        groups[position]!.visible[index].releaseSlot()
    }

    // MARK: - Phases

    private mutating func present(_ entry: Entry, into effects: inout [Effect]) {
        var entry = entry
        let position = entry.request.position
        if entry.display == .unresolved {
            let seconds = entry.request.duration.resolvedSeconds(
                for: entry.request.content.spokenText, screenReaderRunning: isScreenReaderRunning)
            entry.display = seconds.map { .timed(full: $0, remaining: $0) } ?? .indefinite
        }
        entry.transition = effective(entry.request.style.motion.show)
        entry.transitionStart = now
        entry.transitionEnd = now + entry.transition.effectiveDuration
        entry.phase = .entering
        entry.clock = .stopped
        entry.holdsSlot = true
        groups[position, default: Group()].visible.append(entry)
        effects.append(.lifecycle(.willShow(entry.id)))
        if isScreenReaderRunning {
            effects.append(.announce(entry.id, text: entry.request.content.spokenText))
        }
        if entry.transitionEnd > now {
            startTimer(entry.id, kind: .showTransition, fireAt: entry.transitionEnd, into: &effects)
        } else {
            finishEntering(entry.id, into: &effects)
        }
    }

    private mutating func finishEntering(_ id: ToastID, into effects: inout [Effect]) {
        modify(id) { entry in
            entry.phase = .shown
            entry.timer = nil
        }
        effects.append(.lifecycle(.didShow(id)))
        startClock(id, into: &effects)
    }

    /// Starts the display timer of a toast that just came to rest, held if it must be.
    private mutating func startClock(_ id: ToastID, into effects: inout [Effect]) {
        guard let entry = entry(id), case .timed(_, let remaining) = entry.display else { return }
        if isHeld(entry) {
            modify(id) { $0.clock = .paused }
            effects.append(.lifecycle(.paused(id)))
        } else {
            let deadline = now + remaining
            modify(id) { $0.clock = .running(deadline: deadline) }
            startTimer(id, kind: .display, fireAt: now + remaining, into: &effects)
        }
    }

    /// Starts or ends a hold after a touch, background or foreground change.
    private mutating func updateHold(_ id: ToastID, into effects: inout [Effect]) {
        guard let entry = entry(id), entry.phase == .shown, case .timed(let full, _) = entry.display else { return }
        switch (entry.clock, isHeld(entry)) {
        case (.running(let deadline), true):
            cancelTimer(of: id, into: &effects)
            let remaining = max(deadline - now, 0)
            modify(id) {
                $0.display = .timed(full: full, remaining: remaining)
                $0.clock = .paused
            }
            effects.append(.lifecycle(.paused(id)))
        case (.paused, false):
            modify(id) { $0.clock = .stopped }
            effects.append(.lifecycle(.resumed(id)))
            startClock(id, into: &effects)
        default:
            break
        }
    }

    private mutating func leave(_ id: ToastID, reason: ToastHideReason, holdsSlot: Bool, into effects: inout [Effect]) {
        guard let entry = entry(id) else { return }
        cancelTimer(of: id, into: &effects)
        let start = now
        if case .timed(let full, _) = entry.display, case .running(let deadline) = entry.clock {
            modify(id) { $0.display = .timed(full: full, remaining: max(deadline - start, 0)) }
        }
        let transition = effective(entry.request.style.motion.hide)
        modify(id) {
            $0.phase = .leaving(reason)
            $0.holdsSlot = holdsSlot
            $0.clock = .stopped
            $0.transition = transition
            $0.transitionStart = start
            $0.transitionEnd = start + transition.effectiveDuration
        }
        effects.append(.lifecycle(.willHide(id, reason)))
        if transition.effectiveDuration > 0 {
            startTimer(id, kind: .hideTransition, fireAt: now + transition.effectiveDuration, into: &effects)
        } else {
            finishLeaving(id, into: &effects)
        }
    }

    private mutating func finishLeaving(_ id: ToastID, into effects: inout [Effect]) {
        guard let position = locations[id], let index = groups[position]?.visible.firstIndex(where: { $0.id == id }),
              case .leaving(let reason) = groups[position]!.visible[index].phase
        else { return }
        let entry = groups[position]!.visible.remove(at: index)
        effects.append(.lifecycle(.didHide(id, reason)))
        switch reason {
        case .ending(let dismissReason):
            end(id, reason: dismissReason, into: &effects)
            promote(at: position, into: &effects)
        case .preempted:
            enqueue(entry, atFrontOfPriority: true, into: &effects)
        }
    }

    // MARK: - Events

    private mutating func timerFired(_ timer: ToastTimer, into effects: inout [Effect]) {
        guard let entry = entry(timer.id), entry.timer == timer else { return }  // stale or cancelled
        modify(timer.id) { $0.timer = nil }
        switch timer.kind {
        case .showTransition:
            finishEntering(timer.id, into: &effects)
        case .display:
            modify(timer.id) { $0.clock = .stopped }
            leave(timer.id, reason: .ending(.timeout), holdsSlot: true, into: &effects)
        case .hideTransition:
            finishLeaving(timer.id, into: &effects)
        }
    }

    private mutating func userDismissed(_ id: ToastID, reason: ToastDismissReason, into effects: inout [Effect], allowed: (Entry) -> Bool) {
        guard let entry = entry(id), entry.isActive, allowed(entry) else { return }
        leave(id, reason: .ending(reason), holdsSlot: true, into: &effects)
    }

    private mutating func touch(_ id: ToastID, down: Bool, into effects: inout [Effect]) {
        guard let entry = entry(id), entry.isActive, entry.touched != down else { return }
        guard !down || entry.request.style.behavior.pausesOnTouch else { return }
        modify(id) { $0.touched = down }
        updateHold(id, into: &effects)
    }

    private mutating func dismiss(_ id: ToastID, into effects: inout [Effect]) {
        guard let position = locations[id] else { return }
        if let index = groups[position]?.queue.firstIndex(where: { $0.id == id }) {
            groups[position]!.queue.remove(at: index)
            end(id, reason: .dismissed, into: &effects)
            promote(at: position, into: &effects)
            return
        }
        guard let entry = entry(id) else { return }
        switch entry.phase {
        case .entering, .shown:
            leave(id, reason: .ending(.dismissed), holdsSlot: true, into: &effects)
        case .leaving(.preempted):
            // It would have gone back to the queue; now it ends when its hide transition does.
            modify(id) { $0.phase = .leaving(.ending(.dismissed)) }
        case .leaving, .queued:
            break
        }
    }

    private mutating func coalesce(_ key: String, into effects: inout [Effect]) -> Bool {
        for position in groups.keys.sorted(by: Self.positionOrder) {
            guard let group = groups[position] else { continue }
            if group.queue.contains(where: { $0.request.coalescingKey == key }) {
                return true
            }
            guard let match = group.visible.first(where: { $0.isActive && $0.request.coalescingKey == key }) else { continue }
            if case .timed(let full, _) = match.display {
                modify(match.id) { $0.display = .timed(full: full, remaining: full) }
                if case .running = match.clock {
                    cancelTimer(of: match.id, into: &effects)
                    modify(match.id) { $0.clock = .stopped }
                    startClock(match.id, into: &effects)
                }
            }
            return true
        }
        return false
    }

    private mutating func removeEverything(into effects: inout [Effect]) {
        for position in groups.keys.sorted(by: Self.positionOrder) {
            guard let group = groups[position] else { continue }
            for entry in group.visible {
                if let timer = entry.timer { effects.append(.cancelTimer(timer)) }
                let reason: ToastHideReason
                if case .leaving(let leavingReason) = entry.phase {
                    reason = leavingReason
                } else {
                    reason = .ending(.dropped(.presenterRemoved))
                    effects.append(.lifecycle(.willHide(entry.id, reason)))
                }
                effects.append(.lifecycle(.didHide(entry.id, reason)))
                if case .ending(let dismissReason) = reason {
                    end(entry.id, reason: dismissReason, into: &effects)
                } else {
                    end(entry.id, reason: .dropped(.presenterRemoved), into: &effects)
                }
            }
            for entry in group.queue {
                end(entry.id, reason: .dropped(.presenterRemoved), into: &effects)
            }
        }
        groups = [:]
    }

    // MARK: - Helpers

    private mutating func end(_ id: ToastID, reason: ToastDismissReason, into effects: inout [Effect]) {
        guard locations.removeValue(forKey: id) != nil else { return }
        effects.append(.lifecycle(.completed(ToastDismissal(id: id, reason: reason))))
    }

    private mutating func startTimer(_ id: ToastID, kind: ToastTimer.Kind, fireAt: Double, into effects: inout [Effect]) {
        cancelTimer(of: id, into: &effects)
        lastGeneration += 1
        let timer = ToastTimer(id: id, kind: kind, generation: lastGeneration)
        modify(id) { $0.timer = timer }
        effects.append(.startTimer(timer, fireAt: fireAt))
    }

    private mutating func cancelTimer(of id: ToastID, into effects: inout [Effect]) {
        guard let timer = entry(id)?.timer else { return }
        modify(id) { $0.timer = nil }
        effects.append(.cancelTimer(timer))
    }

    private func effective(_ transition: ToastTransition) -> ToastTransition {
        isReduceMotionEnabled ? transition.reducedMotion : transition
    }

    private func isHeld(_ entry: Entry) -> Bool {
        entry.touched || isInBackground
    }

    /// Moves the clock forward; an earlier, NaN or infinite time leaves it where it is.
    private mutating func advanceClock(to time: Double) {
        if time.isFinite, time > now { now = time }
    }

    private func entry(_ id: ToastID) -> Entry? {
        guard let position = locations[id] else { return nil }
        return groups[position]?.visible.first { $0.id == id }
    }

    private mutating func modify(_ id: ToastID, _ change: (inout Entry) -> Void) {
        guard let position = locations[id], let index = groups[position]?.visible.firstIndex(where: { $0.id == id }) else { return }
        change(&groups[position]!.visible[index])
    }

    private func allVisibleIDs() -> [ToastID] {
        presentedToasts().map(\.id)
    }

    private func allQueuedIDs() -> [ToastID] {
        groups.keys.sorted(by: Self.positionOrder).flatMap { queuedToasts(at: $0) }
    }

    /// A fixed order of positions, so effects come out in the same order on every run.
    static func positionOrder(_ a: ToastPosition, _ b: ToastPosition) -> Bool {
        a.sortKey < b.sortKey
    }
}

extension ToastPosition {
    fileprivate var sortKey: String {
        switch self {
        case .top: "0"
        case .center: "1"
        case .bottom: "2"
        case .fraction(let value): "3\(value)"
        case .anchored(let anchor): "4\(anchor.rawValue)"
        }
    }
}
