@testable import ToastCore

extension ToastStateMachine {
    /// The toasts that wait for time, with their deadlines, in the order they pass.
    var pendingDeadlines: [(id: ToastID, time: Double)] {
        deadlines.items.filter { isWaited($0) }.sorted { $0.precedes($1) }.map { ($0.id, $0.deadline) }
    }

    /// The first documented rule the machine's state breaks, or `nil`. The property tests and
    /// the engine fuzzer call it after every step, so a rule that only the state shows (not the
    /// events) is checked on every random sequence.
    func brokenRule() -> String? {
        // What a debug build stops at (see `impossible`): a release build ends the toast instead.
        if brokenBookkeepingCount > 0 { return "\(brokenBookkeepingCount) state(s) broke the engine's bookkeeping" }
        // One live toast at most carries each piece of news: a request whose key matches one
        // that does is coalesced into it, never filed beside it.
        var carriers: [String: ToastID] = [:]
        for entry in entries.values where entry.carriesNews {
            guard let key = entry.request.coalescingKey else { continue }
            if let other = carriers.updateValue(entry.id, forKey: key) {
                return "\(other) and \(entry.id) both carry the news of one coalescing key"
            }
        }
        return nil
    }

    /// Whether `update`, just sent about a toast that was `before`, kept the display-time rule:
    /// an accepted update that gives a duration to a toast at rest starts its time again from
    /// the update, with the new duration, and `updated` reports it when it changed the request
    /// or the remaining time. Returns the broken rule.
    func brokenDisplayTimeRule(
        after update: ToastUpdate, to id: ToastID, before: LiveRequest?, rejected: Bool, reportedUpdated: Bool
    ) -> String? {
        guard update.givesDuration, !rejected, let before, case .shown(let countdown, _) = before.phase else { return nil }
        if case .minimumTime = countdown { return nil }  // the update waits for the minimum time to end
        guard let after = entries[id] else { return "\(id) ended on an update" }
        let expected = resolveTime(of: after.request)
        switch (after.remainingTime(at: now), expected) {
        case (.indefinite?, .indefinite):
            break
        case (.seconds(let remaining)?, .seconds(let full)) where abs(remaining - full) <= 1e-9 * max(1, full):
            break  // the deadline is stored as a time, so the remaining time can differ by a rounding
        case (let remaining, _):
            return "\(id): an update with a duration left it \(remaining.map { "\($0)" } ?? "no time") to go, not \(expected)"
        }
        let changed = after.request != before.request || after.remainingTime(at: now) != before.remainingTime(at: now)
        guard changed == reportedUpdated else {
            return
                "\(id): an update that \(changed ? "changed" : "did not change") its request or remaining time was \(changed ? "not " : "")reported"
        }
        return nil
    }
}
