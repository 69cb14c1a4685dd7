/// GKRToast's class API beyond `+show:` (`+hide` and the configuration's `hideOnTouch`), and who
/// may use a configuration's views: what a tap does, what a new `+show:` does to the toast on
/// screen, and which toasts a hide ends, decided here so they run and are tested on every
/// platform.
extension ClassicSystem.GKRToast {
    /// `hideOnTouch` of a new `GKRToastConfigure`: the pod's default lets a tap hide the toast.
    package static let hidesOnTouchByDefault = true

    /// How long the next toast of a configuration waits for the views of one that has ended with
    /// its hide blocks still holding them, before it takes them anyway.
    ///
    /// A toast ends at most ``customHideGraceSeconds`` after its hide began, even if its hide
    /// blocks have not removed its views yet; they may still be animating them (a slow block), and
    /// will remove them when done. The views are then waited for as long again: a block that has
    /// not removed them after twice the grace (6 s, twelve times the pod's 0.5 s fade) has
    /// forgotten to, and the configuration must not stay silent for ever because of it.
    package static let viewsInPlaceWaitSeconds = customHideGraceSeconds

    /// `+[GKRToast show:]` with a configuration as an app filled it in, `hideOnTouch` included.
    ///
    /// With `hideOnTouch` a tap on the box hides the toast (its hide blocks run). Without it a tap
    /// does nothing, except on a toast that never hides by itself (`hideTimeOut` 0): that one
    /// still takes a tap, as every toast does that could otherwise stay for ever, so a
    /// forgotten `+hide` cannot leave it on screen. The background is never touched: taps there
    /// go to the app (the pod's background swallowed them to hide the toast).
    package static func request(message: String, configuredHideTimeOut: Double, customHide: Bool, hideOnTouch: Bool) -> ToastRequest {
        var request = request(message: message, configuredHideTimeOut: configuredHideTimeOut, customHide: customHide)
        request.style.behavior.tapToDismiss = hideOnTouch
        return request
    }

