import Testing

@testable import ToastCore
@testable import ToastShellRules

/// The UIKit shell's decisions about the app around it: which scene a request can
/// reach (app extensions), what the status bar shows over a sheet, and where the overlay sits
/// relative to the app's own windows and its scene's activity.

@Suite("A request reaches its view's scene only")
struct SceneReachTests {
    typealias Candidate = ToastSceneSelection.Candidate<String>
    typealias Reach = ToastSceneReach<String>

    let scenes = [
        Candidate(id: "main", state: .foregroundActive, hasKeyWindow: true, activation: 2),
        Candidate(id: "side", state: .foregroundInactive, hasKeyWindow: false, activation: 1),
        Candidate(id: "asleep", state: .background, hasKeyWindow: false),
    ]

    @Test func aViewInNoWindowWaitsForOneInsteadOfShowingInTheActiveScene() {
        let reach = Reach.fromView(scene: nil)
        #expect(reach.choose(among: scenes) == nil, "a controller's view in viewDidLoad shows once it is in its window")
        #expect(reach.waitsForAWindow)
        #expect(Reach.retryInterval > 0 && Reach.retryInterval <= ToastStage.contextReadingInterval)
    }

    @Test func aViewsSceneInTheBackgroundIsWaitedForNotReplacedByAnother() {
        let reach = Reach.fromView(scene: "asleep")
        #expect(reach.choose(among: scenes) == nil)
        #expect(!reach.waitsForAWindow, "a scene that comes back says so: no need to look again and again")
    }

    @Test func aViewsForegroundSceneIsTheOneEvenWhenInactive() {
        #expect(Reach.fromView(scene: "side").choose(among: scenes) == "side")
        #expect(Reach.fromView(scene: "main").choose(among: scenes) == "main")
    }

    @Test func aViewsSceneIsFoundWithoutTheAppsListOfScenes() {
        // In an app extension the only candidate ToastKit can know is the view's own scene.
        let own = [Candidate(id: "extension", state: .foregroundActive, hasKeyWindow: false)]
        #expect(Reach.fromView(scene: "extension").choose(among: own) == "extension")
    }

    @Test func withoutAViewAnySceneServesAsSceneSelectionSays() {
        #expect(Reach.anyScene(preferred: nil).choose(among: scenes) == "main")
        #expect(Reach.anyScene(preferred: "side").choose(among: scenes) == "side")
        #expect(Reach.anyScene(preferred: "asleep").choose(among: scenes) == "main")
        #expect(!Reach.anyScene(preferred: nil).waitsForAWindow)
    }
}

@Suite("The status bar over a sheet")
struct StatusBarOverSheetTests {
    typealias Presentation = ToastStatusBarSource.Presentation

    final class Controller {
        let name: String
        var presented: Controller?
        var presentation: Presentation?
        var child: Controller?

        init(_ name: String, _ presentation: Presentation? = nil) {
            self.name = name
            self.presentation = presentation
        }
    }

    static func sheet(
        _ style: Presentation.Style = .pageSheet, width: Presentation.Width = .compact, idiom: Presentation.Idiom = .phone,
        fullHeight: Bool = true, captures: Bool = false
    ) -> Presentation {
        Presentation(style: style, capturesStatusBarAppearance: captures, width: width, idiom: idiom, restsAtFullHeight: fullHeight)
    }

    func decide(_ root: Controller) -> (owner: String, light: Bool) {
        let decision = ToastStatusBarSource.decide(
            from: root, presented: { $0.presented }, role: { ToastStatusBarSource.role(of: $0.presentation!) },
            child: { $0.child })
        return (decision.owner.name, decision.lightContent)
    }

    /// A tab bar controller whose selected tab asks for `.default` presents `sheet`.
    func tabs(presenting sheet: Controller) -> Controller {
        let root = Controller("tabs")
        root.child = Controller("selected tab")
        root.presented = sheet
        return root
    }

