@_spi(Plumbing) import ToastCore

/// Requests at given times, replayed on the engine to find what is on screen at any moment: the
/// renderer draws exactly what the engine decides.
///
/// ```swift
/// let timeline = ToastTimeline([(0, ToastRequest(message: "Saved", style: .toastUtil))])
/// let toasts = timeline.presented(at: 0.1)   // entering, halfway through its 0.2 s fade
/// ```
@MainActor
package struct ToastTimeline {
    package var requests: [(at: Double, request: ToastRequest)]
    /// Updates to the requests (`request` is an index into ``requests``), at given times.
    package var updates: [(at: Double, request: Int, update: ToastUpdate)]
    package var configuration: ToastStateMachine.Configuration
    package var reduceMotion: Bool

    package init(
        _ requests: [(at: Double, request: ToastRequest)], updates: [(at: Double, request: Int, update: ToastUpdate)] = [],
        configuration: ToastStateMachine.Configuration = .init(), reduceMotion: Bool = false
    ) {
        self.requests = requests.sorted { $0.at < $1.at }
        self.updates = updates.sorted { $0.at < $1.at }
        self.configuration = configuration
        self.reduceMotion = reduceMotion
    }

    /// The toasts on screen at `time`, each position's oldest first.
    package func presented(at time: Double) -> [PresentedToast] {
        let scheduler = ManualToastScheduler()
        let runtime = ToastRuntime(configuration: configuration, scheduler: scheduler)
        runtime.send(.reduceMotionChanged(enabled: reduceMotion))
        var ids: [ToastID] = []
        var pendingUpdates = updates[...]
        for (at, request) in requests where at <= time {
            while let next = pendingUpdates.first, next.at < at {
                pendingUpdates.removeFirst()
                scheduler.advance(to: next.at)
                if ids.indices.contains(next.request) { runtime.send(.updateRequested(ids[next.request], next.update)) }
            }
            scheduler.advance(to: at)
            ids.append(runtime.show(request))
        }
        for next in pendingUpdates where next.at <= time {
            scheduler.advance(to: next.at)
            if ids.indices.contains(next.request) { runtime.send(.updateRequested(ids[next.request], next.update)) }
        }
        scheduler.advance(to: time)
        return runtime.presentedToasts
    }
}
