// Drag and drop sessions (`UIDragSession`, `UIDropSession`), as UIKit declares the protocols
// for code that names them (SwiftUI's `DragSession.ID.matches(_:)`). A picture has no finger
// on the screen: no session is ever made here, so nothing conforms but an app's own types.

/// What a drag and a drop have in common: where the touch is, and what moves are allowed.
@MainActor @preconcurrency
public protocol UIDragDropSession: AnyObject {
  func location(in view: UIView) -> CGPoint
  var allowsMoveOperation: Bool { get }
  var isRestrictedToDraggingApplication: Bool { get }
}

/// A drag in progress, started in this app.
@MainActor @preconcurrency
public protocol UIDragSession: UIDragDropSession {
  var localContext: Any? { get set }
}

/// A drop in progress over this app's views.
@MainActor @preconcurrency
public protocol UIDropSession: UIDragDropSession {
  /// The drag, when it started in this app.
  var localDragSession: (any UIDragSession)? { get }
}
