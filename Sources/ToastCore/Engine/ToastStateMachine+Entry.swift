extension ToastStateMachine {
    /// One live request: queued, or on screen.
    struct Entry: Sendable {
        enum Phase: Hashable, Sendable {
            case queued
            case entering
            case shown
            case leaving(ToastHideReason)
        }

        /// Time on screen, resolved when the toast first shows (so it sees the screen-reader state
        /// of that moment) and kept across pre-emption.
        enum Display: Hashable, Sendable {
            case unresolved
            case indefinite
            case timed(full: Double, remaining: Double)
        }

        /// The display timer's state while shown.
        enum Clock: Hashable, Sendable {
            case stopped
            case running(deadline: Double)
            case paused
        }

        let id: ToastID
        var request: ToastRequest
        var phase: Phase = .queued
        var display: Display = .unresolved
        var clock: Clock = .stopped
        var timer: ToastTimer?
        var touched = false
        /// Whether it counts against `maxVisible`. Active toasts always do; a leaving one does
        /// until its hide transition ends, unless it was replaced or pre-empted.
        var holdsSlot = true
        var transition: ToastTransition = .instant
        var transitionStart: Double = 0
        var transitionEnd: Double = 0

        init(id: ToastID, request: ToastRequest) {
            self.id = id
            self.request = request
        }

        /// Entering or shown: on screen and not on its way out.
        var isActive: Bool {
            phase == .entering || phase == .shown
        }

        /// An indefinite toast with no action could otherwise never be dismissed by the user.
        var mustOfferTap: Bool {
            display == .indefinite && request.content.action == nil
        }

        var countsAgainstLimit: Bool {
            switch phase {
            case .entering, .shown: true
            case .leaving: holdsSlot
            case .queued: false
            }
        }

        mutating func releaseSlot() {
            holdsSlot = false
        }

        func presented(now: Double) -> PresentedToast {
            let publicPhase: PresentedToast.Phase
            switch phase {
            case .queued, .entering: publicPhase = .entering
            case .shown: publicPhase = .shown
            case .leaving(let reason): publicPhase = .leaving(reason)
            }
            var remaining: Double?
            if case .timed(_, let left) = display {
                if case .running(let deadline) = clock { remaining = max(deadline - now, 0) } else { remaining = left }
            }
            return PresentedToast(
                id: id, request: request, phase: publicPhase, transition: transition,
                transitionStart: transitionStart, transitionEnd: transitionEnd,
                isPaused: clock == .paused, remainingSeconds: remaining)
        }
    }

    /// The toasts at one position.
    struct Group: Sendable {
        /// On screen, in the order they appeared.
        var visible: [Entry] = []
        /// Waiting: higher priority first, then first in, first out.
        var queue: [Entry] = []

        var slotsHeld: Int {
            visible.reduce(0) { $0 + ($1.countsAgainstLimit ? 1 : 0) }
        }

        /// The toast that has been on screen longest and is not leaving.
        var oldestActive: ToastID? {
            visible.first { $0.isActive }?.id
        }

        /// The oldest active toast with a priority below `priority`.
        func oldestActive(below priority: ToastPriority) -> ToastID? {
            visible.first { $0.isActive && $0.request.priority < priority }?.id
        }

        /// Inserts behind every entry of higher priority and, unless `atFrontOfPriority`, behind
        /// those of equal priority too.
        mutating func insert(_ entry: Entry, atFrontOfPriority: Bool) {
            let priority = entry.request.priority
            let index = queue.firstIndex { other in
                atFrontOfPriority ? other.request.priority <= priority : other.request.priority < priority
            } ?? queue.endIndex
            queue.insert(entry, at: index)
        }
    }
}
