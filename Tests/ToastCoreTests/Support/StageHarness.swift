import Foundation

@testable import ToastCore

/// A runtime on a manual clock, recording the stage's actions as readable lines, for motion
/// timelines:
///
/// ```
/// 0.00 a placed [16 760 358 50]
/// 0.25 a moved [16 694 358 50] 0.25 easeInOut
/// ```
///
/// Toasts are named by the test. Frames are rounded to whole points; times to hundredths. A
/// toast a deck draws smaller or dimmer says so after its frame: `×0.95 α0.8`.
@MainActor
final class StageHarness {
    static let phone = ToastSize(width: 390, height: 844)
    static let phoneSafeArea = ToastEdgeInsets(top: 59, bottom: 34)
    /// A tab bar of 49 points above the home indicator.
    static let tabBarHeight = 49.0

    let scheduler = ManualToastScheduler()
    let runtime: ToastRuntime
    private(set) var actions: [(time: Double, action: ToastStage.Cue)] = []
    /// What the engine made of it all, as lifecycle events: `paused a`, `willHide a swipe`.
    private(set) var heard: [String] = []
    private var observation: ToastObservation?
    private var names: [ToastID: String] = [:]
    private var ids: [String: ToastID] = [:]
    /// The bars every toast's controller has.
    var bottomBar: ToastRect?

    init(
        limits: ToastStateMachine.Limits = .init(maxVisible: 3),
        scene: ToastStage.Scene = ToastStage.Scene(size: phone, safeArea: phoneSafeArea)
    ) {
        runtime = ToastRuntime(limits: limits, scheduler: scheduler, scene: scene, measurer: ApproximateTextMeasurer())
        runtime.perform = { [unowned self] batch in
            for action in batch { actions.append((scheduler.now, action)) }
        }
        runtime.context = { [unowned self] _ in ToastStage.Context(bottomBar: bottomBar) }
        observation = runtime.observe { [unowned self] event in
            var line = "\(event.name) \(name(event.id))"
            if case .willHide(_, let reason) = event { line += " \(reason.name)" }
            heard.append(line)
        }
    }

    @discardableResult
    func show(_ name: String, _ request: ToastRequest) -> ToastID {
        let id = runtime.machine.nextID
        names[id] = name
        ids[name] = id
        runtime.show(request, id: id)
        return id
    }

    func id(_ name: String) -> ToastID { ids[name]! }

    func advance(to time: Double) { scheduler.advance(to: time) }

    func keyboard(height: Double, duration: Double = 0.25, curve: Int = 7) {
        let size = runtime.stage.scene.size
        let frame = height > 0 ? ToastRect(x: 0, y: size.height - height, width: size.width, height: height) : nil
        runtime.send(.keyboardMoved(frame, ToastStageAnimation(duration: duration, curve: .system(curve))))
    }

    func bars(bottom height: Double) {
        let scene = runtime.stage.scene
        let top = scene.size.height - scene.safeArea.bottom - height
        bottomBar = height > 0 ? ToastRect(x: 0, y: top, width: scene.size.width, height: scene.size.height - top) : nil
        for id in runtime.stage.toastIDs { runtime.contextChanged(id, ToastStage.Context(bottomBar: bottomBar)) }
    }

    func scene(_ change: (inout ToastStage.Scene) -> Void) {
        var scene = runtime.stage.scene
        change(&scene)
        runtime.sceneChanged(scene)
    }

    func pan(_ name: String, dx: Double = 0, dy: Double) {
        runtime.send(.panChanged(id(name), translation: ToastPoint(x: dx, y: dy)))
    }

    func release(_ name: String, vx: Double = 0, vy: Double = 0) {
        runtime.send(.panEnded(id(name), velocity: ToastPoint(x: vx, y: vy)))
    }

    /// Where and how toasts moved: `placed`, `moved`, `follow`, `springBack` and `removed` lines.
    var motion: [String] {
        actions.compactMap { entry in
            let time = Self.number(entry.time, places: 2)
            switch entry.action {
            case .place(let id, let placed):
                return "\(time) \(name(id)) placed \(Self.frame(placed.placement.frame))\(Self.pile(placed))"
            case .move(let id, let placed, let animation):
                return
                    "\(time) \(name(id)) moved \(Self.frame(placed.placement.frame))\(Self.pile(placed)) \(Self.number(animation.duration, places: 2)) \(animation.curve.name)"
            case .follow(let id, let offset):
                return "\(time) \(name(id)) follow \(Self.number(offset.x, places: 0)) \(Self.number(offset.y, places: 0))"
            case .springBack(let id, _, let animation):
                return "\(time) \(name(id)) springBack \(Self.number(animation.duration, places: 2)) \(animation.curve.name)"
            case .remove(let id):
                return "\(time) \(name(id)) removed"
            default:
                return nil
            }
        }
    }

    /// Forgets the actions recorded so far.
    func clear() { actions.removeAll() }

    /// The latest resting frame of a toast.
    func frame(_ name: String) -> ToastRect? { runtime.stage.placed(id(name))?.placement.frame }

    private func name(_ id: ToastID) -> String { names[id] ?? "\(id)" }

    static func frame(_ rect: ToastRect) -> String {
        "[\(number(rect.minX, places: 0)) \(number(rect.minY, places: 0)) \(number(rect.width, places: 0)) \(number(rect.height, places: 0))]"
    }

    /// ` ×scale αopacity` for a toast a deck draws smaller or dimmer, or nothing.
    static func pile(_ placed: ToastLayout.Placed) -> String {
        guard placed.scale != 1 || placed.opacity != 1 else { return "" }
        return " ×\(number(placed.scale, places: 2)) α\(number(placed.opacity, places: 1))"
    }

    static func number(_ value: Double, places: Int) -> String {
        String(format: "%.\(places)f", value)
    }
}
