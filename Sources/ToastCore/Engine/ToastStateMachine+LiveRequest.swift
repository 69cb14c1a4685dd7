extension ToastStateMachine {
    /// A toast's time on screen: its duration resolved (``ToastDuration/resolved(for:screenReaderRunning:)``),
    /// or what it still has of it. The engine keeps it until a countdown turns it into a
    /// deadline (``Deadline``), and hosts see it in a snapshot (``ToastSnapshot/remaining``).
    package enum RemainingTime: Equatable, Sendable {
        /// It never hides by itself.
        case indefinite
        case seconds(Double)
    }

    /// When a part of a toast's life ends by itself, and when it was set: deadlines at one time
    /// pass in the order they were set.
    struct Deadline: Sendable {
        var time: Double
        /// Counts up with every deadline the machine sets.
        var order: UInt64

        /// Whether it passes before `other`: earlier, or set first at the same time.
        func precedes(_ other: Deadline) -> Bool {
            time < other.time || (time == other.time && order < other.order)
        }
    }

    /// A transition under way: what runs, from when to when, and the deadline that ends it
    /// (none when it is instant and ends in the same call that started it).
    struct Transit: Sendable {
        var transition: ToastTransition
        var start: Double
        var end: Double
        var deadline: Deadline?
    }

    /// The display time of a toast at rest.
    enum Countdown: Sendable {
        /// It never hides by itself.
        case indefinite
        case running(until: Deadline)
        /// Paused (``ToastLifecycleEvent/paused(_:)``), with its remaining seconds.
        case paused(remaining: Double)
        /// Keeping what it shows for its minimum time (``ToastLoadingTiming``) until `until`;
        /// its display time, `remaining`, starts after that.
        case minimumTime(until: Deadline, remaining: RemainingTime)
    }

    /// What is deferred until a toast's minimum time ends: an update (all of them merged, in order)
    /// and whether the app dismissed it.
    struct Deferred: Sendable {
        var update: ToastUpdate?
        var dismissed = false
    }

    /// Where a live request is in its life, with exactly the data that part of its life needs.
    enum LifePhase: Sendable {
        /// Waiting out its grace time (``ToastLoadingTiming``) before it takes its place; in no
        /// position's queue yet.
        case delayed(until: Deadline)
        /// Waiting for a seat. `remaining` is `nil` until it has shown once; a pre-empted toast
        /// comes back with the time it still had.
        case queued(remaining: RemainingTime?)
        /// Its show transition runs; `remaining` is what its display time will start with.
        case entering(Transit, remaining: RemainingTime, touched: Bool)
        /// At rest.
        case shown(Countdown, touched: Bool)
        /// Its hide transition runs.
        case leaving(Leaving)

        /// `delayed`, `queued`, `entering`, `shown` or `leaving`, for messages.
        var name: String {
            switch self {
            case .delayed: "delayed"
            case .queued: "queued"
            case .entering: "entering"
            case .shown: "shown"
            case .leaving: "leaving"
            }
        }
    }

    /// A rule of the engine's own bookkeeping, which every state it reaches keeps; the text
    /// says what the engine relies on where the rule is checked.
    enum BookkeepingRule: String, Sendable {
        case appearedFromTheQueue = "a toast that appears from the queue is queued, and its position has a group"
        case shownAfterEntering = "a toast whose show transition ends is entering"
        case minimumTimeAfterShowing = "a toast whose minimum time ends is in it"
        case leavesWhileActive = "a toast that starts to leave is entering or shown"
        case leavingIsVisible = "a toast whose hide transition ends is among its position's visible toasts"
        case queuedIntoItsGroup = "a toast that joins a queue is live, and its position has a group"
        case queuedIsInTheQueue = "a queued toast is in its position's queue"
        case visibleIsOnScreen = "a toast among a position's visible toasts is entering, shown or leaving"
        case graceEndsDelayed = "a toast whose grace time ends is waiting it out"
        case listedIsLive = "a toast the engine lists or changes is live"
        case takenSeatsAreHeld = "when no active toast holds a seat of a full position, a leaving one does"
    }

    /// A toast on its way out.
    struct Leaving: Sendable {
        /// What `willHide` said, and what `didHide` will say.
        var reason: ToastHideReason
        /// How the request ends once the toast is gone; `nil` while a pre-empted toast is due to
        /// go back to the queue. Set when the hide starts for an ending, or later when a
        /// pre-empted toast is dismissed while it leaves.
        var ending: ToastEndReason?
        /// Whether it still counts against `maxVisible`. A toast that times out or is dismissed
        /// keeps its seat until it is gone; one that was replaced or pre-empted gives it up at
        /// once, so its successor enters while it leaves.
        var occupiesSeat: Bool
        var transit: Transit
        /// What a pre-empted toast comes back with.
        var remaining: RemainingTime
    }

    /// One live request: queued, or on screen.
    struct LiveRequest: Sendable {
        let id: ToastID
        var request: ToastRequest
        /// Its full time on screen, resolved when it first shows (so it sees the screen-reader
        /// state of that moment) and kept across pre-emption; a coalesced request restarts it.
        var fullTime: RemainingTime?
        var phase: LifePhase
        /// Changes that wait for the minimum time to end; only while entering or holding, and
        /// only for a request with a minimum time.
        var deferred: Deferred?

        init(id: ToastID, request: ToastRequest, phase: LifePhase) {
            self.id = id
            self.request = request
            self.phase = phase
        }

        /// Whether changes made now must wait: its minimum time is not over.
        var isWithinMinimum: Bool {
            guard request.loading.minimumSeconds > 0 else { return false }
            switch phase {
            case .entering, .shown(.minimumTime, _): return true
            case .delayed, .queued, .shown, .leaving: return false
            }
        }

        /// Whether a request with its coalescing key is news this toast already carries: every
        /// live toast but one leaving for good (a pre-empted one comes back).
        var carriesNews: Bool {
            if case .leaving(let leaving) = phase { return leaving.ending == nil }
            return true
        }

        /// Entering or shown: on screen and not on its way out.
        var isActive: Bool {
            switch phase {
            case .entering, .shown: true
            case .delayed, .queued, .leaving: false
            }
        }

        /// Whether it takes one of its position's `maxVisible` seats.
        var occupiesSeat: Bool {
            switch phase {
            case .entering, .shown: true
            case .leaving(let leaving): leaving.occupiesSeat
            case .delayed, .queued: false
            }
        }

        /// When its current part of life ends by itself, if it does.
        var deadline: Deadline? {
            switch phase {
            case .queued: nil
            case .delayed(let deadline): deadline
            case .entering(let transit, _, _): transit.deadline
            case .shown(.running(let deadline), _), .shown(.minimumTime(let deadline, _), _): deadline
            case .shown: nil
            case .leaving(let leaving): leaving.transit.deadline
            }
        }

        var isTouched: Bool {
            switch phase {
            case .entering(_, _, let touched), .shown(_, let touched): touched
            case .delayed, .queued, .leaving: false
            }
        }

        /// Its remaining time at `now`, frozen while it leaves or waits.
        func remainingTime(at now: Double) -> RemainingTime? {
            switch phase {
            case .delayed: fullTime
            case .queued(let remaining): remaining ?? fullTime
            case .entering(_, let remaining, _): remaining
            case .shown(.minimumTime(_, let remaining), _): remaining
            case .shown(.indefinite, _): .indefinite
            case .shown(.running(let deadline), _): .seconds(max(deadline.time - now, 0))
            case .shown(.paused(let remaining), _): .seconds(remaining)
            case .leaving(let leaving): leaving.remaining
            }
        }

        /// What a host sees of this toast at `now`; `nil` while it is queued.
        func snapshot(at now: Double) -> ToastSnapshot? {
            let publicPhase: ToastSnapshot.Phase
            let transit: Transit?
            var isPaused = false
            switch phase {
            case .delayed, .queued:
                return nil
            case .entering(let running, _, _):
                publicPhase = .entering
                transit = running
            case .shown(let countdown, _):
                publicPhase = .shown
                transit = nil
                if case .paused = countdown { isPaused = true }
            case .leaving(let leaving):
                publicPhase = .leaving(leaving.reason)
                transit = leaving.transit
            }
            return ToastSnapshot(
                id: id, request: request, phase: publicPhase, transition: transit?.transition ?? .instant,
                transitionStart: transit?.start ?? now, transitionEnd: transit?.end ?? now,
                isPaused: isPaused, remaining: remainingTime(at: now) ?? .indefinite)  // known once it has shown
        }
    }

    /// The toasts at one position.
    struct Group: Sendable {
        let position: ToastPosition
        /// On screen, in the order they appeared.
        var visible: [ToastID] = []
        /// Waiting: higher priority first, then first in, first out.
        var queue: [(id: ToastID, priority: ToastPriority)] = []
        /// Whether it is listed in ``Groups/changed``.
        var isChanged = false
        /// Whether its deck is fanned out (``Input/deckExpanded(_:)``): its toasts hold.
        var isDeckExpanded = false

        init(position: ToastPosition) {
            self.position = position
        }

        var isEmpty: Bool { visible.isEmpty && queue.isEmpty }

        /// Whether a request of `priority` that joined a queue at `limit` would be the one to
        /// give way: the queue is full and nothing in it has a lower priority.
        func isFullWithoutRoom(for priority: ToastPriority, limit: Int) -> Bool {
            guard queue.count >= limit else { return false }
            guard let last = queue.last else { return true }
            return last.priority >= priority
        }

        /// Inserts behind every entry of higher priority and, unless `atFrontOfPriority`, behind
        /// those of equal priority too. Searches from the back, where a new request usually goes.
        mutating func enqueue(_ id: ToastID, priority: ToastPriority, atFrontOfPriority: Bool) {
            var index = queue.endIndex
            while index > queue.startIndex {
                let ahead = queue[index - 1].priority
                if ahead > priority || (!atFrontOfPriority && ahead == priority) { break }
                index -= 1
            }
            queue.insert((id, priority), at: index)
        }
    }
}
