import ToastCore

/// A toast's life to film: requests and gestures at given times on one screen, played through
/// ToastCore by ``ToastMoviePlayer`` and drawn at ``framesPerSecond``.
///
/// ```swift
/// let movie = ToastMovie(name: "saved", caption: "Saved", steps: [(0.2, .show(ToastRequest(message: "Saved")))], duration: 3)
/// let frames = ToastMoviePlayer(movie: movie, measurer: renderer.measurer).frames()
/// ```
package struct ToastMovie: Sendable {
    /// Something that happens during the movie. Toasts are named by their order of request:
    /// `toast: 0` is the first `show`.
    package enum Step: Sendable {
        case show(ToastRequest)
        /// A finger on the toast moved by `translation` points from where it went down
        /// (`UIPanGestureRecognizer.translation`); the toast follows as ``ToastSwipe`` says.
        case pan(toast: Int, translation: ToastPoint)
        /// The finger lifted with `velocity` points a second: the toast is swiped away if
        /// ``ToastSwipe/dismissesOnRelease(translation:velocity:position:)`` says so, and springs
        /// back otherwise.
        case release(toast: Int, velocity: ToastPoint)
        /// The keyboard starts to rise (or fall) over ``RenderScene/keyboardAnimation``, in a
        /// scene that has one (``RenderScene/keyboard``).
        case keyboard(up: Bool)
        /// Any engine event about a toast (a tap, a touch, an ending).
        case event(toast: Int, @Sendable (ToastID) -> ToastStateMachine.Input)
        /// The app updates a toast (``ToastUpdate``): progress, text, or the finished state.
        case update(toast: Int, ToastUpdate)
        /// A finger taps the toast's body (through the stage: on a folded deck it fans it out).
        case tap(toast: Int)
        /// A finger touches the screen outside every toast.
        case touchOutside
    }

    package var name: String
    package var caption: String
    package var scene: RenderScene
    package var limits: ToastStateMachine.Limits
    package var steps: [(at: Double, step: Step)]
    /// Seconds filmed; the animation then starts again.
    package var duration: Double

    /// Frames a second, as a 60 Hz display draws UIKit's animations.
    package static let framesPerSecond = 60.0

    package init(
        name: String, caption: String, scene: RenderScene = RenderScene(), limits: ToastStateMachine.Limits = .init(),
        steps: [(at: Double, step: Step)], duration: Double
    ) {
        self.name = name
        self.caption = caption
        self.scene = scene
        self.limits = limits
        self.steps = steps.sorted { $0.at < $1.at }
        self.duration = duration
    }

    /// A finger dragging `toast` along `path` (translations in points, from where it went down)
    /// from `start` over `seconds`, one step a frame, then lifting with the speed it had.
    package static func drag(toast: Int, along path: [ToastPoint], start: Double, seconds: Double) -> [(at: Double, step: Step)] {
        guard path.count >= 2 else { return [] }
        let frames = max(Int((seconds * framesPerSecond).rounded()), 1)
        var steps: [(at: Double, step: Step)] = []
        func point(at fraction: Double) -> ToastPoint {
            let position = fraction * Double(path.count - 1)
            let index = min(Int(position), path.count - 2)
            let t = position - Double(index)
            return ToastPoint(
                x: path[index].x + (path[index + 1].x - path[index].x) * t, y: path[index].y + (path[index + 1].y - path[index].y) * t)
        }
        for frame in 1...frames {
            steps.append(
                (start + Double(frame) / framesPerSecond, .pan(toast: toast, translation: point(at: Double(frame) / Double(frames)))))
        }
        let last = point(at: 1)
        let before = point(at: Double(frames - 1) / Double(frames))
        let velocity = ToastPoint(x: (last.x - before.x) * framesPerSecond, y: (last.y - before.y) * framesPerSecond)
        steps.append((start + seconds + 1 / framesPerSecond, .release(toast: toast, velocity: velocity)))
        return steps
    }
}

// MARK: - The catalogue

extension ToastMovie {
    /// Seconds of the unchanged screen before the first request and after the last toast has
    /// gone, so a looping animation does not start and end abruptly.
    static let lead = 0.3
    static let tail = 0.5

