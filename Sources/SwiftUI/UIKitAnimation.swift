// UIKit views animated with a SwiftUI animation (iOS 18): on Linux nothing is on screen to
// animate, so the changes are made at once and the completion runs after them.
import Cellshot
import UIKit

extension UIView {
  /// Makes `changes` with `animation`, then calls `completion`: at once, here.
  @MainActor
  public static func animate(_ animation: Animation, changes: () -> Void,
                             completion: (() -> Void)? = nil) {
    changes()
    completion?()
  }
}
