// SwiftUI's drag and drop sessions matched against UIKit's (iOS 26). A picture has no finger
// on the screen (Cellshot's DragAndDrop.swift): SwiftUI makes no session here, so no UIKit
// session is one a SwiftUI session stands for.
import Cellshot

extension DragSession.ID {
  /// Whether this SwiftUI drag is `dragSession`: never, as no drag is under way in a picture.
  public func matches(_ dragSession: any UIDragSession) -> Bool { false }
}

extension DropSession.ID {
  /// Whether this SwiftUI drop is `dropSession`: never, as no drop is under way in a picture.
  public func matches(_ dropSession: any UIDropSession) -> Bool { false }
}
