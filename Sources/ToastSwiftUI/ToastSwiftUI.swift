// SwiftUI on ToastKit: the same engine, queue and per-scene overlay as UIKit, so toasts float
// above sheets and navigation bars and queue with UIKit's. Every other file of this module is
// wrapped whole in `#if canImport(SwiftUI) && canImport(UIKit)`.
@_exported import ToastKit
