// The four classic systems' APIs, as thin façades over ToastKit. Every other file of this module is
// wrapped whole in `#if canImport(UIKit)`; the decisions they rely on live in ToastCore
// (`ClassicSystem` and its `request` functions), where they are tested.
@_exported import ToastKit
