#if canImport(UIKit)
import ToastKit

// The code of "Queueing and priorities" (Sources/ToastCore/ToastCore.docc/QueueingAndPriorities.md).

@MainActor
enum QueueingAndPriorities {
    static func policiesAndPriorities() {
        // Pre-empts a normal toast:
        Toast.show(Toast("Connection lost", style: .error, priority: .high))
        // The newest track wins:
        Toast.show(Toast("Now playing: Intro", policy: .replace))
        // Only if nothing is showing:
        Toast.show(Toast("Saved", policy: .drop))
        // One toast per kind of news:
        Toast.show(Toast("3 new messages", coalescingKey: "inbox"))
    }

    static func limits() {
        Toast.defaults.maxVisible = 3
        Toast.defaults.maxQueued = 20
    }

    static func deck() {
        Toast.defaults.maxVisible = 3
        Toast.defaults.stacking = .deck
    }

    static func engine() {
        let scheduler = ManualToastScheduler()
        let runtime = ToastRuntime(scheduler: scheduler)
        let saved = ToastRequest(message: "Saved", duration: .seconds(3))
        runtime.show(saved) { dismissal in
            // About 8.05 s, timeout: it came back for the 2.35 s it had left.
            print(scheduler.now, dismissal.reason)
        }
        scheduler.advance(by: 1)
        let urgent = ToastRequest(message: "Offline", style: .error, priority: .high)
        runtime.show(urgent) { dismissal in
            print(scheduler.now, dismissal.reason)  // 5.1 timeout
        }
        scheduler.advance(by: 20)
    }
}
#endif
