extension ClassicSystem.GKRToast {
    /// `+[GKRToast show:]` with a configuration as an app filled it in. `hideTimeOut` is whatever
    /// the app wrote: 0 keeps the toast until it is tapped (as in the seed), and so does any
    /// "forever" (`MAXFLOAT`, `DBL_MAX`, `INFINITY`: more than a day is indefinite, see
    /// ``ToastDuration/longestFiniteSeconds``); a value that is no duration at all (NaN,
    /// negative) means the seed's default, ``hideTimeOutSeconds``.
    package static func request(message: String, configuredHideTimeOut: Double, customHide: Bool = false) -> ToastRequest {
        let seconds: Double
        if configuredHideTimeOut.isNaN || configuredHideTimeOut < 0 {
            seconds = hideTimeOutSeconds
        } else if configuredHideTimeOut > ToastDuration.longestFiniteSeconds {
            seconds = 0  // the seed's own "until tapped"
        } else {
            seconds = configuredHideTimeOut
        }
        return request(message: message, hideTimeOut: seconds, customHide: customHide)
    }
}
