#if canImport(UIKit)
import ToastKit

// The code of "Queueing and priorities" (Sources/ToastCore/ToastCore.docc/QueueingAndPriorities.md).

@MainActor
enum QueueingAndPriorities {
    static func policiesAndPriorities() {
        Toast.show(Toast("Connection lost", style: .error, priority: .high))   // pre-empts a normal toast
        Toast.show(Toast("Now playing: Intro", policy: .replace))              // the newest track wins
        Toast.show(Toast("Saved", policy: .drop))                              // only if nothing is showing
        Toast.show(Toast("3 new messages", coalescingKey: "inbox"))            // one toast per kind of news
    }

    static func limits() {
        Toast.configuration = .init(maxVisible: 3, maxQueued: 20)
    }

    static func engine() {
        let scheduler = ManualToastScheduler()
        let runtime = ToastRuntime(scheduler: scheduler)
        runtime.show(ToastRequest(message: "Saved", duration: .seconds(3))) { dismissal in
            print(scheduler.now, dismissal.reason)   // about 8.05 timeout: it came back for the 2.35 s it had left
        }
        scheduler.advance(by: 1)
        runtime.show(ToastRequest(message: "Connection lost", style: .error, priority: .high)) { dismissal in
            print(scheduler.now, dismissal.reason)   // 5.1 timeout
        }
        scheduler.advance(by: 20)
    }
}
#endif
