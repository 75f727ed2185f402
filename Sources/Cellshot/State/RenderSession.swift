import Synchronization

/// What one render knows while views are resolved: the screen, and whether state changed.
final class RenderSession: Sendable {
  let screenSize: CGSize
  let scale: Int
  /// The renderer's fonts, for code that measures text while views are built.
  let fonts: FontLibrary
  private let changes = Atomic<Int>(0)
  /// Problems met while views resolve that no node builder is at hand to hold (a colour
  /// made from a name no asset catalog has), each once, in the order met.
  private let notes = Mutex<[String]>([])

  /// This render's number, for marking what its views observe.
  let id: Int
  private static let renders = Atomic<Int>(0)

  init(screenSize: CGSize, scale: Int, fonts: FontLibrary) {
    self.screenSize = screenSize
    self.scale = scale
    self.fonts = fonts
    id = Self.renders.add(1, ordering: .relaxed).newValue
  }

  /// Marks `object` as observed by a view of this render (its `@StateObject`,
  /// `@ObservedObject` or `@EnvironmentObject`): from now on a change of one of its
  /// `@Published` properties lays the picture out again. A change to an object no view
  /// observes (one a body makes and sets up before handing it to a view) does not, as in
  /// SwiftUI, where only the objects a view subscribes to update it.
  func observe(_ object: AnyObject) {
    ObservableObjectPublisher.of(object).markObserved(by: id)
  }

  @TaskLocal static var current: RenderSession?

  func noteStateChange() { changes.add(1, ordering: .relaxed) }

  /// Notes that state went from `old` to `new` in the render in progress, if any, unless the
  /// two are equal (an action that sets what is already there changes nothing).
  static func noteChange<T>(from old: T, to new: T) {
    guard let session = current else { return }
    if let old = old as? any Equatable, isEqual(old, new) { return }
    session.noteStateChange()
  }

  private static func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
    (b as? E).map { $0 == a } ?? false
  }
  var changeCount: Int { changes.load(ordering: .relaxed) }

  /// Reports `message` with this render, once however often it is met.
  func warn(_ message: String) {
    notes.withLock { if !$0.contains(message) { $0.append(message) } }
  }

  /// What `warn` was told, in order.
  var warnings: [String] { notes.withLock { $0 } }
}