    /// The four classic systems' timelines, in the order of SEEDS.md.
    package static let classic: [ToastMovie] = ClassicShowcase.all.map { seed in
        ToastMovie(name: seed.name, caption: seed.caption, steps: [(lead, .show(seed.request))], duration: lead + seed.life + tail)
    }

    /// The modern presets and the engine's rules, in motion.
    package static let modern: [ToastMovie] = {
        let short = ToastDuration.seconds(1.5)
        let standardLife = ToastStyle.ModernMetrics.showSeconds + 1.5 + ToastStyle.ModernMetrics.hideSeconds
        var reduced = RenderScene()
        reduced.reduceMotion = true
        var decked = RenderScene()
        decked.stacking = .deck
        var typing = RenderScene()
        typing.keyboard = true
        typing.keyboardRise = 0
        let saved = ToastContent(message: "Saved to your photo library", title: "Done")
        return [
            ToastMovie(
                name: "modern-success",
                caption:
                    "success: springs up and fades in (\(ClassicShowcase.seconds(ToastStyle.ModernMetrics.showSeconds))), fades out (\(ClassicShowcase.seconds(ToastStyle.ModernMetrics.hideSeconds)))",
                steps: [(lead, .show(ToastRequest(content: saved, style: .success, duration: short)))],
                duration: lead + standardLife + tail),
            ToastMovie(
                name: "modern-presets", caption: "standard, info, warning, error: one after another from the queue",
                steps: [
                    (
                        lead,
                        .show(
                            ToastRequest(
                                content: ToastContent(message: "Message deleted", action: ToastAction(title: "Undo")), duration: .seconds(1)
                            ))
                    ),
                    (lead, .show(ToastRequest(message: "3 new messages", style: .info, duration: .seconds(1)))),
                    (lead, .show(ToastRequest(message: "Storage almost full", style: .warning, duration: .seconds(1)))),
                    (lead, .show(ToastRequest(message: "Could not send", style: .error, duration: .seconds(1)))),
                ],
                duration: lead + 4 * (ToastStyle.ModernMetrics.showSeconds + 1 + ToastStyle.ModernMetrics.hideSeconds) + tail),
            ToastMovie(
                name: "replace", caption: "replace: a newer toast takes the place of the one showing, which fades out in place",
                steps: [
                    (lead, .show(ToastRequest(message: "Uploading 3 photos", duration: .seconds(3)))),
                    (lead + 1.2, .show(ToastRequest(message: "Upload finished", style: .success, duration: short, policy: .replace))),
                ],
                duration: lead + 1.2 + standardLife + tail),
            ToastMovie(
                name: "preemption",
                caption: "pre-emption: a high-priority toast pushes the showing one back to the queue; it returns with its time left",
                steps: [
                    (lead, .show(ToastRequest(message: "Syncing your library", duration: .seconds(2)))),
                    (lead + 1, .show(ToastRequest(message: "Connection lost", style: .error, duration: short, priority: .high))),
                ],
                duration: lead + 1 + 2 * standardLife + 1 + tail),
            ToastMovie(
                name: "stack",
                caption:
                    "three stacked (maxVisible 3): each arrival moves the others up; the middle one fades out in place, then the gap closes",
                limits: ToastStateMachine.Limits(maxVisible: 3),
                steps: [
                    (lead, .show(ToastRequest(message: "First of three", style: .info, duration: .seconds(3)))),
                    (lead + 0.5, .show(ToastRequest(message: "Second of three", style: .info, duration: .seconds(1)))),
                    (lead + 1, .show(ToastRequest(message: "Third of three", style: .info, duration: .seconds(2.5)))),
                ],
                duration: lead + 1 + ToastStyle.ModernMetrics.showSeconds + 2.5 + ToastStyle.ModernMetrics.hideSeconds + tail),
            ToastMovie(
                name: "deck",
                caption:
                    "the deck: three arrive and pile up, a tap fans them out (their time holds), one is swiped away, a touch outside folds it back",
                scene: decked, limits: ToastStateMachine.Limits(maxVisible: 3),
                steps: [
                    (lead, .show(ToastRequest(message: "Message archived", style: .info, duration: .seconds(4)))),
                    (lead + 0.6, .show(ToastRequest(message: "Photo saved to your library", style: .success, duration: .seconds(4)))),
                    (lead + 1.2, .show(ToastRequest(message: "Link copied", duration: .seconds(4)))),
                    (deckFanOut, .tap(toast: 2)),
                ]
                    + drag(
                        toast: 1, along: [ToastPoint(x: 0, y: 0), ToastPoint(x: 4, y: 30), ToastPoint(x: 0, y: 90)],
                        start: deckFanOut + 1.2, seconds: 0.3)
                    + [(deckFanOut + 2.6, .touchOutside)],
                duration: deckFanOut + 2.6 + 4 + tail),
            ToastMovie(
                name: "swipe", caption: "swipe: a reluctant pull up springs back when let go; a flick down swipes it away",
                steps: [(lead, .show(ToastRequest(message: "Swipe me away", duration: .seconds(4))))]
                    + drag(toast: 0, along: [ToastPoint(x: 0, y: 0), ToastPoint(x: 8, y: -60)], start: lead + 1, seconds: 0.3)
                    + drag(
                        toast: 0, along: [ToastPoint(x: 0, y: 0), ToastPoint(x: 4, y: 30), ToastPoint(x: 0, y: 90)],
                        start: swipeFlick, seconds: 0.3),
                duration: swipeFlick + 0.3 + ToastStyle.ModernMetrics.hideSeconds + tail),
            ToastMovie(
                name: "keyboard", caption: "keyboard avoidance: the toast rises with the keyboard",
                scene: typing,
                steps: [
                    (lead, .show(ToastRequest(message: "Draft saved", style: .success, duration: .seconds(2.5)))),
                    (lead + 1, .keyboard(up: true)),
                ],
                duration: lead + ToastStyle.ModernMetrics.showSeconds + 2.5 + ToastStyle.ModernMetrics.hideSeconds + tail),
            ToastMovie(
                name: "loading-success", caption: "live toast: a spinner, progress in place, then it becomes a success toast and times out",
                steps: loadingToSuccess(start: lead),
                duration: lead + loadingSeconds + 1.5 + ToastStyle.ModernMetrics.hideSeconds + tail),
            ToastMovie(
                name: "reduce-motion", caption: "Reduce Motion: the same timing, a fade in place",
                scene: reduced,
                steps: [(lead, .show(ToastRequest(content: saved, style: .success, duration: short)))],
                duration: lead + standardLife + tail),
        ]
    }()

