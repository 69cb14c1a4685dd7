// The UIKit shell. Everything it decides comes from ToastCore, which it re-exports so that
// `import ToastKit` is all an app writes. Every other file of this module is wrapped whole in
// `#if canImport(UIKit)`, so the module builds (empty) on Linux.
@_exported import ToastCore