    /// The GKRToasts an app has asked for that have not ended yet, and which of them holds each
    /// configuration's views: what `+show:` and `+hide` do.
    ///
    /// A `GKRToastConfigure` owns one box, one label and one background, and every toast shown
    /// with it draws in those views. Two toasts on screen at once (in two window scenes, with
    /// more than one toast visible per position, or while a slow hide block still animates the
    /// views after its toast ended) would take the views from each other: the newer one moves
    /// them, and the older one's hide blocks remove them from under it. So each configuration's
    /// views belong to one toast at a time, its *owner*:
    ///
    /// - A `+show:` whose configuration has no owner is shown at once (handed to the engine,
    ///   which places it among the other toasts as usual) and holds the views.
    /// - Otherwise it waits, outside the engine, for the views. As the pod's `+show:` replaced the
    ///   toast on screen (its one toast took the new text at once, with its timer started again),
    ///   the owner is asked to hide (its hide blocks run) unless it is already on its way out,
    ///   and a toast that was waiting is dropped without showing: the newest text is the one
    ///   that shows. Toasts of another configuration are not touched; they have views of their
    ///   own, and the engine queues them as it queues every toast.
    /// - The owner lets go of the views when it has ended and its hide blocks have removed them
    ///   (or it ended without ever being put on screen). If it ended with its views still out,
    ///   they are waited for, at most ``viewsInPlaceWaitSeconds``. Then the waiting toast is shown.
    /// - `+hide` drops every waiting toast first (so that none is brought on screen by the end of
    ///   an older one), then asks every owner that is not already leaving to hide, the newest
    ///   first. The engine makes the rest of that decision: a toast on screen runs its hide blocks
    ///   once (a hide while it is already hiding changes nothing); one still in the engine's queue
    ///   ends without showing.
    ///
    /// `Key` is whatever the host tracks a `+show:` by; `Configuration`, what tells configurations
    /// apart (an object's identity in ToastKitClassic).
    package struct LiveToasts<Key: Hashable, Configuration: Hashable> {
        /// What the host does for a decision, in the order given.
        package enum Action: Equatable {
            /// Hand the toast to the engine: it holds its configuration's views now.
            case show(Key)
            /// Ask the engine to end the toast: it hides (its hide blocks run) or, if it has not
            /// shown yet, ends without showing.
            case hide(Key)
            /// The toast never reached the engine, and never will: forget it.
            case drop(Key)
            /// The toast has ended with its views still out: report ``LiveToasts/viewsReleased(_:)``
            /// when its hide blocks remove them, and ``LiveToasts/viewsOverdue(_:)`` after
            /// `seconds` if they have not.
            case awaitViews(Key, seconds: Double)
        }

        /// The toast that holds a configuration's views, and the one waiting for them.
        private struct Slot {
            var owner: Key
            /// Its end has been asked for, here or by `+hide`.
            var ownerAskedToHide = false
            /// It has ended, with its views still out.
            var ownerEnded = false
            var waiting: Key?
        }

        private var slots: [Configuration: Slot] = [:]
        private var configurations: [Key: Configuration] = [:]
        /// Every live toast, in the order it was asked for.
        private var order: [Key] = []

        package init() {}

        /// Whether no GKRToast is live.
        package var isEmpty: Bool { order.isEmpty }

        /// A GKRToast was asked for (`+show:`) with `configuration`. A key already live changes
        /// nothing.
        package mutating func shown(_ key: Key, configuration: Configuration) -> [Action] {
            guard configurations[key] == nil else { return [] }
            configurations[key] = configuration
            order.append(key)
            guard var slot = slots[configuration] else {
                slots[configuration] = Slot(owner: key)
                return [.show(key)]
            }
            var actions: [Action] = []
            if let replaced = slot.waiting {
                forget(replaced)
                actions.append(.drop(replaced))
            }
            slot.waiting = key
            if !slot.ownerAskedToHide && !slot.ownerEnded {
                slot.ownerAskedToHide = true
                actions.append(.hide(slot.owner))
            }
            slots[configuration] = slot
            return actions
        }

        /// The toast ended (its completion ran), however it did. `viewsInPlace`: its views are
        /// still where its toast put them (its hide blocks have not removed them yet).
        package mutating func ended(_ key: Key, viewsInPlace: Bool) -> [Action] {
            guard let configuration = configurations[key], var slot = slots[configuration], slot.owner == key, !slot.ownerEnded
            else { return [] }
            guard viewsInPlace else { return release(configuration) }
            slot.ownerEnded = true
            slots[configuration] = slot
            return [.awaitViews(key, seconds: ClassicSystem.GKRToast.viewsInPlaceWaitSeconds)]
        }

        /// The toast's hide blocks have removed its views. Before its end this changes nothing
        /// (a toast pre-empted by another goes back on screen later, with the same views).
        package mutating func viewsReleased(_ key: Key) -> [Action] {
            guard let configuration = configurations[key], let slot = slots[configuration], slot.owner == key, slot.ownerEnded
            else { return [] }
            return release(configuration)
        }

        /// ``viewsInPlaceWaitSeconds`` have passed since `awaitViews`: the views are taken back.
        package mutating func viewsOverdue(_ key: Key) -> [Action] {
            viewsReleased(key)
        }

        /// `+hide`: drops every waiting toast, then asks every owner that is not leaving yet to
        /// hide, the newest first.
        package mutating func hideAll() -> [Action] {
            var actions: [Action] = []
            for key in order {
                guard let configuration = configurations[key], let waiting = slots[configuration]?.waiting, waiting == key else { continue }
                slots[configuration]?.waiting = nil
                forget(key)
                actions.append(.drop(key))
            }
            for key in order.reversed() {
                guard let configuration = configurations[key], var slot = slots[configuration], slot.owner == key,
                    !slot.ownerAskedToHide, !slot.ownerEnded
                else { continue }
                slot.ownerAskedToHide = true
                slots[configuration] = slot
                actions.append(.hide(key))
            }
            return actions
        }

        /// The owner of `configuration` is done with its views: the waiting toast, if any, takes
        /// them.
        private mutating func release(_ configuration: Configuration) -> [Action] {
            guard let slot = slots[configuration] else { return [] }
            forget(slot.owner)
            guard let next = slot.waiting else {
                slots[configuration] = nil
                return []
            }
            slots[configuration] = Slot(owner: next)
            return [.show(next)]
        }

        private mutating func forget(_ key: Key) {
            configurations[key] = nil
            order.removeAll { $0 == key }
        }
    }
}
