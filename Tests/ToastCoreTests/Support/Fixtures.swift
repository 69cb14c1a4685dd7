@testable import ToastCore

/// Styles and requests with round numbers, so expected times and frames are easy to read.
enum Fixture {
    /// The standard style with instant transitions: a toast is on screen exactly its duration.
    static let instantStyle: ToastStyle = {
        var style = ToastStyle.standard
        style.name = "instant"
        style.motion = .init(show: .instant, hide: .instant)
        return style
    }()

    /// The standard style with 1 s linear fades in and out.
    static let fadingStyle: ToastStyle = {
        var style = ToastStyle.standard
        style.name = "fading"
        style.motion = .init(show: .fade(duration: 1, curve: .linear), hide: .fade(duration: 1, curve: .linear))
        return style
    }()

    static func request(
        _ message: String = "Saved", seconds: Double = 3, style: ToastStyle = instantStyle,
        position: ToastPosition = .bottom, priority: ToastPriority = .normal, policy: ToastQueuePolicy = .queue,
        key: String? = nil
    ) -> ToastRequest {
        ToastRequest(
            message: message, style: style, duration: .seconds(seconds), position: position,
            priority: priority, policy: policy, coalescingKey: key)
    }
}

/// Records, as readable lines, what a runtime's stage tells its host about each toast's views:
/// "present" (inserted), "hide" (redrawn as it starts leaving), "update" (redrawn otherwise) and
/// "remove"; and the announcements.
@MainActor
final class RecordingHost {
    var lines: [String] = []
    var announcements: [String] = []
    let scheduler: ManualToastScheduler
    /// Toasts whose leaving has been recorded since they were inserted.
    private var leaving: Set<ToastID> = []

    init(scheduler: ManualToastScheduler) {
        self.scheduler = scheduler
    }

    func perform(_ actions: [ToastStage.Cue]) {
        for action in actions {
            switch action {
            case .insert(let toast, _):
                leaving.remove(toast.id)
                lines.append("\(stamp) present \(toast.id)")
            case .redraw(let toast, _):
                if toast.isLeaving, leaving.insert(toast.id).inserted {
                    lines.append("\(stamp) hide \(toast.id)")
                } else {
                    lines.append("\(stamp) update \(toast.id)")
                }
            case .remove(let id):
                lines.append("\(stamp) remove \(id)")
            default:
                break
            }
        }
    }

    private var stamp: String { String(describing: scheduler.now) }
}

/// A runtime on a manual clock that records every lifecycle event as "time event id reason".
@MainActor
final class Harness {
    let scheduler = ManualToastScheduler()
    let host: RecordingHost
    let runtime: ToastRuntime
    private(set) var events: [(time: Double, event: ToastLifecycleEvent)] = []
    private var observation: ToastObservation?

    init(limits: ToastStateMachine.Limits = .init()) {
        host = RecordingHost(scheduler: scheduler)
        runtime = ToastRuntime(limits: limits, scheduler: scheduler)
        runtime.perform = { [host] actions in host.perform(actions) }
        runtime.announce = { [host] text, _ in host.announcements.append(text) }
        observation = runtime.observe { [unowned self] event in
            self.events.append((self.scheduler.now, event))
        }
    }

    @discardableResult
    func show(_ request: ToastRequest) -> ToastID {
        runtime.show(request)
    }

    func completions(of id: ToastID) -> [ToastEndReason] {
        events.compactMap { entry in
            if case .completed(let ending) = entry.event, ending.id == id { return ending.reason }
            return nil
        }
    }

    /// Every event as "t name #id reason", for exact comparisons.
    var log: [String] {
        events.map { entry in
            var line = "\(entry.time) \(entry.event.name) \(entry.event.id)"
            switch entry.event {
            case .willHide(_, let reason), .didHide(_, let reason): line += " \(reason.name)"
            case .completed(let ending): line += " \(ending.reason.name)"
            default: break
            }
            return line
        }
    }
}
