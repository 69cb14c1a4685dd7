import Foundation
import Testing

@testable import ToastCore

/// What happens when the engine finds a state that breaks its own bookkeeping: a debug build
/// stops naming the rule; a release build ends the toast (`endInconsistent`), tested here
/// directly from every phase a toast can be in.
@Suite("Broken bookkeeping")
struct BookkeepingTests {
    static let inconsistent = ToastEndReason.dropped(.inconsistentState)

    #if DEBUG
    @Test func aDebugBuildStopsNamingTheRuleAndNotTheMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var machine = ToastStateMachine()
            let id = machine.show(Fixture.request("Secret text", seconds: 3), at: 0).id
            var effects: [ToastStateMachine.Effect] = []
            machine.impossible(.appearedFromTheQueue, id, into: &effects)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("broken rule appearedFromTheQueue"))
        #expect(message.contains(ToastStateMachine.BookkeepingRule.appearedFromTheQueue.rawValue))
        #expect(message.contains("#1 shown"), "it names the toast and the phase it was found in")
        #expect(!message.contains("Secret"))
    }
    #endif

    /// The machine with one toast brought to a phase, the toast's identifier, and one queued
    /// behind it at the same position.
    struct Setup {
        var machine = ToastStateMachine()
        var id = ToastID(rawValue: 0)
        var behind = ToastID(rawValue: 0)
        var now = 0.0
        var log: [ToastStateMachine.Effect] = []

        mutating func show(_ request: ToastRequest) -> ToastID {
            let (id, effects) = machine.show(request, at: now)
            log += effects
            return id
        }

        mutating func send(_ event: ToastStateMachine.Input) {
            log += machine.handle(event, at: now)
        }

        /// Lets time run to `time`, as a host would.
        mutating func advance(to time: Double) {
            now = time
            log += machine.advance(to: time)
        }
    }

    enum Phase: String, CaseIterable, CustomTestStringConvertible {
        case delayed, queued, entering, shown, paused, minimumTime, leaving, leavingPreempted
        var testDescription: String { rawValue }
    }

    /// A loading toast at the bottom with these grace and minimum times.
    static func loading(grace: Double, minimum: Double) -> ToastRequest {
        ToastRequest(
            content: ToastContent(message: "Loading", progress: .indeterminate), style: Fixture.instantStyle, position: .bottom,
            loading: ToastLoadingTiming(graceSeconds: grace, minimumSeconds: minimum))
    }

    static func setUp(_ phase: Phase) -> Setup {
        var setup = Setup()
        let fading = Fixture.request(seconds: 3, style: Fixture.fadingStyle)
        switch phase {
        case .delayed:
            setup.id = setup.show(loading(grace: 1, minimum: 0))
        case .queued:
            _ = setup.show(Fixture.request(seconds: 3))
            setup.id = setup.show(Fixture.request(seconds: 3))
        case .entering:
            setup.id = setup.show(fading)
        case .shown:
            setup.id = setup.show(Fixture.request(seconds: 3))
        case .paused:
            setup.id = setup.show(Fixture.request(seconds: 3))
            setup.send(.touchBegan(setup.id))
        case .minimumTime:
            setup.id = setup.show(loading(grace: 0, minimum: 2))
        case .leaving:
            setup.id = setup.show(fading)
            setup.advance(to: 1)  // at rest
            setup.now = 2
            setup.send(.dismissRequested(setup.id))  // leaving 2–3, keeping its seat
        case .leavingPreempted:
            setup.id = setup.show(fading)
            setup.advance(to: 1)
            setup.now = 2
            _ = setup.show(Fixture.request(seconds: 3, priority: .high))
        }
        setup.behind = setup.show(Fixture.request("Behind", seconds: 3))
        return setup
    }

    @Test(arguments: Phase.allCases)
    func aToastInAnyPhaseEndsOnceWithItsOwnReason(_ phase: Phase) {
        var setup = Self.setUp(phase)
        let id = setup.id
        var effects: [ToastStateMachine.Effect] = []
        setup.machine.endInconsistent(id, into: &effects)

        let completions = effects.filter { if case .notify(.completed(let ending)) = $0 { ending.id == id } else { false } }
        #expect(completions == [.notify(.completed(ToastEnding(id: id, reason: Self.inconsistent)))])
        #expect(!setup.machine.isLive(id))
        #expect(!setup.machine.pendingDeadlines.contains { $0.id == id }, "its deadline goes with it")

        // What the host and observers see: a toast on screen leaves it, as an instant hide.
        let reported = effects.compactMap { effect -> String? in
            switch effect {
            case .beginHiding(let toast) where toast.id == id: "beginHiding"
            case .remove(id): "remove"
            case .notify(let event) where event.id == id: event.name
            default: nil
            }
        }
        switch phase {
        case .entering, .shown, .paused, .minimumTime:
            #expect(reported == ["beginHiding", "willHide", "remove", "didHide", "completed"])
            #expect(effects.contains(.notify(.willHide(id, .ending(Self.inconsistent)))))
        case .leaving:
            #expect(reported == ["remove", "didHide", "completed"])
            #expect(effects.contains(.notify(.didHide(id, .ending(.dismissed)))), "didHide keeps willHide's reason")
        case .leavingPreempted:
            #expect(reported == ["remove", "didHide", "completed"])
            #expect(effects.contains(.notify(.didHide(id, .preempted))))
        case .delayed, .queued:
            #expect(reported == ["completed"])
        }

        // The queue goes on once the call is over (here, the next one), and nothing about the
        // toast happens again.
        setup.send(.appEnteredForeground)
        let freedASeat: Set<Phase> = [.delayed, .entering, .shown, .paused, .minimumTime, .leaving]
        #expect((setup.machine.snapshot(setup.behind) != nil) == freedASeat.contains(phase))
        let before = setup.log.count
        setup.now = 100
        for event: ToastStateMachine.Input in [.toastTapped(id), .dismissRequested(id), .hideAnimationFinished(id), .dismissAllRequested] {
            setup.send(event)
        }
        #expect(!setup.log[before...].contains { if case .notify(let event) = $0 { event.id == id } else { false } })
    }

    @Test func theReasonSaysWhatHappenedWithoutTheText() {
        let reason = Self.inconsistent
        #expect(reason.name == "dropped")
        #expect(reason.description == "dropped: the engine found it in an inconsistent state (a ToastKit bug) and ended it")
    }

    @Test func endingAToastThatIsNotLiveDoesNothing() {
        var machine = ToastStateMachine()
        var effects: [ToastStateMachine.Effect] = []
        machine.endInconsistent(ToastID(rawValue: 7), into: &effects)
        #expect(effects.isEmpty)
        #expect(machine.brokenBookkeepingCount == 0)
    }
}
