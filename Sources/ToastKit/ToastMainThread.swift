#if canImport(UIKit)
import Dispatch
import Foundation

/// Runs main-actor work from any thread: the Objective-C entry points that legacy code calls
/// from network callbacks on background queues go through here.
///
/// In Swift 6 a `@MainActor` `@objc` method called from another thread traps at run time (its
/// thunk checks the executor), so those entry points are `nonisolated` and hop here. Work
/// called on the main thread runs at once, within the call, as it always did; work called from
/// any other thread is queued on the main queue, which is serial and first-in first-out, so
/// calls one thread makes one after the other run (and show) in the order it made them. There is
/// no order across threads: a call on the main thread runs at once, ahead of work other threads
/// queued before it that the main queue has not reached yet.
package enum ToastMainThread {
    /// Runs `work` on the main thread: now if this is the main thread, else as soon as the main
    /// queue gets to it.
    package nonisolated static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            assumeMainActor(work)
        } else {
            DispatchQueue.main.async { work() }
        }
    }

    /// Runs main-actor `work` synchronously; the caller must be on the main thread. The iOS 16.5
    /// SDK's Swift has no `MainActor.assumeIsolated`; this is what it does: on the main thread
    /// the main actor's executor is the current one, and an isolated synchronous closure has the
    /// same representation as a plain one.
    package nonisolated static func assumeMainActor<T: Sendable>(_ work: @MainActor () throws -> T) rethrows -> T {
        precondition(Thread.isMainThread, "ToastKit: main-actor work called off the main thread")
        typealias Isolated = @MainActor () throws -> T
        typealias Plain = () throws -> T
        return try withoutActuallyEscaping(work) { (work: @escaping Isolated) throws -> T in
            try unsafeBitCast(work, to: Plain.self)()
        }
    }
}
#endif
