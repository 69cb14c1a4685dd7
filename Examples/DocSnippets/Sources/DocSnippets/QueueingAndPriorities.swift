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

    static func observing() {
        let observation = Toast.observe { event in
            if case .completed(let ending) = event {
                print(ending.id, ending.reason)  // timeout, tap, replaced, …
            }
        }
        Toast.show("Saved")
        observation.cancel()
    }
}
#endif
