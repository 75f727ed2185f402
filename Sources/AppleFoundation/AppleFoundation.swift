// AppleFoundation: what `import Foundation` gives on iOS and Linux's Foundation lacks, for the
// files of an app that import Foundation alone (view models, services). Apple's Foundation
// re-exports Observation (`@Observable`) and declares Combine's `ObservableObject` and
// `Published` as its own; URLSession lives in Foundation there, in FoundationNetworking here.
// A target gets it in every file with one setting of its manifest (the README's "Run your
// SwiftUI snapshot tests on Linux"): `-Xfrontend -import-module -Xfrontend AppleFoundation`.
// Names only; never imported by Cellshot.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
import Cellshot

/// Combine's `ObservableObject`, as Apple's Foundation names it.
public typealias ObservableObject = Cellshot.ObservableObject

/// Combine's `Published`, as Apple's Foundation names it.
public typealias Published = Cellshot.Published

extension URL {
  /// Access to a file outside the sandbox: there is no sandbox here, so access is granted.
  public func startAccessingSecurityScopedResource() -> Bool { true }
  public func stopAccessingSecurityScopedResource() {}
}
