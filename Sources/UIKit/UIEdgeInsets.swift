/// Insets on each side of a rectangle, as UIKit's `UIEdgeInsets`: left and right, not leading
/// and trailing (a snapshot's safe area, `ViewImageConfig(safeArea:)`).
public struct UIEdgeInsets: Sendable, Hashable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any side.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The same insets as SwiftUI's `EdgeInsets`, left to right (leading is left).
  public var edgeInsets: EdgeInsets {
    EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
  }
}
