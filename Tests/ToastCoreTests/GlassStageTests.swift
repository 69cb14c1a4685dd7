import Testing

@testable import ToastCore

/// The stage hands each toast the style its scene draws: glass where the system has it.
@MainActor
@Suite("Liquid Glass on the stage")
struct GlassStageTests {
    /// The styles the stage redrew toasts in, in order.
    func redrawn(_ harness: StageHarness) -> [ToastStyle] {
        harness.actions.compactMap { entry in
            if case .redraw(_, let style) = entry.action { return style }
            return nil
        }
    }

    @Test func theStageGivesGlassOnlyWhereTheSceneHasIt() {
        for liquidGlass in [false, true] {
            let harness = StageHarness(
                scene: ToastStage.Scene(size: StageHarness.phone, safeArea: StageHarness.phoneSafeArea, liquidGlass: liquidGlass))
            harness.show("a", ToastRequest(message: "Saved", style: .success))
            harness.show("b", ToastRequest(message: "Tip", style: .toastUtil, position: .top))
            harness.advance(to: 1)
            let styles = harness.runtime.stage.poses(at: 1).map(\.style)
            #expect(styles.count == 2)
            #expect(styles.contains(ToastStyle.toastUtil), "the seed look is untouched")
            let success = styles.first { $0.name == "success" }
            if liquidGlass {
                #expect(success?.colors.backdrop == ToastStyle.success.colors.backdrop)
            } else {
                #expect(success?.colors.backdrop == .thinMaterial)
            }
        }
    }

    @Test func aSceneThatGainsOrLosesGlassRestylesItsToasts() {
        let harness = StageHarness()
        harness.show("a", ToastRequest(message: "Saved", style: .info, duration: .seconds(5)))
        harness.advance(to: 1)
        harness.clear()
        harness.scene { $0.liquidGlass = true }
        let styles = redrawn(harness)
        #expect(styles.count == 1)
        #expect(styles.first?.colors.backdrop == ToastStyle.info.colors.backdrop)
        harness.clear()
        harness.scene { $0.reduceTransparency = true }
        let opaque = redrawn(harness)
        #expect(opaque.first?.colors.backdrop == ToastBackdrop.none)
        #expect(opaque.first?.colors.text == .label, "the glass's colours on its opaque fill")
    }

    @Test func aLiveToastThatBecomesASuccessChangesItsGlassTintInPlace() {
        let harness = StageHarness(
            scene: ToastStage.Scene(size: StageHarness.phone, safeArea: StageHarness.phoneSafeArea, liquidGlass: true))
        let id = harness.show("a", ToastRequest(content: ToastContent(message: "Uploading", progress: .indeterminate)))
        harness.advance(to: 1)
        harness.clear()
        harness.runtime.update(id, .replacing(with: ToastRequest(message: "Uploaded", style: .success)))
        let styles = redrawn(harness)
        guard case .glass(let glass)? = styles.first?.colors.backdrop else {
            Issue.record("the updated toast is not on glass")
            return
        }
        #expect(glass.tint != nil, "the same glass, now tinted: the shell morphs it")
    }
}
