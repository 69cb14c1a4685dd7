@_spi(Plumbing) import ToastCore

/// Plays a ``ToastMovie`` on the engine and poses its toasts frame by frame exactly as the UIKit
/// shell (`ToastSceneController`) animates them:
///
/// - a toast's alpha and transform are its transition sampled at the engine's progress
///   (`UIViewPropertyAnimator` runs the transition's curve over the time left), plus any pan;
/// - a toast appears at its place at once; toasts already shown move to their new places over
///   ``reflowSeconds`` when one is presented or removed (`layout(animated: true)`), and over the
///   keyboard's animation when it moves; with Reduce Motion they jump;
/// - a pan moves the toast as ``ToastSwipe/displacement(for:position:)`` says; letting go past
///   the threshold sends `toastSwiped` and the hide transition runs on top of the pan's offset;
///   short of it the toast springs back over ``reflowSeconds``.
///
/// The engine (``ToastRuntime`` on a ``ManualToastScheduler``) decides everything else: when
/// each toast shows, hides and leaves. The player only runs on the main actor, as the runtime
/// does; the frames it returns are values that any thread can draw.
@MainActor
package final class ToastShellPlayer {
    /// `ToastSceneController.reflowSeconds`: how long toasts take to move when others come or go.
    nonisolated package static let reflowSeconds = 0.25
    /// The keyboard's animation (`UIKeyboardAnimationDurationUserInfoKey` on iPhones).
    nonisolated package static let keyboardSeconds = 0.25
    /// `UIView.animate`'s default curve, which the shell's reflow and keyboard moves use.
    nonisolated static let reflowCurve = ToastCurve.easeInOut
    /// `ToastSceneController.returnDamping`: a toast let go short of the threshold springs back.
    nonisolated static let returnCurve = ToastCurve.spring(dampingRatio: 0.8)

    package let movie: ToastMovie
    private let measurer: any ToastTextMeasuring
    private let scheduler = ManualToastScheduler()
    private let runtime: ToastRuntime
    private var observation: ToastObservation?
    private var stage = ToastStageLayout()

    /// Identifiers of the requests, in the order they were made.
    private var requested: [ToastID] = []
    /// Toasts with a view, in the order they were presented (the views' z-order).
    private var presented: [ToastID] = []
    private var moves: [ToastID: Move] = [:]
    private var placements: [ToastID: ToastPlacement] = [:]
    /// Where a finger has moved each toast: the pan's translation and the toast's displacement.
    private var pans: [ToastID: (translation: ToastPoint, displacement: ToastPoint)] = [:]
    private var panReturns: [ToastID: (from: ToastPoint, start: Double)] = [:]
    private var keyboard: (from: Double, to: Double, start: Double)?

    /// A frame moving from one place to another.
    private struct Move {
        var from: ToastRect
        var to: ToastRect
        var start: Double
        var seconds: Double

        func frame(at time: Double) -> ToastRect {
            guard seconds > 0 else { return to }
            let t = ToastShellPlayer.reflowCurve.value(at: (time - start) / seconds)
            return ToastRect(
                x: from.minX + (to.minX - from.minX) * t, y: from.minY + (to.minY - from.minY) * t,
                width: from.width + (to.width - from.width) * t, height: from.height + (to.height - from.height) * t)
        }
    }

    package init(movie: ToastMovie, measurer: any ToastTextMeasuring) {
        self.movie = movie
        self.measurer = measurer
        runtime = ToastRuntime(configuration: movie.configuration, scheduler: scheduler)
        runtime.send(.reduceMotionChanged(enabled: movie.scene.reduceMotion))
        observation = runtime.observe { [weak self] event in
            self?.observe(event)
        }
    }

    /// Every frame of the movie, ``ToastMovie/framesPerSecond`` a second, with its time.
    package func frames() -> [(time: Double, plan: FramePlan)] {
        let count = Int((movie.duration * ToastMovie.framesPerSecond).rounded(.up))
        var steps = movie.steps[...]
        var result: [(time: Double, plan: FramePlan)] = []
        for index in 0..<count {
            let time = Double(index) / ToastMovie.framesPerSecond
            while let next = steps.first, next.at <= time {
                steps.removeFirst()
                scheduler.advance(to: next.at)
                apply(next.step)
            }
            scheduler.advance(to: time)
            result.append((time, plan(at: time)))
        }
        observation?.cancel()
        return result
    }

    // MARK: - What the shell does

    private var reduceMotion: Bool { movie.scene.reduceMotion }

    private func apply(_ step: ToastMovie.Step) {
        switch step {
        case .show(let request):
            requested.append(runtime.show(request))
        case .pan(let index, let translation):
            guard let id = requested[safe: index], let toast = runtime.presentedToast(id) else { return }
            if pans[id] == nil { runtime.send(.touchBegan(id)) }
            panReturns[id] = nil
            pans[id] = (translation, ToastSwipe.displacement(for: translation, position: toast.request.position))
        case .release(let index, let velocity):
            guard let id = requested[safe: index], let toast = runtime.presentedToast(id), let pan = pans[id] else { return }
            let dismisses = ToastSwipe.dismissesOnRelease(
                translation: pan.translation, velocity: velocity, position: toast.request.position)
            if dismisses {
                runtime.send(.toastSwiped(id))
            } else {
                panReturns[id] = (pan.displacement, scheduler.now)
                pans[id] = nil
            }
            runtime.send(.touchEnded(id))
        case .keyboard(let up):
            let now = scheduler.now
            let current = keyboardRise(at: now)
            keyboard = (current, up ? 1 : 0, now)
            layout(seconds: reduceMotion ? 0 : Self.keyboardSeconds)
        case .event(let index, let make):
            guard let id = requested[safe: index] else { return }
            runtime.send(make(id))
        case .update(let index, let update):
            guard let id = requested[safe: index] else { return }
            runtime.send(.updateRequested(id, update))
        }
    }

    private func observe(_ event: ToastLifecycleEvent) {
        switch event {
        case .willShow(let id):
            presented.append(id)
            layout(seconds: reduceMotion ? 0 : Self.reflowSeconds)
        case .didHide(let id, _):
            presented.removeAll { $0 == id }
            moves[id] = nil
            placements[id] = nil
            pans[id] = nil
            panReturns[id] = nil
            layout(seconds: reduceMotion ? 0 : Self.reflowSeconds)
        case .updated:
            // `ToastSceneController.update(_:)`: the toast is laid out again and moves to its
            // new size as the others do when one comes or goes.
            layout(seconds: reduceMotion ? 0 : Self.reflowSeconds)
        default:
            break
        }
    }

    /// `ToastSceneController.layout(animated:)`: fresh toasts take their place at once, the
    /// others move there over `seconds`.
    private func layout(seconds: Double) {
        let now = scheduler.now
        let toasts = runtime.presentedToasts.filter { presented.contains($0.id) }
        for placement in stage.update(toasts, in: layoutScene.environment, measurer: measurer) {
            if placements[placement.id] != nil, let move = moves[placement.id] {
                moves[placement.id] = Move(from: move.frame(at: now), to: placement.frame, start: now, seconds: seconds)
            } else {
                moves[placement.id] = Move(from: placement.frame, to: placement.frame, start: now, seconds: 0)
            }
            placements[placement.id] = placement
        }
    }

    /// The screen the layout sees: the keyboard where it is going, as its notification says.
    private var layoutScene: RenderScene {
        var scene = movie.scene
        if let keyboard { scene.keyboardRise = keyboard.to }
        return scene
    }

    private func keyboardRise(at time: Double) -> Double {
        guard let keyboard else { return movie.scene.keyboardRise }
        let seconds = reduceMotion ? 0 : Self.keyboardSeconds
        guard seconds > 0 else { return keyboard.to }
        return keyboard.from + (keyboard.to - keyboard.from) * Self.reflowCurve.value(at: (time - keyboard.start) / seconds)
    }

    private func pan(of id: ToastID, at time: Double) -> ToastPoint {
        if let pan = pans[id] { return pan.displacement }
        guard let back = panReturns[id] else { return .zero }
        let remaining = 1 - Self.returnCurve.value(at: (time - back.start) / Self.reflowSeconds)
        return ToastPoint(x: back.from.x * remaining, y: back.from.y * remaining)
    }

    private func plan(at time: Double) -> FramePlan {
        var scene = movie.scene
        scene.keyboardRise = keyboardRise(at: time)
        let poses = presented.compactMap { id -> ToastPose? in
            guard let toast = runtime.presentedToast(id), var placement = placements[id] else { return nil }
            placement.frame = moves[id]?.frame(at: time) ?? placement.frame
            return ToastPose.sampled(toast, placement: placement, scene: scene, at: time, pan: pan(of: id, at: time))
        }
        return FramePlan(scene: scene, poses: poses)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