    @Test func aPageSheetOnAnIPhoneAtFullHeightMakesTheStatusBarLight() {
        let result = decide(tabs(presenting: Controller("settings", Self.sheet())))
        #expect(result.light, "UIKit draws it light above the screen pushed back over black")
        #expect(result.owner == "selected tab", "hidden, home indicator and orientations stay with the app's screen")
    }

    @Test func formAndAutomaticSheetsOnAnIPhoneDoTheSame() {
        #expect(decide(tabs(presenting: Controller("form", Self.sheet(.formSheet)))).light)
        #expect(decide(tabs(presenting: Controller("automatic", Self.sheet(.automatic)))).light)
    }

    @Test func aSheetAtAPartialHeightLeavesTheStatusBarToTheScreenBelow() {
        // A medium detent (or an undimmed one; on iOS 26 the sheet floats inset in glass): the
        // screen below is dimmed, not pushed back.
        let result = decide(tabs(presenting: Controller("picker", Self.sheet(fullHeight: false))))
        #expect(!result.light)
        #expect(result.owner == "selected tab")
    }

    @Test func onIPadOrAtRegularWidthASheetIsACardOverTheScreenBelow() {
        #expect(!decide(tabs(presenting: Controller("iPad form", Self.sheet(.formSheet, width: .regular, idiom: .pad)))).light)
        #expect(!decide(tabs(presenting: Controller("iPad narrow", Self.sheet(width: .compact, idiom: .pad)))).light)
        #expect(!decide(tabs(presenting: Controller("Max landscape", Self.sheet(width: .regular)))).light)
    }

    @Test func aSheetThatCapturesTheStatusBarDecidesItself() {
        let result = decide(tabs(presenting: Controller("dark sheet", Self.sheet(captures: true))))
        #expect(result == ("dark sheet", false))
    }

    @Test func aFullScreenPresentationAboveAPushedBackScreenDecidesAgain() {
        let sheet = Controller("sheet", Self.sheet())
        let player = Controller("player", Self.sheet(.fullScreen))
        sheet.presented = player
        #expect(decide(tabs(presenting: sheet)) == ("player", false))
        let popover = Controller("popover", Self.sheet(.other))
        player.presented = nil
        sheet.presented = popover
        #expect(decide(tabs(presenting: sheet)) == ("selected tab", true), "a popover over the card stack changes nothing")
        let second = Controller("second sheet", Self.sheet(fullHeight: false))
        sheet.presented = second
        #expect(decide(tabs(presenting: sheet)).light, "the first sheet still pushes the screen back")
    }

    @Test func rolesByStyle() {
        #expect(ToastStatusBarSource.role(of: Self.sheet(.fullScreen, width: .regular, idiom: .pad)) == .decides)
        // UIKit hands the status bar over for fullScreen only; overFullScreen must ask for it.
        #expect(ToastStatusBarSource.role(of: Self.sheet(.overFullScreen)) == .leaves)
        #expect(ToastStatusBarSource.role(of: Self.sheet(.overFullScreen, captures: true)) == .decides)
        #expect(ToastStatusBarSource.role(of: Self.sheet(.other)) == .leaves)
        #expect(ToastStatusBarSource.role(of: Self.sheet(.other, captures: true)) == .decides)
        #expect(ToastStatusBarSource.role(of: Self.sheet(idiom: .other)) == .leaves)
    }
}

@Suite("Toasts and the app's privacy cover")
struct OverlayPolicyTests {
    typealias Window = ToastOverlayPolicy.Window

    static let appWindow = Window(isToastOverlay: false, isHidden: false, level: 0)
    /// `UIWindow.Level.alert + 1`, where apps raise a privacy cover (and ToastKit's overlay was).
    static let coverLevel = 2001.0

