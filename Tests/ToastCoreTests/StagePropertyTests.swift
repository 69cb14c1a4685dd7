import Foundation
import Testing

@_spi(Plumbing) @testable import ToastCore

/// Random sequences of requests, gestures and scene changes through the runtime and the stage
/// on a manual clock, checking the stage's rules after every step. A failure names its seed.
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
        for seed in 0..<UInt64(Self.sequences) {
            if let failure = run(seed: seed) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
    }

    func run(seed: UInt64) -> String? {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        var scene = Self.scenes[Int.random(in: 0..<Self.scenes.count, using: &random)]
        scene.anchors = [.navigationBar: ToastRect(x: 0, y: scene.safeArea.top, width: scene.size.width, height: 44)]
        let harness = StageHarness(
            configuration: .init(maxVisible: Int.random(in: 1...3, using: &random), maxQueued: 3), scene: scene)
        /// How many actions the stage had taken when each request ended.
        var ended: [ToastID: Int] = [:]
        let observation = harness.runtime.observe { event in
            if case .completed(let dismissal) = event { ended[dismissal.id] = harness.actions.count }
        }
        defer { observation.cancel() }
        var names = 0
        for step in 0..<Self.stepsPerSequence {
            let checkedFrom = harness.actions.count
            randomStep(&random, harness: harness, names: &names)
            if let broken = check(harness, ended: ended, newActions: checkedFrom..<harness.actions.count) {
                if ProcessInfo.processInfo.environment["STAGE_DEBUG"] != nil {
                    print(harness.motion.suffix(12).joined(separator: "\n"))
                    print(harness.driver.stage.scene, harness.driver.stage.keyboard as Any)
                }
                return "step \(step): \(broken)"
            }
        }
        return nil
    }

    func randomStep(_ random: inout RepeatableRandomNumberGenerator, harness: StageHarness, names: inout Int) {
        let live = harness.driver.stage.toastIDs
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
                harness.driver.send(
                    .panChanged(
                        id,
                        translation: ToastPoint(
                            x: Double.random(in: -200...200, using: &random), y: Double.random(in: -200...200, using: &random))))
            }
        case 86..<94:
            if let id = someToast {
                harness.driver.send(
                    .panEnded(
                        id,
                        velocity: ToastPoint(
                            x: Double.random(in: -2000...2000, using: &random), y: Double.random(in: -2000...2000, using: &random))))
            }
        case 94..<97:
            if let id = someToast { harness.runtime.send(.toastTapped(id)) }
        default:
            harness.runtime.dismissAll()
        }
    }

    func check(_ harness: StageHarness, ended: [ToastID: Int], newActions: Range<Int>) -> String? {
        let stage = harness.driver.stage
        let presented = Set(harness.runtime.presentedToasts.map { $0.id })
        for id in stage.toastIDs {
            if ended[id] != nil { return "\(id) has ended but is still on the stage" }
            if !presented.contains(id) { return "\(id) is on the stage but the engine does not show it" }
        }
        for id in presented where stage.placed(id) == nil {
            return "\(id) is shown but has no place"
        }
        for index in newActions {
            let entry = harness.actions[index]
            for animation in Self.animations(in: entry.action) where !(animation.duration.isFinite && animation.duration >= 0) {
                return "an animation lasts \(animation.duration) s"
            }
            if case .place(let id, _) = entry.action, let end = ended[id], index >= end { return "\(id) was placed after it ended" }
        }
        // Visible toasts at one position never overlap; each lies in its room unless it says why not.
        var groups: [ToastPosition: [ToastSceneLayout.Placed]] = [:]
        for toast in harness.runtime.presentedToasts where toast.transitionPhase == .entering {
            guard let placed = stage.placed(toast.id) else { continue }
            groups[toast.request.position, default: []].append(placed)
            if !placed.overflows, !Self.contains(placed.room, placed.placement.frame) {
                return "\(toast.id) at \(placed.placement.frame) lies outside its room \(placed.room) and does not say so"
            }
            let scene = stage.scene
            let safe = ToastRect(
                x: scene.safeArea.left, y: scene.safeArea.top, width: scene.size.width - scene.safeArea.left - scene.safeArea.right,
                height: scene.size.height - scene.safeArea.top - scene.safeArea.bottom)
            if !placed.overflows, !Self.contains(safe, placed.placement.frame) {
                return "\(toast.id) at \(placed.placement.frame) lies outside the safe area \(safe)"
            }
        }
        for (position, placed) in groups {
            switch position {
            case .bottom:
                // A bottom stack stands on its edge: one too tall runs out at the top.
                for toast in placed where toast.overflows && toast.placement.frame.minY >= toast.room.minY - 0.001 {
                    return "\(toast.placement.id) at the bottom overflows \(toast.room) other than at the top: \(toast.placement.frame)"
                }
            case .center, .fraction:
                // The layout can move these stacks: one overflows only when it cannot fit.
                // Leaving toasts count: after a rotation they are stacked with the others.
                let all = harness.runtime.presentedToasts.filter { $0.request.position == position }.compactMap { stage.placed($0.id) }
                var union = placed[0].placement.frame
                for other in all { union = Self.union(union, other.placement.frame) }
                let room = placed[0].room
                let fits = union.height <= room.height + 0.001 && !placed.contains { $0.placement.frame.width > room.width + 0.001 }
                if placed.contains(where: \.overflows), fits {
                    return
                        "a toast at \(position) says it overflows, but its stack fits: \(placed.map { "\($0.placement.frame) in \($0.room)" })"
                }
            case .top, .anchored:
                // These hang from an edge or an anchor: a stack too long runs out at the bottom.
                for toast in placed where toast.overflows && toast.placement.frame.maxY <= toast.room.maxY + 0.001 {
                    return "\(toast.placement.id) at \(position) overflows \(toast.room) other than at the bottom: \(toast.placement.frame)"
                }
            }
            for (index, a) in placed.enumerated() {
                for b in placed[(index + 1)...] where Self.overlap(a.placement.frame, b.placement.frame) {
                    return "\(a.placement.id) and \(b.placement.id) overlap at \(position)"
                }
            }
        }
        return nil
    }

    static func animations(in action: ToastStage.Action) -> [ToastStageAnimation] {
        switch action {
        case .move(_, _, let animation), .transition(_, _, _, _, let animation), .dim(_, _, _, _, let animation),
            .springBack(_, _, let animation):
            [animation]
        default: []
        }
    }

    static func union(_ a: ToastRect, _ b: ToastRect) -> ToastRect {
        let minX = min(a.minX, b.minX)
        let minY = min(a.minY, b.minY)
        return ToastRect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    static func contains(_ room: ToastRect, _ frame: ToastRect) -> Bool {
        let slack = 0.001
        return frame.minX >= room.minX - slack && frame.maxX <= room.maxX + slack && frame.minY >= room.minY - slack
            && frame.maxY <= room.maxY + slack
    }

    static func overlap(_ a: ToastRect, _ b: ToastRect) -> Bool {
        let slack = 0.001
        return a.minX < b.maxX - slack && b.minX < a.maxX - slack && a.minY < b.maxY - slack && b.minY < a.maxY - slack
    }
}
