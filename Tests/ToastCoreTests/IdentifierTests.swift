import Testing

@testable import ToastCore

/// Identifiers come from one place, the host that shows the requests (in an app, ToastKit's
/// center, for every scene): the engine names each request with the identifier it is given and
/// never makes one, so one counter keeps every request of an app apart, across scenes and
/// including the requests the center ends itself.
@Suite("Identifiers")
struct IdentifierTests {
    typealias Machine = ToastStateMachine

    /// A request of each kind of ending, by its index: shown, coalesced, rejected, queued.
    static func request(_ index: Int) -> ToastRequest {
        switch index % 4 {
        case 0: Fixture.request("Saved \(index)")
        case 1: Fixture.request("Synced", key: "sync")
        case 2: ToastRequest(message: "   ")  // rejected at once
        default: Fixture.request("Queued \(index)", position: .top)
        }
    }

    /// Every identifier the effects name.
    static func identifiers(in effects: [Machine.Effect]) -> [ToastID] {
        effects.map { effect in
            switch effect {
            case .appear(let toast), .beginHiding(let toast), .update(let toast): toast.id
            case .remove(let id), .announce(let id, _): id
            case .notify(let event): event.id
            }
        }
    }

    @Test func everyEffectOfARequestNamesTheIdentifierItWasGiven() {
        var machine = Machine()
        // Gaps, as a scene's engine sees them: the numbers between went to other scenes.
        let given = [3, 4, 9, 17, 30, 31, 64, 100].map { ToastID(rawValue: $0) }
        var named: [ToastID] = []
        for (index, id) in given.enumerated() {
            named += Self.identifiers(in: machine.show(Self.request(index), id: id, at: Double(index)))
        }
        named += Self.identifiers(in: machine.handle(.dismissAllRequested, at: 10))
        named += Self.identifiers(in: machine.advance(to: 20))
        #expect(Set(named) == Set(given), "every request is named, and by its own identifier alone")
    }

    @Test func twoScenesAndTheCenterNumberedFromOneCounterNeverShareAnIdentifier() {
        var scenes = [Machine(), Machine()]
        var lastNumber: UInt64 = 0
        var givenTo: [Set<ToastID>] = [[], [], []]  // the scenes', and the center's own endings
        var named: [Set<ToastID>] = [[], []]
        for index in 0..<90 {
            lastNumber += 1
            let id = ToastID(rawValue: lastNumber)
            let place = index % 3
            givenTo[place].insert(id)
            guard place < scenes.count else { continue }  // refused, or waited in vain
            let effects = scenes[place].show(Self.request(index / 3), id: id, at: Double(index))
            named[place].formUnion(Self.identifiers(in: effects))
        }
        for place in scenes.indices {
            named[place].formUnion(Self.identifiers(in: scenes[place].handle(.dismissAllRequested, at: 100)))
            named[place].formUnion(Self.identifiers(in: scenes[place].advance(to: 200)))
            #expect(named[place] == givenTo[place])
        }
        #expect(named[0].isDisjoint(with: named[1]))
        #expect(givenTo[2].isDisjoint(with: named[0].union(named[1])))
    }

    @Test func aQueueKeepsTheOrderOfArrivalWhichIsTheOrderOfIdentifiers() {
        var machine = Machine(limits: .init(maxVisible: 1, maxQueued: 5))
        for number in [2, 5, 6, 11] as [UInt64] {
            _ = machine.show(Fixture.request("Toast \(number)"), id: ToastID(rawValue: number), at: 0)
        }
        let queued = machine.queuedToasts(at: .bottom)
        #expect(queued == [5, 6, 11].map { ToastID(rawValue: $0) })
        #expect(queued == queued.sorted())
    }

    #if DEBUG
    @Test func anIdentifierNotAboveTheLastOneTakenStopsTheProgram() async {
        let reused = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var machine = ToastStateMachine()
            _ = machine.show(Fixture.request("Secret text"), id: ToastID(rawValue: 2), at: 0)
            _ = machine.show(Fixture.request("Secret text"), id: ToastID(rawValue: 2), at: 1)
        }
        let message = String(decoding: reused?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("#2 is not above #2"))
        #expect(!message.contains("Secret"))
        await #expect(processExitsWith: .failure) {
            var machine = ToastStateMachine()
            _ = machine.show(Fixture.request(), id: ToastID(rawValue: 7), at: 0)
            _ = machine.show(Fixture.request(), id: ToastID(rawValue: 5), at: 1)  // a later request waited
        }
        await #expect(processExitsWith: .failure) {
            var machine = ToastStateMachine()
            _ = machine.show(Fixture.request(), id: ToastID(rawValue: 0), at: 0)
        }
    }
    #endif

    @MainActor
    @Test func aRuntimesRequestsEndWithTheIdentifiersTheyWereGiven() {
        let harness = Harness()
        var ended: [ToastID] = []
        harness.runtime.show(Fixture.request(), id: ToastID(rawValue: 40)) { ended.append($0.id) }
        harness.runtime.show(ToastRequest(message: " "), id: ToastID(rawValue: 41)) { ended.append($0.id) }
        harness.scheduler.runUntilIdle()
        #expect(ended == [ToastID(rawValue: 41), ToastID(rawValue: 40)], "the rejected one at once, the shown one when it times out")
    }
}
