/// The choreography of one scene's toasts: where each one is, what moves, over how long and on
/// which curve. It is to the scene what `ToastStateMachine` is to the queue.
///
/// Inputs come in with the time as a parameter: what the engine decided (a toast appeared,
/// beginning to hide, updated, removed) and the facts of the scene (its size and safe area, the
/// keyboard, the bars of the controller that shows, text size, direction, Reduce Motion and
/// Reduce Transparency, a finger panning a toast). Out come cues, which say everything a
/// host does and nothing else: UIKit carries them out with views and animations, the Linux
/// renderer and the harness with pictures and JSON lines. ``poses(at:)`` samples what the host
/// was told at any moment, so a movie is the product by construction.
///
/// The rules:
/// - A toast placed for the first time takes its frame at once (its show transition brings it
///   in, and a toast that arrives while the keyboard is up is placed above it the first time),
///   and so does one placed earlier in the same instant (two toasts shown together);
///   the toasts already there move to their new places with ``reflow`` when one arrives, is
///   updated (its size changes) or is gone, when a toast's bars or anchor change, and when
///   custom content asks for a new size.
/// - A leaving toast keeps its frame until it is gone, so a replaced toast fades out in place
///   while its successor takes the spot, and the others close the gap once it has gone.
/// - The keyboard moves the toasts that avoid it with the keyboard's own duration and curve.
/// - A new scene size, safe area, direction or text size (a rotation, a split-view resize, a
///   Dynamic Type change) places every toast again at once, leaving ones too: the old frames
///   belong to a container that no longer exists.
/// - A pan moves the toast as ``ToastSwipe`` says and pauses its timer; letting go past the
///   threshold swipes it away (the hide transition runs on from where the finger left it),
///   short of it the toast springs back with ``springBack``.
/// - With Reduce Motion, nothing moves: every move and spring back is a placement at once (the
///   transitions themselves are already fades). iOS does the same: with Reduce Motion it drops
///   sliding and springing motion and shows the end state, or dissolves, rather than slide.
/// - Reduce Transparency and Increase Contrast restyle every toast at once, and a style's dim
///   goes when Reduce Transparency turns on. Whether the system has Liquid Glass decides, with
///   them, what a style's backdrop is drawn as (``ToastStyle/Colors/surface(liquidGlass:reduceTransparency:increaseContrast:)``).
///
/// ```swift
/// var stage = ToastStage(scene: scene)
/// var cues: [ToastStage.Cue] = []
/// stage.handle(.toastAppeared(toast), at: now, measurer: measurer, into: &cues)
/// ```
package struct ToastStage: Sendable {
    /// What the stage knows of the scene itself.
    package struct Scene: Equatable, Sendable {
        package var size: ToastSize
        package var safeArea: ToastEdgeInsets
        package var layoutDirection: ToastLayoutDirection
        /// The reader's text size relative to the default (1).
        package var textScale: Double
        /// Named rectangles every toast may be anchored to (a navigation bar), unless its own
        /// ``Context`` names one.
        package var anchors: [ToastAnchor: ToastRect]
        package var reduceMotion: Bool
        package var reduceTransparency: Bool
        package var increaseContrast: Bool
        /// Whether the system draws Liquid Glass for this app (``ToastLiquidGlass``): a style whose
        /// backdrop asks for glass gets it here, and the thin material where not.
        package var liquidGlass: Bool
        /// How the toasts at each position stack: this, but as ``stackingByPosition`` says at
        /// the positions it names.
        package var stacking: ToastStacking
        package var stackingByPosition: [ToastPosition: ToastStacking]

        package init(
            size: ToastSize, safeArea: ToastEdgeInsets = .zero, layoutDirection: ToastLayoutDirection = .leftToRight,
            textScale: Double = 1, anchors: [ToastAnchor: ToastRect] = [:], reduceMotion: Bool = false,
            reduceTransparency: Bool = false, increaseContrast: Bool = false, liquidGlass: Bool = false,
            stacking: ToastStacking = .list, stackingByPosition: [ToastPosition: ToastStacking] = [:]
        ) {
            self.size = size
            self.safeArea = safeArea
            self.layoutDirection = layoutDirection
            self.textScale = textScale
            self.anchors = anchors
            self.reduceMotion = reduceMotion
            self.reduceTransparency = reduceTransparency
            self.increaseContrast = increaseContrast
            self.liquidGlass = liquidGlass
            self.stacking = stacking
            self.stackingByPosition = stackingByPosition
        }

        /// How the toasts at `position` stack.
        package func stacking(at position: ToastPosition) -> ToastStacking {
            stacking.at(position, byPosition: stackingByPosition)
        }

        /// Whether `other` differs in what frames depend on (not only in settings).
        func changesGeometry(from other: Scene) -> Bool {
            size != other.size || safeArea != other.safeArea || layoutDirection != other.layoutDirection
                || textScale != other.textScale || anchors != other.anchors || stacking != other.stacking
                || stackingByPosition != other.stackingByPosition
        }
    }

    /// What the host knows about one toast beyond its request.
    package struct Context: Equatable, Sendable {
        /// The size custom content measured itself at; `nil` for a toast measured from its text.
        package var contentSize: ToastSize?
        /// The frame of the view an anchored toast sits below, while that view is on screen.
        package var anchor: ToastRect?
        /// What the bars of the controller it belongs to cover at the bottom
        /// (``ToastLayout/Item/bottomBar``).
        package var bottomBar: ToastRect?
        /// Whether the toast's content runs its own show and hide animations (a presenter that
        /// animates itself, as GKRToast's blocks do): it is handed each phase once, with the
        /// time left, and gets no look or dim of the stage's.
        package var animatesItself: Bool

        package init(contentSize: ToastSize? = nil, anchor: ToastRect? = nil, bottomBar: ToastRect? = nil, animatesItself: Bool = false) {
            self.contentSize = contentSize
            self.anchor = anchor
            self.bottomBar = bottomBar
            self.animatesItself = animatesItself
        }
    }

    /// Something that happened to the scene or to one of its toasts.
    package enum Input: Sendable {
        /// A toast appeared (`ToastLoop.Output.prepare(_:)`), with what the host knows
        /// about it.
        case toastAppeared(ToastSnapshot, Context)
        /// The engine began hiding a toast.
        case toastBeganHiding(ToastSnapshot)
        /// The engine changed a toast's content or style.
        case toastUpdated(ToastSnapshot)
        /// The engine removed a toast: its hide transition is over.
        case toastRemoved(ToastID)
        /// The scene's size, safe area, direction, text size or accessibility settings changed.
        case sceneChanged(Scene)
        /// The keyboard moved to `frame` (container coordinates; `nil`: it went down) over its
        /// notification's animation.
        case keyboardMoved(ToastRect?, ToastStageAnimation)
        /// What the host knows about one toast changed (custom content's size, the anchor, the
        /// bars, re-read after the app's layout changed).
        case contextChanged(ToastID, Context)
        /// A finger dragging the toast has moved `translation` points from where it went down.
        case panChanged(ToastID, translation: ToastPoint)
        /// The finger lifted, moving `velocity` points a second.
        case panEnded(ToastID, velocity: ToastPoint)
        /// The system cancelled the drag (a call came in, another gesture won).
        case panCancelled(ToastID)
        /// A tap on the toast's body. A tap on a folded deck fans it out; any other is a tap on
        /// the toast (`ToastStateMachine.Input.toastTapped(_:)`).
        case tapped(ToastID)
        /// A touch landed outside every toast: open decks fold.
        case touchedOutside
        /// Something asked for the deck at this position to fan out (a harness's `expand`, an
        /// assistive technology's action).
        case expandRequested(ToastPosition)
        /// Something asked for the deck at this position to fold.
        case collapseRequested(ToastPosition)
        /// An assistive technology's focus (VoiceOver's) moved onto this toast, or off every
        /// toast (`nil`): open decks it left fold. Its activations and swipes are no touches, and
        /// no deck folds by itself while a screen reader runs, so this is how a deck opened with
        /// VoiceOver folds again.
        case focusMoved(ToastID?)
        /// The time ``nextDeadline`` named has come: open decks left untouched since then fold.
        case deadlinePassed
    }

    /// What a host does.
    package enum Cue: Sendable {
        /// The scene has a toast again: show the overlay.
        case showOverlay
        /// The scene has no toast left: release the overlay (an idle window kept around is
        /// found by code that walks the app's windows).
        case releaseOverlay
        /// Add the toast's views in `style` (the request's, adjusted for the scene's
        /// accessibility settings), above the ones already there. It is not placed yet.
        indirect case insert(ToastSnapshot, style: ToastStyle)
        /// Draw a new snapshot of the toast (content, style, phase) in `style`.
        indirect case redraw(ToastSnapshot, style: ToastStyle)
        /// Put the toast at this place now.
        indirect case place(ToastID, ToastLayout.Placed)
        /// Move the toast to this place with this animation, from wherever it is now.
        indirect case move(ToastID, ToastLayout.Placed, ToastStageAnimation)
        /// Run the toast's show or hide transition: its look goes from `from` (set at once) to
        /// `to` with this animation (the time left of the engine's transition, its curve).
        case transition(ToastID, phase: ToastTransitionPhase, from: ToastTransitionSample, to: ToastTransitionSample, ToastStageAnimation)
        /// Fade the style's full-screen dim (in `color`) under the toast from `from` to `to`.
        case dim(ToastID, color: ToastColor, from: Double, to: Double, ToastStageAnimation)
        /// Draw the toast `offset` points from its place now (a finger is dragging it).
        case follow(ToastID, offset: ToastPoint)
        /// Take the toast from `offset` back to its place with this animation (a drag let go
        /// short of the threshold).
        case springBack(ToastID, from: ToastPoint, ToastStageAnimation)
        /// Remove the toast's views.
        case remove(ToastID)
        /// Play the style's haptic.
        case playHaptic(ToastHaptic)
        /// Ask the app's controllers again for the status bar and the home indicator.
        case refreshStatusBar
    }

    /// One toast as the host shows it at a moment (``poses(at:)``).
    package struct Pose: Sendable {
        package var toast: ToastSnapshot
        /// The request's style as the scene's settings adjust it.
        package var style: ToastStyle
        /// Its place, with the frame where it is at this moment.
        package var placed: ToastLayout.Placed
        /// Its transition's look, with a drag's offset added.
        package var look: ToastTransitionSample
        /// The dim's opacity, for a style that has one.
        package var dimOpacity: Double?
    }

    /// The text sizes a scene reports, relative to the default: iOS's settings run from about
    /// 0.8 (extra small) to about 3.1 (the largest accessibility size); this leaves room.
    package static let textScaleRange: ClosedRange<Double> = 0.5...4

    /// How long after it was first placed a toast still counts as not yet drawn: less than one
    /// frame of a 120 Hz display. Two toasts shown one after the other in one turn of the main
    /// thread are both placed, not one placed and then moved (a real clock moves between them).
    package static let unseenInterval = 1.0 / 120

    /// How often a host that cannot observe a toast's context (UIKit posts nothing when a
    /// controller's bars change) reads it again while toasts are up: often enough that a tab bar
    /// coming back after a pop is followed within a few frames of its own slide.
    package static let contextReadingInterval = 0.1

    /// How long toasts take to move to their new places when others come or go, on UIKit's
    /// default animation curve: a quarter second, the keyboard's own duration on iPhone.
    package static let reflow = ToastStageAnimation(duration: 0.25, curve: .standard(.easeInOut))
    /// How long an open deck stays open untouched before it folds back by itself: a few seconds,
    /// time to reach for a second toast, as long as ``ToastDuration/long`` lets a toast be read.
    package static let deckIdleTime = 3.5
    /// How far each toast of a folded deck peeks beyond the one in front of it, as drawn: the two
    /// that show reach at most 16 pt beyond the front toast.
    package static let deckPeek = 8.0
    /// How much smaller each toast behind the front is drawn than the one in front of it.
    package static let deckScaleStep = 0.05
    /// How much dimmer each toast behind the front is drawn than the one in front of it.
    package static let deckOpacityStep = 0.2
    /// How many toasts peek behind the front; deeper ones are in the pile but not drawn.
    package static let deckDrawnDepth = 2

    /// How a toast let go short of the swipe threshold returns: a quarter second, settled, barely
    /// bouncing.
    package static let springBack = ToastStageAnimation(duration: 0.25, curve: .standard(.spring(dampingRatio: 0.8)))

    /// What the stage keeps for one toast with views.
    struct StagedToast: Sendable {
        var toast: ToastSnapshot
        var style: ToastStyle
        var context: Context
        /// Where it rests; `nil` until it is first placed (the scene had no size yet).
        var placed: ToastLayout.Placed? {
            get { placedBox?.fields }
            set { placedBox = newValue.map { SharedFields($0) } }
        }
        fileprivate var placedBox: SharedFields<ToastLayout.Placed>? = nil
        var frame = ToastStageTrack(at: ToastRect.zero)
        /// Its scale and opacity in a folded deck (``ToastLayout/Placed/scale``, ``ToastLayout/Placed/opacity``).
        var pile = ToastStageTrack(at: ToastTransitionSample.identity)
        var look = ToastStageTrack(at: ToastTransitionSample.identity)
        var offset = ToastStageTrack(at: ToastPoint(x: 0, y: 0))
        var dim: ToastStageTrack<Double>?
        /// The drag's translation while a finger is on it.
        var pan: ToastPoint?
        /// Whether a finger is down on it (the engine's `touchBegan`, passed on by the loop).
        var isTouched = false
        /// When it was first placed: a toast placed less than ``unseenInterval`` ago has not
        /// been drawn anywhere yet, so it is placed again rather than moved.
        var firstPlaced: Double?
        /// The phase last handed to content that animates itself.
        var handedOver: ToastTransitionPhase?
        /// Where a drag started from: the offset the toast had when the finger took it.
        var panOrigin = ToastPoint(x: 0, y: 0)
    }

    package private(set) var scene: Scene
    /// The keyboard's frame in the container's coordinates, when one is up.
    package private(set) var keyboard: ToastRect?
    /// The toasts with views.
    private(set) var onStage: [ToastID: StagedToast] = [:]
    /// Each position's toasts in the order they were inserted: the order they stack in (oldest
    /// first). Kept by position so that one toast's change costs what its position holds.
    private var groups: [ToastPosition: [ToastID]] = [:]
    /// Every toast on the stage in the order it was inserted: the order they are drawn in.
    private var drawingOrder: [ToastID] = []
    /// The decks that are fanned out, each with the time it folds back by itself if nothing
    /// touches it before. Few positions are in use at once, so a list searched in order costs
    /// less than a table.
    private var openDecks: [(position: ToastPosition, foldsAt: Double)] = []
    /// What the stage decided to tell the engine (a tap, a swipe, a touch a drag made, a deck
    /// fanning out or folding), not yet taken: the loop hands it on inside ToastCore, so a
    /// host sees only the cues it carries out.
    private var reports: [ToastStateMachine.Input] = []

    /// A stage for a scene with nothing on it.
    package init(scene: Scene, keyboard: ToastRect? = nil) {
        self.scene = scene
        self.keyboard = keyboard
    }

    /// When the stage next has something to do by itself (an open deck folds back), if ever.
    package var nextDeadline: Double? {
        var earliest: Double?
        for deck in openDecks where deck.foldsAt < earliest ?? .infinity { earliest = deck.foldsAt }
        return earliest
    }

    /// The front of the folded deck that `id` peeks behind, or `nil` for a toast in front (of a
    /// deck or a list): a touch on a peeking edge is a touch on the deck, which its front takes.
    package func deckFront(behind id: ToastID) -> ToastID? {
        guard let staged = onStage[id], let depth = staged.placed?.depth, depth > 0 else { return nil }
        for other in groups[staged.toast.request.position] ?? [] {
            guard let placed = onStage[other]?.placed, placed.depth == 0, placed.behind > 0 else { continue }
            return other
        }
        return nil
    }

    /// Whether any deck is fanned out: only then does a touch outside every toast matter.
    package var hasOpenDeck: Bool { !openDecks.isEmpty }

    /// Whether the deck at `position` is fanned out.
    package func isExpanded(_ position: ToastPosition) -> Bool {
        openDeck(at: position) != nil
    }

    /// Where the open deck at `position` is in ``openDecks``.
    private func openDeck(at position: ToastPosition) -> Int? {
        for index in openDecks.indices where openDecks[index].position == position { return index }
        return nil
    }

    /// The toasts on the stage, bottom first.
    package var toastIDs: [ToastID] { drawingOrder }

    /// Where a toast rests, if it is on the stage and placed.
    package func placed(_ id: ToastID) -> ToastLayout.Placed? {
        onStage[id]?.placed
    }

    /// The environment the scene's toasts are laid out in: its scene's and its keyboard's facts.
    /// ``ToastLayout`` derives each position's own from it (the bars, the anchors).
    package var environment: ToastLayoutEnvironment {
        ToastLayoutEnvironment(
            containerSize: scene.size, safeArea: scene.safeArea, keyboardFrame: ToastKeyboard.docked(keyboard, in: scene.size),
            anchors: scene.anchors, layoutDirection: scene.layoutDirection, textScale: scene.textScale)
    }

    /// The largest custom content of `style` may be now: as wide as the style allows, as tall as
    /// the room between the safe area's top, the bars and the keyboard.
    package func contentLimit(for style: ToastStyle, bottomBar: ToastRect? = nil) -> ToastSize {
        var environment = environment
        ToastLayout.raiseBottom(of: &environment, above: bottomBar)
        let room = ToastLayout.room(for: style, in: environment)
        return ToastSize(width: max(ToastLayout.maximumContentWidth(style: style, in: environment), 1), height: max(room.height, 1))
    }

    // MARK: - Inputs

    /// What the stage has decided to tell the engine since it was last asked, in order.
    package mutating func takeReports() -> [ToastStateMachine.Input] {
        defer { reports.removeAll() }
        return reports
    }

    /// Takes in what happened at `now` and appends what the host must do to `cues`.
    package mutating func handle(_ input: Input, at now: Double, measurer: some ToastTextMeasuring, into cues: inout [Cue]) {
        switch input {
        case .toastAppeared(let toast, let context):
            appear(toast, context: context, at: now, measurer: measurer, into: &cues)
        case .toastBeganHiding(let toast):
            beginHiding(toast, at: now, into: &cues)
            let position = toast.request.position
            if openDeck(at: position) != nil {
                if activeCount(at: position) == 0 {
                    collapse(position, at: now, measurer: measurer, into: &cues)
                } else {
                    touchedDeck(at: position, at: now)
                }
            } else if scene.stacking(at: position) == .deck {
                // A folded deck does not wait for a leaving toast to be gone: the pile comes
                // forward while it fades.
                layout(position, at: now, animation: Self.reflow, measurer: measurer, into: &cues)
            }
        case .toastUpdated(let toast):
            guard let old = onStage[toast.id] else { return }
            let style = adjusted(toast.request.style)
            onStage[toast.id]?.toast = toast
            onStage[toast.id]?.style = style
            cues.append(.redraw(toast, style: style))
            // A download's progress, many times a second: its indicator is redrawn in place.
            if Self.keepsPlace(from: old.toast.request, to: toast.request) { return }
            touchedDeck(at: toast.request.position, at: now)
            if onStage[toast.id]?.pan != nil, !ToastSwipe.tracksPan(of: toast) {
                // Restyled to one that is not swiped: the drag ends as if let go short.
                panEnded(toast.id, velocity: ToastPoint(x: 0, y: 0), cancelled: true, at: now, into: &cues)
            }
            layout(toast.request.position, at: now, animation: Self.reflow, measurer: measurer, into: &cues)
        case .toastRemoved(let id):
            guard let removed = takeOff(id) else { return }
            // Gone from under a finger: the deck's idle time starts.
            if removed.isTouched || removed.pan != nil { touchedDeck(at: removed.toast.request.position, at: now) }
            cues.append(.remove(id))
            if activeCount(at: removed.toast.request.position) == 0 {
                collapse(removed.toast.request.position, at: now, measurer: measurer, into: &cues)
            }
            layout(removed.toast.request.position, at: now, animation: Self.reflow, measurer: measurer, into: &cues)
            if onStage.isEmpty { cues.append(.releaseOverlay) }
            cues.append(.refreshStatusBar)
        case .sceneChanged(let new):
            let old = scene
            scene = new
            for deck in openDecks where new.stacking(at: deck.position) != .deck {
                reports.append(.deckCollapsed(deck.position))
            }
            openDecks.removeAll { new.stacking(at: $0.position) != .deck }
            if new.reduceTransparency != old.reduceTransparency || new.increaseContrast != old.increaseContrast
                || new.liquidGlass != old.liquidGlass
            {
                restyle(at: now, into: &cues)
            }
            if new.changesGeometry(from: old) {
                layout(nil, at: now, animation: .instant, includeLeaving: true, measurer: measurer, into: &cues)
                cues.append(.refreshStatusBar)
            }
        case .keyboardMoved(let frame, let animation):
            guard frame != keyboard else { return }
            keyboard = frame
            layout(nil, at: now, animation: animation, measurer: measurer, into: &cues)
        case .contextChanged(let id, let context):
            guard let staged = onStage[id], staged.context != context else { return }
            onStage[id]?.context = context
            layout(staged.toast.request.position, at: now, animation: Self.reflow, measurer: measurer, into: &cues)
        case .panChanged(let id, let translation):
            panChanged(id, translation: translation, at: now, into: &cues)
        case .panEnded(let id, let velocity):
            panEnded(id, velocity: velocity, cancelled: false, at: now, into: &cues)
        case .panCancelled(let id):
            panEnded(id, velocity: ToastPoint(x: 0, y: 0), cancelled: true, at: now, into: &cues)
        case .tapped(let id):
            guard let staged = onStage[id] else { return }
            let position = staged.toast.request.position
            if isFolded(position) {
                expand(position, at: now, measurer: measurer, into: &cues)
            } else {
                touchedDeck(at: position, at: now)
                reports.append(.toastTapped(id))
            }
        case .touchedOutside:
            for deck in openDecks where !isUnderFinger(deck.position) { collapse(deck.position, at: now, measurer: measurer, into: &cues) }
        case .expandRequested(let position):
            if isFolded(position) { expand(position, at: now, measurer: measurer, into: &cues) }
        case .collapseRequested(let position):
            collapse(position, at: now, measurer: measurer, into: &cues)
        case .focusMoved(let id):
            let focused = id.flatMap { onStage[$0]?.toast.request.position }
            for deck in openDecks where deck.position != focused && !isUnderFinger(deck.position) {
                collapse(deck.position, at: now, measurer: measurer, into: &cues)
            }
            if let focused { touchedDeck(at: focused, at: now) }
        case .deadlinePassed:
            for deck in openDecks where deck.foldsAt <= now { collapse(deck.position, at: now, measurer: measurer, into: &cues) }
        }
    }

    /// Whether an update from `old` to `new` leaves the toast where it is, the same size: a
    /// change to its fraction done alone (``ToastProgressCoalescer/changesProgressOnly(from:to:)``)
    /// that neither adds nor takes away its indicator, nor turns a spinner into a ring or bar.
    /// Nothing is laid out or measured again, and an open deck does not count it as use.
    package static func keepsPlace(from old: ToastRequest, to new: ToastRequest) -> Bool {
        let (before, after) = (old.content.progress, new.content.progress)
        return before != nil && after != nil && (before == .indeterminate) == (after == .indeterminate)
            && ToastProgressCoalescer<ToastID>.changesProgressOnly(from: old, to: new)
    }

    // MARK: - Decks

    /// Whether `position` holds a folded deck of at least two toasts that are not leaving: one
    /// a tap fans out.
    private func isFolded(_ position: ToastPosition) -> Bool {
        scene.stacking(at: position) == .deck && openDeck(at: position) == nil && activeCount(at: position) >= 2
    }

    /// How many toasts at `position` are not leaving.
    private func activeCount(at position: ToastPosition) -> Int {
        var count = 0
        for id in groups[position] ?? [] where onStage[id]?.toast.isLeaving == false { count += 1 }
        return count
    }

    /// Fans the deck at `position` out into a list; the engine holds its toasts until it folds.
    private mutating func expand(_ position: ToastPosition, at now: Double, measurer: some ToastTextMeasuring, into cues: inout [Cue]) {
        openDecks.append((position, now + Self.deckIdleTime))
        reports.append(.deckExpanded(position))
        layout(position, at: now, animation: Self.reflow, measurer: measurer, into: &cues)
    }

    /// Folds the deck at `position` back into its pile, if it is open; its toasts' time runs on.
    private mutating func collapse(_ position: ToastPosition, at now: Double, measurer: some ToastTextMeasuring, into cues: inout [Cue]) {
        guard let index = openDeck(at: position) else { return }
        openDecks.remove(at: index)
        reports.append(.deckCollapsed(position))
        layout(position, at: now, animation: Self.reflow, measurer: measurer, into: &cues)
    }

    /// A finger went down on `id` (`isDown`) or lifted from it (the loop passes on the engine's
    /// `touchBegan` and `touchEnded`): while one is down on a toast of an open deck, the deck
    /// stays open; each lift starts its idle time again.
    package mutating func noteFinger(on id: ToastID, isDown: Bool, at now: Double) {
        guard let position = onStage[id]?.toast.request.position else { return }
        onStage[id]?.isTouched = isDown
        touchedDeck(at: position, at: now)
    }

    /// Something happened to an open deck at `position`: its time to fold back starts again, or,
    /// while a finger is down on one of its toasts, it has none.
    private mutating func touchedDeck(at position: ToastPosition, at now: Double) {
        guard let index = openDeck(at: position) else { return }
        openDecks[index].foldsAt = isUnderFinger(position) ? .infinity : now + Self.deckIdleTime
    }

    /// Whether a finger is down on a toast at `position`, resting or dragging it.
    private func isUnderFinger(_ position: ToastPosition) -> Bool {
        for id in groups[position] ?? [] {
            if let staged = onStage[id], staged.isTouched || staged.pan != nil { return true }
        }
        return false
    }

    private mutating func appear(
        _ toast: ToastSnapshot, context: Context, at now: Double, measurer: some ToastTextMeasuring, into cues: inout [Cue]
    ) {
        if takeOff(toast.id) != nil {
            // Presented again without being removed (the engine never does this): start afresh.
            cues.append(.remove(toast.id))
        }
        if onStage.isEmpty { cues.append(.showOverlay) }
        let style = adjusted(toast.request.style)
        onStage[toast.id] = StagedToast(toast: toast, style: style, context: context)
        drawingOrder.append(toast.id)
        let position = toast.request.position
        groups[position, default: []].append(toast.id)
        touchedDeck(at: position, at: now)
        cues.append(.insert(toast, style: style))
        // Placed at once, and its show transition starts there (layout runs it).
        layout(toast.request.position, at: now, animation: Self.reflow, measurer: measurer, into: &cues)
        cues.append(.playHaptic(style.behavior.haptic))
        cues.append(.refreshStatusBar)
    }

    private mutating func beginHiding(_ toast: ToastSnapshot, at now: Double, into cues: inout [Cue]) {
        guard var staged = onStage[toast.id] else { return }
        staged.toast = toast
        // A drag in progress stops: the toast leaves from where the finger left it.
        if staged.pan != nil {
            staged.pan = nil
            reports.append(.touchEnded(toast.id))
        }
        if !staged.offset.isSettled(at: now) {
            // Springing back: it stops where it is and leaves from there.
            let reached = staged.offset.value(at: now)
            staged.offset = ToastStageTrack(at: reached)
            cues.append(.follow(toast.id, offset: reached))
        }
        onStage[toast.id] = staged
        cues.append(.redraw(toast, style: staged.style))
        runTransition(of: toast.id, at: now, into: &cues)
    }

    /// Runs the rest of the toast's current transition from wherever its look is now, and fades
    /// its dim likewise. Content that animates itself is handed each phase once instead.
    private mutating func runTransition(of id: ToastID, at now: Double, into cues: inout [Cue]) {
        guard let staged = onStage[id], let placed = staged.placed else { return }
        let toast = staged.toast
        let phase = toast.transitionPhase
        let geometry = placed.transitionGeometry
        let animation = ToastStageAnimation(duration: toast.transitionEnd - now, curve: .standard(toast.transition.curve))
        if staged.context.animatesItself {
            guard staged.handedOver != phase else { return }
            onStage[id]?.handedOver = phase
            cues.append(.transition(id, phase: phase, from: .identity, to: .identity, animation))
            return
        }
        let neverDrawn =
            staged.look.from == .identity && staged.look.to == .identity && staged.look.animation.isInstant
            && staged.handedOver == nil
        let from: ToastTransitionSample
        if neverDrawn {
            // Not drawn yet: it starts where its show transition is now (at its start when it
            // appears); a toast that began leaving before it was ever placed was never seen,
            // so it stays gone.
            let progress = phase == .entering ? toast.transitionProgress(at: now) : 1
            from = toast.transition.sample(at: progress, phase: phase, geometry: geometry)
        } else {
            from = staged.look.value(at: now)
        }
        let to = phase == .entering ? ToastTransitionSample.identity : toast.transition.sample(at: 1, phase: .leaving, geometry: geometry)
        onStage[id]?.look = ToastStageTrack(from: from, to: to, start: now, animation: animation)
        onStage[id]?.handedOver = phase
        cues.append(.transition(toast.id, phase: phase, from: from, to: to, animation))
        if let color = staged.style.colors.dim {
            // A dim that never faded in (no dim until now) starts from nothing.
            let dimFrom =
                staged.dim?.value(at: now)
                ?? (neverDrawn && phase == .entering ? toast.transition.dimOpacity(at: toast.transitionProgress(at: now), phase: phase) : 0)
            let dimTo = toast.transition.dimOpacity(at: 1, phase: phase)
            let dimAnimation = ToastStageAnimation(duration: animation.duration, curve: animation.curve.calmed)
            onStage[id]?.dim = ToastStageTrack(from: dimFrom, to: dimTo, start: now, animation: dimAnimation)
            cues.append(.dim(toast.id, color: color, from: dimFrom, to: dimTo, dimAnimation))
        }
    }

    private mutating func restyle(at now: Double, into cues: inout [Cue]) {
        for id in toastIDs {
            guard var staged = onStage[id] else { continue }
            let style = adjusted(staged.toast.request.style)
            guard style != staged.style else { continue }
            staged.style = style
            cues.append(.redraw(staged.toast, style: style))
            if style.colors.dim == nil, let dim = staged.dim, let color = staged.toast.request.style.colors.dim {
                staged.dim = nil
                cues.append(.dim(id, color: color, from: dim.value(at: now), to: 0, .instant))
            }
            onStage[id] = staged
        }
    }

    private mutating func panChanged(_ id: ToastID, translation: ToastPoint, at now: Double, into cues: inout [Cue]) {
        guard var staged = onStage[id], ToastSwipe.tracksPan(of: staged.toast), (staged.placed?.depth ?? 0) == 0 else { return }
        if staged.pan == nil {
            // A finger on the toast pauses its timer; under the finger it is fully there, and it
            // moves on from where it is (it may be springing back from an earlier drag).
            reports.append(.touchBegan(id))
            staged.panOrigin = staged.offset.value(at: now)
            if !staged.context.animatesItself, staged.look.value(at: now) != .identity {
                staged.look = ToastStageTrack(at: .identity)
                cues.append(.transition(id, phase: .entering, from: .identity, to: .identity, .instant))
            }
        }
        staged.pan = translation
        let moved = ToastSwipe.displacement(for: translation, position: staged.toast.request.position)
        let offset = ToastPoint(x: staged.panOrigin.x + moved.x, y: staged.panOrigin.y + moved.y)
        staged.offset = ToastStageTrack(at: offset)
        onStage[id] = staged
        cues.append(.follow(id, offset: offset))
        touchedDeck(at: staged.toast.request.position, at: now)  // kept open while the finger drags
    }

    private mutating func panEnded(_ id: ToastID, velocity: ToastPoint, cancelled: Bool, at now: Double, into cues: inout [Cue]) {
        guard var staged = onStage[id], let translation = staged.pan else { return }
        staged.pan = nil
        let position = staged.toast.request.position
        if !cancelled, ToastSwipe.dismissesOnRelease(translation: translation, velocity: velocity, position: position) {
            onStage[id] = staged
            reports.append(.toastSwiped(id))
        } else {
            let from = staged.offset.value(at: now)
            let back = ToastPoint(x: 0, y: 0)
            if scene.reduceMotion {
                staged.offset = ToastStageTrack(at: back)
                onStage[id] = staged
                cues.append(.follow(id, offset: back))
            } else {
                staged.offset = ToastStageTrack(from: from, to: back, start: now, animation: Self.springBack)
                onStage[id] = staged
                cues.append(.springBack(id, from: from, Self.springBack))
            }
        }
        reports.append(.touchEnded(id))
        // A lift after a drag is a lift: an open deck's idle time starts again.
        touchedDeck(at: position, at: now)
    }

    // MARK: - Layout

    /// Lays the toasts at `position` (every position for `nil`) out again. Toasts placed for
    /// the first time take their frame at once and start their transition there; the others move
    /// there with `animation` (at once with Reduce Motion). Leaving toasts keep their frames
    /// unless `includeLeaving`.
    private mutating func layout(
        _ position: ToastPosition?, at now: Double, animation: ToastStageAnimation, includeLeaving: Bool = false,
        measurer: some ToastTextMeasuring, into cues: inout [Cue]
    ) {
        guard scene.size.width > 0, scene.size.height > 0 else { return }
        var items: [ToastLayout.Item] = []
        for id in position.map({ groups[$0] ?? [] }) ?? toastIDs {
            guard let staged = onStage[id] else { continue }
            guard includeLeaving || !staged.toast.isLeaving || staged.placed == nil else { continue }
            let context = staged.context
            items.append(
                ToastLayout.Item(staged.toast, contentSize: context.contentSize, anchor: context.anchor, bottomBar: context.bottomBar))
        }
        let moves = scene.reduceMotion ? ToastStageAnimation.instant : animation
        var results = ToastLayout.place(items, in: environment, measurer: measurer)
        pileFoldedDecks(&results, items: items, measurer: measurer)
        for result in results {
            let id = result.placement.id
            guard var staged = onStage[id], staged.placed != result else { continue }
            let old = staged.placed
            staged.placed = result
            if let old, old.looksTheSame(as: result) {
                onStage[id] = staged  // only the room around it changed
                continue
            }
            let target = result.placement.frame
            let pile = Self.pileLook(of: result)
            let unseen = staged.firstPlaced.map { now - $0 < Self.unseenInterval } ?? false
            let still = old.map { $0.placement.frame == target && Self.pileLook(of: $0) == pile } ?? false
            if let old, scene.reduceMotion, !animation.isInstant, !unseen, !still,
                old.depth != result.depth || Self.pileLook(of: old) != pile
            {
                // Reduce Motion: a toast whose place in a deck changed neither slides nor scales:
                // it is drawn at its new place at once and fades in there.
                var hidden = result
                hidden.opacity = 0
                let fade = ToastStageAnimation(duration: Self.reflow.duration, curve: Self.reflow.curve.calmed)
                staged.frame = ToastStageTrack(at: target)
                staged.pile = ToastStageTrack(from: Self.pileLook(of: hidden), to: pile, start: now, animation: fade)
                onStage[id] = staged
                cues.append(.place(id, hidden))
                cues.append(.move(id, result, fade))
            } else if old == nil || moves.isInstant || still || unseen {
                staged.frame = ToastStageTrack(at: target)
                staged.pile = ToastStageTrack(at: pile)
                if old == nil { staged.firstPlaced = now }
                onStage[id] = staged
                cues.append(.place(id, result))
                if old == nil { runTransition(of: id, at: now, into: &cues) }
            } else {
                staged.frame = ToastStageTrack(from: staged.frame.value(at: now), to: target, start: now, animation: moves)
                staged.pile = ToastStageTrack(from: staged.pile.value(at: now), to: pile, start: now, animation: moves)
                onStage[id] = staged
                cues.append(.move(id, result, moves))
            }
        }
    }

    /// Turns the list places of each folded deck's toasts into its pile: the newest toast that
    /// is not leaving in front, where it would be alone; the others behind it, newest first, at
    /// its size, each ``deckScaleStep`` smaller, ``deckOpacityStep`` dimmer and ``deckPeek``
    /// further out beyond it (upwards from the bottom and the centre, downwards from the top and
    /// an anchor); those deeper than ``deckDrawnDepth``, and custom content, wait undrawn where
    /// the last drawn one is.
    private func pileFoldedDecks(
        _ results: inout [ToastLayout.Placed], items: [ToastLayout.Item], measurer: some ToastTextMeasuring
    ) {
        guard results.count == items.count else { return }  // one place for each item, in its order
        var done: [ToastPosition] = []
        for item in items {
            let position = item.position
            guard !done.contains(position) else { continue }
            done.append(position)
            guard scene.stacking(at: position) == .deck, openDeck(at: position) == nil else { continue }
            // The deck's results, newest first, and its front: the newest that is not leaving.
            var deck: [Int] = []
            var front: Int?
            for index in results.indices.reversed() where items[index].position == position {
                deck.append(index)
                if front == nil, onStage[items[index].id]?.toast.isLeaving == false { front = index }
            }
            guard deck.count > 1, let front,
                var frontPlace = ToastLayout.place([items[front]], in: environment, measurer: measurer).first
            else { continue }
            let away: Double
            switch position {
            case .top, .anchored: away = 1
            case .bottom, .center, .fraction: away = -1
            }
            let frame = frontPlace.placement.frame
            var depth = 0
            for index in deck where index != front {
                depth += 1
                let step = Double(min(depth, Self.deckDrawnDepth))
                let scale = 1 - Self.deckScaleStep * step
                // Drawn `scale` times its size about its centre, its far edge reaches `deckPeek`
                // points a step beyond the front's.
                let shift = Self.deckPeek * step + frame.height * (1 - scale) / 2
                results[index].placement.frame = ToastRect(
                    x: frame.minX, y: frame.minY + away * shift, width: frame.width, height: frame.height)
                results[index].placement.cornerRadius = frontPlace.placement.cornerRadius
                results[index].anchor = frontPlace.anchor
                results[index].room = frontPlace.room
                results[index].overflows = !ToastLayout.contains(frontPlace.room, results[index].placement.frame)
                results[index].depth = depth
                results[index].scale = scale
                // Custom content draws its own surface, which the pile cannot shrink to the
                // front's size: behind the front it waits unseen, as the deeper toasts do.
                let drawn = depth <= Self.deckDrawnDepth && items[index].contentSize == nil
                results[index].opacity = drawn ? 1 - Self.deckOpacityStep * step : 0
            }
            frontPlace.behind = depth
            results[front] = frontPlace
        }
    }

    /// How a deck draws a toast beyond its frame, as a look to animate: its scale and opacity.
    private static func pileLook(of placed: ToastLayout.Placed) -> ToastTransitionSample {
        ToastTransitionSample(opacity: placed.opacity, offsetX: 0, offsetY: 0, scale: placed.scale)
    }

    // MARK: - Sampling

    /// Every toast as the host shows it at `time`, bottom first: the frame, look, offset and dim
    /// it was told to animate, sampled there. `time` should not be before the last input's.
    package func poses(at time: Double) -> [Pose] {
        drawingOrder.compactMap { id in
            guard let staged = onStage[id], var placed = staged.placed else { return nil }
            placed.placement.frame = staged.frame.value(at: time)
            let pile = staged.pile.value(at: time)
            placed.scale = pile.scale
            placed.opacity = pile.opacity
            var look = staged.look.value(at: time)
            let offset = staged.offset.value(at: time)
            look.offsetX += offset.x
            look.offsetY += offset.y
            return Pose(
                toast: staged.toast, style: staged.style, placed: placed, look: look,
                dimOpacity: staged.dim?.value(at: time))
        }
    }

    /// Takes a toast off the stage: out of ``onStage``, its position's group and the drawing
    /// order, the three places the stage keeps it. `nil` when it was not on the stage.
    private mutating func takeOff(_ id: ToastID) -> StagedToast? {
        guard let staged = onStage.removeValue(forKey: id) else { return nil }
        let position = staged.toast.request.position
        // Found once by hashing, then reached through its index.
        if let group = groups.index(forKey: position), let index = groups.values[group].firstIndex(of: id) {
            groups.values[group].remove(at: index)
            // A position with no toast left keeps its storage for the next toast there while few
            // positions are in use (as the engine's groups do), and is forgotten past that.
            if groups.values[group].isEmpty, groups.count > Self.keptEmptyGroupLimit { groups.remove(at: group) }
        }
        // Searched from the bottom, where toasts mostly leave (the oldest first), so the search
        // is short and the rest moves down in one copy.
        if let index = drawingOrder.firstIndex(of: id) { drawingOrder.remove(at: index) }
        return staged
    }

    /// How many positions may keep their (empty) storage between toasts.
    static let keptEmptyGroupLimit = ToastStateMachine.keptEmptyGroupLimit

    /// `style` as the scene's settings adjust it.
    private func adjusted(_ style: ToastStyle) -> ToastStyle {
        style.adjusted(
            reduceTransparency: scene.reduceTransparency, increaseContrast: scene.increaseContrast, liquidGlass: scene.liquidGlass)
    }
}
