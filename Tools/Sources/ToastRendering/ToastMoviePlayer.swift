import ToastCore

/// Plays a ``ToastMovie`` through ToastCore and samples what it shows, frame by frame.
///
/// The movie's requests, updates and app events go to a ``ToastRuntime`` on a
/// ``ManualToastScheduler`` whose stage is on the movie's scene, and the finger and the keyboard
/// go to that stage. A frame's toasts are ``ToastStage/poses(at:)``:
/// exactly what a host was told to show at that moment. The engine decides when each toast
/// shows and leaves, the stage where it is and how it moves; the player decides nothing.
///
/// It runs on the main actor, as the runtime does; the plans it returns are values that any
/// thread can draw. Time only goes forward: ask for moments in order.
@MainActor
package final class ToastMoviePlayer {
    package let movie: ToastMovie
    private let scheduler = ManualToastScheduler()
    private let runtime: ToastRuntime
    /// The steps not played yet.
    private var steps: ArraySlice<(at: Double, step: ToastMovie.Step)>
    /// Identifiers of the requests, in the order they were made.
    private var requested: [ToastID] = []
    /// The keyboard's last move: the rise it started from and goes to, when, and how (the
    /// animation the stage moves the toasts with).
    private var keyboard: (from: Double, to: Double, start: Double, animation: ToastStageAnimation)?
    /// Each toast's style as the stage last handed it over, and, for a toast restyled (a live
    /// toast that became a success), when and from which style: glass changes its tint over the
    /// reflow that resizes it, as `UIGlassEffect` morphs when it is set in an animation.
    private var styles: [ToastID: ToastStyle] = [:]
    private var restyled: [ToastID: (start: Double, from: ToastStyle)] = [:]

    package init(movie: ToastMovie, measurer: any ToastTextMeasuring) {
        self.movie = movie
        steps = movie.steps[...]
        runtime = ToastRuntime(
            limits: movie.limits, scheduler: scheduler, scene: movie.scene.stageScene, keyboard: movie.scene.stageKeyboard,
            measurer: measurer)
        runtime.send(.reduceMotionChanged(enabled: movie.scene.reduceMotion))
        runtime.perform = { [unowned self] cues in
            for cue in cues {
                switch cue {
                case .insert(let toast, let style):
                    styles[toast.id] = style
                case .redraw(let toast, let style):
                    if let old = styles[toast.id], old.colors.backdrop != style.colors.backdrop {
                        restyled[toast.id] = (scheduler.now, old)
                    }
                    styles[toast.id] = style
                case .remove(let id):
                    styles[id] = nil
                    restyled[id] = nil
                default:
                    break
                }
            }
        }
    }

    /// Every frame of the movie, ``ToastMovie/framesPerSecond`` a second, with its time.
    package func frames() -> [(time: Double, plan: FramePlan)] {
        let count = Int((movie.duration * ToastMovie.framesPerSecond).rounded(.up))
        return (0..<count).map { index in
            let time = Double(index) / ToastMovie.framesPerSecond
            return (time, plan(at: time))
        }
    }

    /// What shows at `time` (not before the last moment asked for): every step due by then
    /// played at its own time, the clock run on to `time`, and the stage sampled there.
    package func plan(at time: Double) -> FramePlan {
        while let next = steps.first, next.at <= time {
            steps.removeFirst()
            scheduler.advance(to: next.at)
            play(next.step)
        }
        scheduler.advance(to: time)
        var scene = movie.scene
        scene.keyboardRise = keyboardRise(at: time)
        let poses = runtime.stage.poses(at: time).map { morphing(ToastPose($0, scene: scene, at: time), at: time) }
        return FramePlan(scene: scene, poses: poses)
    }

    /// `pose` with its glass's tint on its way from the old style's to the new one's, while the
    /// reflow after a restyle runs.
    private func morphing(_ pose: ToastPose, at time: Double) -> ToastPose {
        guard case .glass(var optics) = pose.material, let change = restyled[pose.id] else { return pose }
        let animation = ToastStage.reflow
        guard time - change.start < animation.duration else { return pose }
        let progress = animation.value(at: time, from: change.start)
        var old: ToastColor.RGBA?
        if case .glass(let glass) = change.from.colors.backdrop { old = glass.tint?.resolved(for: movie.scene.appearance) }
        let new = optics.tint
        guard let color = new ?? old else { return pose }
        let from = old ?? ToastColor.RGBA(red: color.red, green: color.green, blue: color.blue, alpha: 0)
        let to = new ?? ToastColor.RGBA(red: color.red, green: color.green, blue: color.blue, alpha: 0)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        optics.tint = ToastColor.RGBA(
            red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue), alpha: mix(from.alpha, to.alpha))
        var morphed = pose
        morphed.material = .glass(optics)
        return morphed
    }

    private func play(_ step: ToastMovie.Step) {
        switch step {
        case .show(let request):
            let id = ToastID(rawValue: UInt64(requested.count + 1))  // the movie's requests, numbered from 1
            runtime.show(request, id: id)
            requested.append(id)
        case .pan(let index, let translation):
            guard let id = requested[safe: index] else { return }
            runtime.send(.panChanged(id, translation: translation))
        case .release(let index, let velocity):
            guard let id = requested[safe: index] else { return }
            runtime.send(.panEnded(id, velocity: velocity))
        case .keyboard(let up):
            let now = scheduler.now
            let animation = RenderScene.keyboardAnimation
            keyboard = (keyboardRise(at: now), up ? 1 : 0, now, animation)
            runtime.send(.keyboardMoved(up ? movie.scene.risenKeyboardFrame : nil, animation))
        case .event(let index, let make):
            guard let id = requested[safe: index] else { return }
            runtime.send(make(id))
        case .tap(let index):
            guard let id = requested[safe: index] else { return }
            runtime.send(ToastStage.Input.tapped(id))
        case .touchOutside:
            runtime.send(.touchedOutside)
        case .update(let index, let update):
            guard let id = requested[safe: index] else { return }
            runtime.send(.updateRequested(id, update))
        }
    }

    /// How far the drawn keyboard has risen at `time`: on the same animation value as the toasts
    /// the stage moves with it, so both arrive together.
    private func keyboardRise(at time: Double) -> Double {
        guard let keyboard else { return movie.scene.keyboardRise }
        return keyboard.from + (keyboard.to - keyboard.from) * keyboard.animation.value(at: time, from: keyboard.start)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
