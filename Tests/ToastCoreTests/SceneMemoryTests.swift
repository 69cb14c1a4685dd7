import Testing

@testable import ToastCore
@testable import ToastShellRules

/// A covered SwiftUI view has no scene of its own for a moment: its toast goes to the scene it was
/// last seen in, not to whichever scene is active.
@Suite("Scene memory")
struct SceneMemoryTests {
    final class Scene {}
    typealias Memory = ToastSceneMemory<Scene>

    @Test func aViewInItsWindowShowsFromItself() {
        let scene = Scene()
        var memory = Memory()
        memory.viewMoved(toWindowIn: scene)
        #expect(memory.origin(viewIsInWindow: true) == .view)
    }

    @Test func aCoveredViewsToastGoesToTheSceneItWasInNotTheActiveOne() {
        let own = Scene()
        var memory = Memory()
        memory.viewMoved(toWindowIn: own)
        memory.viewMoved(toWindowIn: nil)  // pushed away: didMoveToWindow with no window
        #expect(memory.lastScene === own)
        #expect(memory.origin(viewIsInWindow: false) == .scene(own))
        #expect(memory.origin(viewIsInWindow: false) != .scene(Scene()))
    }

    @Test func aViewMovedToAnotherScenesWindowShowsThere() {
        let first = Scene()
        let second = Scene()
        var memory = Memory()
        memory.viewMoved(toWindowIn: first)
        memory.viewMoved(toWindowIn: nil)
        memory.viewMoved(toWindowIn: second)
        memory.viewMoved(toWindowIn: nil)
        #expect(memory.origin(viewIsInWindow: false) == .scene(second))
    }

    @Test func aSceneThatWentAwayIsForgottenNotKeptAlive() {
        var memory = Memory()
        do {
            let scene = Scene()
            memory.viewMoved(toWindowIn: scene)
            memory.viewMoved(toWindowIn: nil)
        }
        #expect(memory.lastScene == nil)
        // From the view, once it is in a window again: never in another scene.
        #expect(memory.origin(viewIsInWindow: false) == .view)
    }

    /// App extensions: a view never in a window would go to the active scene, which only
    /// the app can find (`UIApplication.shared`); it now waits for its own window, as
    /// `view.showToast` does, so the `.toast` modifiers need nothing an extension lacks.
    @Test func aViewNeverInAWindowShowsFromItselfOnceItIsInOne() {
        #expect(Memory().origin(viewIsInWindow: false) == .view)
        #expect(Memory().origin(viewIsInWindow: false) != .scene(Scene()))
    }
}
