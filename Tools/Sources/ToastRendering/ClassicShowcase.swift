import ToastCore

/// The four classic systems as the gallery shows them, once for the movies (``ToastMovie/classic``)
/// and the filmstrips (``Filmstrip/classic``): the toast each shows and the phases of its original
/// timeline, taken from ``ClassicSystem``'s numbers, which the captions print.
struct ClassicShowcase: Sendable {
    var name: String
    var request: ToastRequest
    /// Seconds the toast takes to arrive, stays, and takes to leave in the original.
    var entering: Double
    var staying: Double
    var leaving: Double
    /// The caption, from the phases: `{0}`, `{1}` and `{2}` stand for them in seconds.
    private var captionTemplate: String

    /// From request to gone.
    var life: Double { entering + staying + leaving }

    var caption: String {
        [entering, staying, leaving].enumerated().reduce(captionTemplate) { text, phase in
            text.replacingOccurrences(of: "{\(phase.offset)}", with: Self.seconds(phase.element))
        }
    }

    init(name: String, request: ToastRequest, entering: Double, staying: Double, leaving: Double, caption: String) {
        self.name = name
        self.request = request
        self.entering = entering
        self.staying = staying
        self.leaving = leaving
        captionTemplate = caption
    }

    /// `0.2 s`, `2.5 s`, `5 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    static let toastUtil = ClassicShowcase(
        name: "toastUtil", request: ToastRequest(message: "保存成功", style: .toastUtil),
        entering: ClassicSystem.ToastUtil.fadeSeconds, staying: ClassicSystem.ToastUtil.defaultDurationSeconds,
        leaving: ClassicSystem.ToastUtil.fadeSeconds, caption: "ToastUtil: {0} fade in, {1}, {2} fade out")
    static let windowTip = ClassicShowcase(
        name: "windowTip", request: ToastRequest(message: "hello world !!!", style: .windowTip),
        entering: 0, staying: ClassicSystem.WindowTip.displaySeconds, leaving: ClassicSystem.WindowTip.fadeOutSeconds,
        caption: "showTips: at once, {1}, {2} linear fade out")
    static let messageBanner = ClassicShowcase(
        name: "messageBanner", request: ToastRequest(message: "刷新了20条新数据", style: .messageBanner),
        entering: ClassicSystem.MessageBanner.showSeconds, staying: ClassicSystem.MessageBanner.displaySeconds,
        leaving: ClassicSystem.MessageBanner.hideSeconds,
        caption: "ShowMessageView: {0} down from behind the bar and fade in, {1}, {2} fade out")
    static let gkrToast = ClassicShowcase(
        name: "gkrToast", request: ToastRequest(message: "Your text", style: .gkrToast),
        entering: ClassicSystem.GKRToast.fadeSeconds, staying: ClassicSystem.GKRToast.hideTimeOutSeconds,
        leaving: ClassicSystem.GKRToast.fadeSeconds, caption: "GKRToast: box and dim fade in {0}, {1}, fade out {2}")

    /// In the seeds' order (SEEDS.md).
    static let all = [toastUtil, windowTip, messageBanner, gkrToast]
}