    /// When the deck movie's tap fans the pile out: once the third toast has come in and the
    /// pile has settled.
    static let deckFanOut = lead + 2.4

    /// When the swipe movie's second drag, the flick that swipes the toast away, begins: after
    /// the first has sprung back.
    static let swipeFlick = lead + 1.8

    /// Seconds from a loading toast's appearance to its success in ``loadingToSuccess(start:)``.
    static let loadingSeconds = 3.0

    /// An upload as `Toast.task` shows it: a spinner, then a ring filling in steps, then the
    /// success toast the same toast becomes (1.5 s, then it times out).
    static func loadingToSuccess(start: Double) -> [(at: Double, step: Step)] {
        let loading = ToastRequest(content: ToastContent(message: "Uploading 3 photos", progress: .indeterminate))
        let done = ToastRequest(message: "Uploaded 3 photos", style: .success, duration: .seconds(1.5))
        var steps: [(at: Double, step: Step)] = [(start, .show(loading))]
        for (index, fraction) in [0.2, 0.45, 0.7, 0.9, 1.0].enumerated() {
            steps.append((start + 0.8 + Double(index) * 0.4, .update(toast: 0, .progress(fraction))))
        }
        steps.append((start + loadingSeconds, .update(toast: 0, .replacing(with: done))))
        return steps
    }

    /// Every movie the gallery makes: the seeds, then the modern toasts.
    package static var catalogue: [ToastMovie] { classic + modern }
}
