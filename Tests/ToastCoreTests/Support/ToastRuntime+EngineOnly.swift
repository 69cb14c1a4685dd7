// Not in Embedded Swift (the playground's build of the harness, which compiles this file too),
// which has no runtime.
#if !hasFeature(Embedded)
import ToastCore

extension ToastRuntime {
    /// A runtime with no toasts, on a scene of no size, measuring with ``ApproximateTextMeasurer``:
    /// the engine's rules alone, for tests and benchmarks that look at times and events rather
    /// than frames. The tools compile this file too (`Tools/Sources/ToastSimulation` links to it).
    package convenience init(limits: ToastStateMachine.Limits = .init(), scheduler: any ToastScheduling) {
        self.init(limits: limits, scheduler: scheduler, scene: ToastStage.Scene(size: .zero), measurer: ApproximateTextMeasurer())
    }
}
#endif
