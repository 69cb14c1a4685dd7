import Testing

@testable import ToastCore

@Suite("ToastIDMap")
struct ToastIDMapTests {
    /// Random inserts, updates, lookups and removals, checked against `Dictionary` after each step.
    @Test(arguments: 0..<20)
    func behavesLikeADictionary(trial: UInt64) {
        var random = RepeatableRandomNumberGenerator(trial: trial)
        var map = ToastIDMap<Int>()
        var reference: [ToastID: Int] = [:]
        var nextID: UInt64 = 1
        for step in 0..<3_000 {
            let live = Array(reference.keys)
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                let id = ToastID(rawValue: nextID)
                nextID += UInt64.random(in: 1...3, using: &random)
                map.insert(step, for: id)
                reference[id] = step
            case 4..<7:
                guard let id = live.randomElement(using: &random) else { continue }
                #expect(map.removeValue(for: id) == reference.removeValue(forKey: id))
            case 7:
                guard let id = live.randomElement(using: &random), let handle = map.handle(of: id) else { continue }
                map[handle] += 1
                reference[id]! += 1
            default:
                let id = ToastID(rawValue: UInt64.random(in: 0...nextID, using: &random))
                #expect(map[id] == reference[id])
            }
            #expect(map.count == reference.count)
        }
        for (id, value) in reference { #expect(map[id] == value) }
        #expect(Set(map.keys) == Set(reference.keys))
        for id in reference.keys { map.removeValue(for: id) }
        #expect(map.isEmpty && map.values.isEmpty)
    }

    @Test func removingAMissingIdentifierChangesNothing() {
        var map = ToastIDMap<String>()
        #expect(map.removeValue(for: ToastID(rawValue: 7)) == nil)
        map[ToastID(rawValue: 7)] = "seven"
        #expect(map.removeValue(for: ToastID(rawValue: 8)) == nil)
        #expect(map[ToastID(rawValue: 7)] == "seven" && map.count == 1)
    }
}
