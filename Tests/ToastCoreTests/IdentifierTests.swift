import Testing

@_spi(Plumbing) @testable import ToastCore

/// Identifiers are unique across the app: every scene's engine and the shell (for requests that
/// never reach a scene) hand them out from a range of its own, so two scenes' toasts never share
/// one in `Toast.observe`.
@Suite("Identifiers")
struct IdentifierTests {
    typealias Machine = ToastStateMachine

    /// A machine given `range`, as ToastKit makes a scene's engine.
    static func machine(_ range: ToastIDRange) -> Machine {
        var configuration = Machine.Configuration()
        configuration.identifiers = range
        return Machine(configuration: configuration)
    }

    /// Shows `count` requests, every kind of ending among them (shown, queued, coalesced,
    /// rejected), and returns the identifiers the machine gave.
    static func identifiers(of machine: inout Machine, count: Int) -> [ToastID] {
        (0..<count).map { index in
            let request: ToastRequest
            switch index % 4 {
            case 0: request = Fixture.request("Saved \(index)")
            case 1: request = Fixture.request("Synced", key: "sync")
            case 2: request = ToastRequest(message: "   ")  // rejected at once
            default: request = Fixture.request("Queued \(index)", position: .top)
            }
            return machine.show(request, at: Double(index)).id
        }
    }

    @Test func aMachineWithTheStandardRangeNumbersFromOne() {
        var machine = Machine()
        #expect(machine.configuration.identifiers == .standard)
        #expect(Self.identifiers(of: &machine, count: 3) == [ToastID(rawValue: 1), ToastID(rawValue: 2), ToastID(rawValue: 3)])
    }

    @Test func aMachineNumbersFromItsRangesFirstInOrder() {
        let range = ToastIDRange(block: 2)
        var machine = Self.machine(range)
        let ids = Self.identifiers(of: &machine, count: 8)
        #expect(ids.first == range.first)
        #expect(ids.first?.rawValue == 2 * ToastIDRange.blockSize + 1)
        #expect(ids == ids.sorted() && Set(ids).count == ids.count)
        #expect(ids.allSatisfy(range.contains))
    }

    @Test func twoScenesEnginesAndTheShellNeverShareAnIdentifier() {
        var ranges = ToastIDRanges()
        var first = Self.machine(ranges.nextEngineRange())
        var second = Self.machine(ranges.nextEngineRange())
        var shell = ToastIDIssuer(range: ranges.shell)
        // Old behaviour: both machines numbered from 1 and the shell used 0 for all of its.
        var seen = Set<ToastID>()
        for id in Self.identifiers(of: &first, count: 50) + Self.identifiers(of: &second, count: 50) + (0..<50).map({ _ in shell.next() }) {
            #expect(seen.insert(id).inserted, "\(id) handed out twice")
        }
        #expect(!seen.contains(ToastID(rawValue: 0)))
    }

    @Test func theCompletionOfEveryEndingCarriesTheMachinesIdentifier() {
        let range = ToastIDRange(block: 7)
        var machine = Self.machine(range)
        var completed: [ToastID] = []
        for index in 0..<6 {
            let request = index == 2 ? ToastRequest(message: "") : Fixture.request("Toast \(index)", policy: index == 4 ? .drop : .queue)
            let (_, effects) = machine.show(request, at: Double(index))
            for case .notify(.completed(let dismissal)) in effects { completed.append(dismissal.id) }
        }
        for case .notify(.completed(let dismissal)) in machine.handle(.dismissAllRequested, at: 10) { completed.append(dismissal.id) }
        #expect(!completed.isEmpty)
        #expect(completed.allSatisfy(range.contains))
    }

    @Test func newLimitsKeepTheMachinesRange() {
        let range = ToastIDRange(block: 3)
        var machine = Self.machine(range)
        let before = machine.show(Fixture.request("one"), at: 0).id
        var changed = Machine.Configuration(maxVisible: 2, maxQueued: 1)
        changed.identifiers = ToastIDRange(block: 4)  // ignored: identifiers were handed out already
        _ = machine.handle(.configurationChanged(changed), at: 1)
        #expect(machine.configuration.maxVisible == 2 && machine.configuration.maxQueued == 1)
        #expect(machine.configuration.identifiers == range)
        let after = machine.show(Fixture.request("two"), at: 2).id
        #expect(after.rawValue == before.rawValue + 1)
    }

    @Test func blocksAreDisjointAndNeverHoldZero() {
        let size = ToastIDRange.blockSize
        #expect(ToastIDRange.standard.first == ToastID(rawValue: 1))
        #expect(ToastIDRange.standard.last == ToastID(rawValue: size - 1))
        #expect(ToastIDRange(block: 1).first == ToastID(rawValue: size + 1))
        #expect(!ToastIDRange.standard.contains(ToastID(rawValue: 0)))
        #expect(!ToastIDRange.standard.contains(ToastID(rawValue: size)) && !ToastIDRange(block: 1).contains(ToastID(rawValue: size)))
        let top = ToastIDRange(block: ToastIDRange.blockCount - 1)
        #expect(top.last == ToastID(rawValue: .max))
        #expect(ToastIDRange.standard.last < ToastIDRange(block: 1).first)
    }

    @Test func theAppsRangesGiveEachEngineItsOwnBlockAndNeverTheStandardOne() {
        var ranges = ToastIDRanges()
        let engines = (0..<5).map { _ in ranges.nextEngineRange() }
        #expect(ranges.shell == ToastIDRange(block: 1))
        #expect(engines.map(\.block) == [2, 3, 4, 5, 6])
        #expect(Set((engines + [ranges.shell, .standard]).map(\.block)).count == engines.count + 2)
    }

    @Test func afterTheLastBlockTheEnginesRangesStartAgainAtTwo() {
        var ranges = ToastIDRanges(nextBlock: ToastIDRange.blockCount - 1)
        #expect(ranges.nextEngineRange().block == ToastIDRange.blockCount - 1)
        #expect(ranges.nextEngineRange().block == 2)
    }

    @Test func anIssuerHandsOutItsRangeInOrder() {
        var issuer = ToastIDIssuer(range: ToastIDRange(block: 1))
        let first = issuer.next()
        #expect(first == ToastIDRange(block: 1).first)
        #expect(issuer.next().rawValue == first.rawValue + 1)
    }

    @MainActor
    @Test func aRuntimesRequestsEndWithItsEnginesIdentifiers() {
        var configuration = Machine.Configuration()
        configuration.identifiers = ToastIDRange(block: 9)
        let harness = Harness(configuration: configuration)
        var ended: [ToastID] = []
        let id = harness.runtime.show(Fixture.request()) { ended.append($0.id) }
        harness.runtime.show(ToastRequest(message: " ")) { ended.append($0.id) }
        harness.scheduler.runUntilIdle()
        #expect(id == configuration.identifiers.first)
        #expect(ended.count == 2 && ended.allSatisfy(configuration.identifiers.contains))
    }
}
