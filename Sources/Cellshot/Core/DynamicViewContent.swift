// Views made from a collection (`ForEach`, and a `ForEach` under modifiers), which a list can
// edit: delete, move and drop rows. A picture is never edited, so the actions are kept by no
// one and the rows are drawn as they are; the collection (`data`) is the view's own.
import CoreTransferable
import Foundation

/// A view made of one view per element of a collection, as `ForEach` is.
public protocol DynamicViewContent: View {
  /// The collection the views are made from.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier: ViewModifier {
  public typealias Data = Content.Data
  /// The collection of the view under the modifier.
  public var data: Content.Data { content.data }
}

extension DynamicViewContent {
  /// Lets the user delete rows (swipe or edit mode): the rows are drawn as they are.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    self
  }
  /// Lets the user move rows in edit mode: the rows are drawn as they are.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    self
  }
  /// Lets the user drop items between rows: nothing is dropped in a picture.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
  ) -> some DynamicViewContent { self }
}