    /// A toast shown inside `sceneWillResignActive` (the scene still reads active in that turn)
    /// stays hidden over Control Center: what UIKit posted last wins over the state read.
    @Test func aToastShownWhileTheSceneResignsStaysHidden() {
        #expect(!ToastOverlayPolicy.shows(in: .foregroundActive, after: .willDeactivate))
        #expect(!ToastOverlayPolicy.shows(in: .foregroundActive, after: .didEnterBackground))
        #expect(ToastOverlayPolicy.shows(in: .foregroundActive, after: .didActivate))
        #expect(!ToastOverlayPolicy.shows(in: .foregroundInactive, after: .willEnterForeground))
        #expect(ToastOverlayPolicy.shows(in: .foregroundActive, after: nil))
    }

    /// In an extension, toasts are drawn over the topmost controller it shows (a page sheet it
    /// presents does not hide a bottom toast), and never become a child of a navigation or tab
    /// bar controller (that would put ToastKit's controller into its stack or its tabs).
    @Test func inAnAppExtensionToastsGoOverWhatItPresentsWithoutJoiningAContainer() {
        typealias Link = ToastOverlayPolicy.PresentedController
        #expect(ToastOverlayPolicy.extensionHost(chain: []) == nil)
        let navigation = ToastOverlayPolicy.extensionHost(chain: [Link(isContainer: true)])
        #expect(navigation?.index == 0 && navigation?.contained == false)
        let sheet = ToastOverlayPolicy.extensionHost(chain: [Link(isContainer: true), Link(isContainer: false)])
        #expect(sheet?.index == 1 && sheet?.contained == true)
        let leaving = ToastOverlayPolicy.extensionHost(chain: [Link(isContainer: false), Link(isContainer: true, isBeingDismissed: true)])
        #expect(leaving?.index == 0 && leaving?.contained == true)
        let alert = ToastOverlayPolicy.extensionHost(chain: [Link(isContainer: false), Link(isContainer: false, refusesToasts: true)])
        #expect(alert?.index == 0, "an alert's view is private: toasts stay with what presented it")
        let overAlert = ToastOverlayPolicy.extensionHost(
            chain: [Link(isContainer: true), Link(isContainer: false), Link(isContainer: false, refusesToasts: true)])
        #expect(overAlert?.index == 1 && overAlert?.contained == true)
    }

    /// An extension's extra windows are never shown: its toasts go in a view in its own window.
    @Test func inAnAppExtensionToastsAreDrawnInAViewOfTheExtensionsOwnWindow() {
        let share = "/private/var/containers/Bundle/Application/0C1D/Mail.app/PlugIns/Share.appex"
        #expect(ToastOverlayPolicy.container(bundlePath: share, declaresExtension: false) == .viewInAppWindow)
        #expect(ToastOverlayPolicy.container(bundlePath: share + "/", declaresExtension: false) == .viewInAppWindow)
        #expect(ToastOverlayPolicy.container(bundlePath: "/tmp/Widget", declaresExtension: true) == .viewInAppWindow)
    }

    @Test func inAnAppToastsHaveAWindowOfTheirOwn() {
        let app = "/private/var/containers/Bundle/Application/0C1D/Mail.app"
        #expect(ToastOverlayPolicy.container(bundlePath: app, declaresExtension: false) == .overlayWindow)
        // An app whose name merely contains the suffix is still an app.
        #expect(ToastOverlayPolicy.container(bundlePath: "/Applications/My.appex.app", declaresExtension: false) == .overlayWindow)
    }

    @Test func aToastSitsBelowAPrivacyCoverTheAppRaises() {
        let cover = Window(isToastOverlay: false, isHidden: false, level: Self.coverLevel)
        let level = ToastOverlayPolicy.level(among: [Self.appWindow, cover])
        #expect(level < Self.coverLevel, "the cover hides the toasts")
        #expect(level > Self.appWindow.level, "the toasts stay above the app's screens, sheets and alerts")
        #expect(level < ToastOverlayPolicy.normalLevel + 1, "below any window raised a whole level above the app's")
    }

