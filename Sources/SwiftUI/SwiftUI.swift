// SwiftUI on Linux: Cellshot under the name app code imports, with what `import SwiftUI` brings
// on iOS beside it (UIKit's and Combine's names, as Cellshot's UIKit and Combine modules hold
// them; Observation, CoreTransferable and SwiftUICore, which SwiftUI re-exports). An iOS package adds Cellshot for Linux only and keeps `import SwiftUI`. Names only: every
// rule is Cellshot's. Never imported by Cellshot.
@_exported import Cellshot
@_exported import Combine
@_exported import CoreTransferable
@_exported import Observation
@_exported import SwiftUICore
@_exported import CoreGraphics
@_exported import UIKit
#if canImport(FoundationNetworking)
// URLSession and URLRequest, which Foundation holds on iOS and FoundationNetworking on Linux.
@_exported import FoundationNetworking
#endif

/// A view controller hosting a SwiftUI view, as tests write to snapshot one.
@MainActor @preconcurrency
public final class UIHostingController<Content: View>: UIViewController {
  public var rootView: Content
  public init(rootView: Content) {
    self.rootView = rootView
    super.init()
  }
}
