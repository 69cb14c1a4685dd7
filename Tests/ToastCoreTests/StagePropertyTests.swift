import Foundation
import Testing

@testable import ToastCore

/// Random sequences of requests, gestures and scene changes through the runtime and the stage
/// on a manual clock, checking the stage's rules after every step. A failure names its trial.
@MainActor
@Suite("Stage properties")
struct StagePropertyTests {
    /// CI's size; `make soak` runs more (TOASTKIT_PROPERTY_SEQUENCES and _STEPS).
    static let sequences = (environmentNumber("TOASTKIT_PROPERTY_SEQUENCES") ?? 2_000) / 4
    static let stepsPerSequence = environmentNumber("TOASTKIT_PROPERTY_STEPS") ?? 80

    static let scenes = [
        ToastStage.Scene(size: ToastSize(width: 390, height: 844), safeArea: ToastEdgeInsets(top: 59, bottom: 34)),
        ToastStage.Scene(size: ToastSize(width: 844, height: 390), safeArea: ToastEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        ToastStage.Scene(size: ToastSize(width: 1024, height: 1366), safeArea: ToastEdgeInsets(top: 24, bottom: 20)),
        ToastStage.Scene(size: ToastSize(width: 320, height: 200), safeArea: ToastEdgeInsets(top: 20, bottom: 20)),
    ]
    static let positions: [ToastPosition] = [.bottom, .top, .center, .fraction(0.3), .anchored(to: .navigationBar)]
    static let styles: [ToastStyle] = [.standard, .success, .toastUtil, .windowTip, .messageBanner, .gkrToast, Fixture.fadingStyle]
    static let messages = ["Saved", "Copied to the clipboard", "刷新了20条新数据", "A much longer message that wraps onto a second line"]

    @Test func theStagesRulesHoldForRandomSequences() {
        for trial in 0..<UInt64(Self.sequences) {
            if let failure = run(trial: trial) {
                Issue.record("trial \(trial): \(failure)")
                return
            }
        }
    }

    func run(trial: UInt64) -> String? {
        var random = RepeatableRandomNumberGenerator(trial: trial)
        var scene = Self.scenes[Int.random(in: 0..<Self.scenes.count, using: &random)]
        scene.anchors = [.navigationBar: ToastRect(x: 0, y: scene.safeArea.top, width: scene.size.width, height: 44)]
        scene.stacking = Bool.random(using: &random) ? .deck : .list
        let harness = StageHarness(
            limits: .init(maxVisible: Int.random(in: 1...3, using: &random), maxQueued: 3), scene: scene)
        /// How many actions the stage had taken when each request ended.
        var ended: [ToastID: Int] = [:]
        let observation = harness.runtime.observe { event in
            if case .completed(let ending) = event { ended[ending.id] = harness.actions.count }
        }
        defer { observation.cancel() }
        var names = 0
        for step in 0..<Self.stepsPerSequence {
            let checkedFrom = harness.actions.count
            randomStep(&random, harness: harness, names: &names)
            if let broken = check(harness, ended: ended, newActions: checkedFrom..<harness.actions.count) {
                if ProcessInfo.processInfo.environment["STAGE_DEBUG"] != nil {
                    print(harness.motion.suffix(12).joined(separator: "\n"))
                    print(harness.runtime.stage.scene, harness.runtime.stage.keyboard as Any)
                }
                return "step \(step): \(broken)"
            }
        }
        return nil
    }

    func randomStep(_ random: inout RepeatableRandomNumberGenerator, harness: StageHarness, names: inout Int) {
        let live = harness.runtime.stage.toastIDs
        let someToast = live.randomElement(using: &random)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30:
            names += 1
            let request = ToastRequest(
                message: Self.messages.randomElement(using: &random)!, style: Self.styles.randomElement(using: &random)!,
                duration: .seconds(Double.random(in: 0.5...4, using: &random)), position: Self.positions.randomElement(using: &random)!,
                policy: ToastQueuePolicy.allCases.randomElement(using: &random)!)
            harness.show("t\(names)", request)
        case 30..<50:
            harness.advance(to: harness.scheduler.now + Double.random(in: 0...1.5, using: &random))
        case 50..<58:
            harness.keyboard(
                height: Bool.random(using: &random) ? 0 : Double.random(in: 0...400, using: &random),
                duration: Double.random(in: -1...0.5, using: &random))
        case 58..<64:
            harness.bars(bottom: Bool.random(using: &random) ? 0 : Double.random(in: 10...100, using: &random))
        case 64..<68:
            harness.scene { scene in
                var next = Self.scenes.randomElement(using: &random)!
                next.anchors = [.navigationBar: ToastRect(x: 0, y: next.safeArea.top, width: next.size.width, height: 44)]
                next.reduceMotion = scene.reduceMotion
                next.stacking = scene.stacking
                next.layoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
                next.textScale = Double.random(in: ToastStage.textScaleRange, using: &random)
                scene = next
            }
        case 68..<71:
            harness.scene { $0.reduceMotion.toggle() }
        case 71..<74:
            harness.scene { $0.reduceTransparency.toggle() }
        case 74..<86:
            if let id = someToast {
                harness.runtime.send(
                    .panChanged(
                        id,
                        translation: ToastPoint(
                            x: Double.random(in: -200...200, using: &random), y: Double.random(in: -200...200, using: &random))))
            }
        case 86..<94:
            if let id = someToast {
                harness.runtime.send(
                    .panEnded(
                        id,
                        velocity: ToastPoint(
                            x: Double.random(in: -2000...2000, using: &random), y: Double.random(in: -2000...2000, using: &random))))
            }
        case 94..<96:
            if let id = someToast { harness.runtime.send(ToastStage.Input.tapped(id)) }
        case 96..<98:
            let position = Self.positions.randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0: harness.runtime.send(.expandRequested(position))
            case 1: harness.runtime.send(.collapseRequested(position))
            default: harness.runtime.send(.touchedOutside)
            }
        case 98:
            harness.scene {
                $0.stackingByPosition =
                    Bool.random(using: &random)
                    ? [Self.positions.randomElement(using: &random)!: $0.stacking == .list ? .deck : .list] : [:]
            }
        default:
            harness.runtime.dismissAll()
        }
    }

    func check(_ harness: StageHarness, ended: [ToastID: Int], newActions: Range<Int>) -> String? {
        let stage = harness.runtime.stage
        for id in stage.toastIDs where ended[id] != nil {
            return "\(id) has ended but is still on the stage"
        }
        for index in newActions {
            let action = harness.actions[index].action
            if let broken = ToastStage.brokenRule(in: action) { return broken }
            if case .place(let id, _) = action, let end = ended[id], index >= end { return "\(id) was placed after it ended" }
        }
        return stage.brokenRule(shown: harness.runtime.presentedToasts)
    }
}