    @Test func aKeyCoverOrAHiddenOneDoesNotMoveTheToasts() {
        let hiddenCover = Window(isToastOverlay: false, isHidden: true, level: Self.coverLevel)
        let overlay = Window(isToastOverlay: true, isHidden: false, level: 0.5)
        #expect(ToastOverlayPolicy.level(among: [hiddenCover, Self.appWindow, overlay]) == 0.5)
        #expect(ToastOverlayPolicy.level(among: []) == 0.5)
    }

    @Test func anAppWindowAtAnotherLevelIsFollowed() {
        let raised = Window(isToastOverlay: false, isHidden: false, level: 1000)
        let cover = Window(isToastOverlay: false, isHidden: false, level: Self.coverLevel)
        #expect(ToastOverlayPolicy.level(among: [raised, cover]) == 1000.5)
    }

    @Test func theOverlayIsHiddenFromTheMomentTheSceneResigns() {
        #expect(ToastOverlayPolicy.shows(in: .foregroundActive, resigning: false))
        #expect(!ToastOverlayPolicy.shows(in: .foregroundActive, resigning: true), "the app-switcher snapshot holds no toast")
        #expect(!ToastOverlayPolicy.shows(in: .foregroundInactive, resigning: false))
        #expect(!ToastOverlayPolicy.shows(in: .background, resigning: false))
        #expect(!ToastOverlayPolicy.shows(in: .unattached, resigning: false))
    }
}

@MainActor
@Suite("A toast nobody can see holds its time")
struct UnseenToastHoldsTests {
    typealias Policy = ToastOverlayPolicy

    @Test func theEngineHoldsWhenTheOverlayHidesAndRunsOnlyWhenItShowsAgain() {
        #expect(Policy.engineEvent(for: .willDeactivate) == .appEnteredBackground, "Control Center, a prompt: hidden, so held")
        #expect(Policy.engineEvent(for: .didActivate) == .appEnteredForeground)
        #expect(Policy.engineEvent(for: .willEnterForeground) == nil, "before the scene is active nobody sees the toast yet")
        #expect(Policy.engineEvent(for: .didEnterBackground) == .appEnteredBackground, "held again: a toast shown while it resigned")
    }

    @Test func theOverlayShowsOnlyOnceTheSceneIsActiveAndHidesWhenItResignsOrLeaves() {
        #expect(Policy.overlayShows(after: .didActivate) == true)
        #expect(Policy.overlayShows(after: .willDeactivate) == false)
        #expect(Policy.overlayShows(after: .didEnterBackground) == false, "hidden again for a toast shown while it resigned")
        #expect(Policy.overlayShows(after: .willEnterForeground) == nil, "not yet: the scene is not active")
    }

    @Test func anEngineMadeForASceneThatIsNotActiveStartsHeld() {
        #expect(!Policy.startsHeld(in: .foregroundActive))
        for state: ToastSceneSelection.State in [.foregroundInactive, .background, .unattached] {
            #expect(Policy.startsHeld(in: state), "\(state)")
        }
    }

    @Test func aToastHiddenBehindControlCenterDoesNotTimeOutUnseen() {
        // The engine as a scene's host drives it: Undo shown, Control Center pulled down at 1 s for
        // 10 s (willDeactivate … didActivate), then it runs out its 4 s from where it stopped.
        let harness = Harness()
        let id = harness.show(ToastRequest(message: "Deleted", duration: .seconds(4)))
        harness.scheduler.advance(to: 1)
        harness.runtime.send(Policy.engineEvent(for: .willDeactivate)!)
        harness.scheduler.advance(to: 11)
        #expect(harness.runtime.isLive(id), "held while nobody could see it")
        harness.runtime.send(Policy.engineEvent(for: .didActivate)!)
        harness.scheduler.runUntilIdle()
        #expect(harness.completions(of: id) == [.timeout])
        #expect(harness.scheduler.now >= 11 + 3 - 1e-9, "the 3 s it had left run after it shows again")
    }
}
