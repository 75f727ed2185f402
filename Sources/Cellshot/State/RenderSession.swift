import Synchronization

/// What one render knows while views are resolved: the screen, and whether state changed.
final class RenderSession: Sendable {
  let screenSize: CGSize
  let scale: Int
  /// The renderer's fonts, for code that measures text while views are built.
  let fonts: FontLibrary
  private let changes = Atomic<Int>(0)

  init(screenSize: CGSize, scale: Int, fonts: FontLibrary) {
    self.screenSize = screenSize
    self.scale = scale
    self.fonts = fonts
  }

  @TaskLocal static var current: RenderSession?

  func noteStateChange() { changes.add(1, ordering: .relaxed) }
  var changeCount: Int { changes.load(ordering: .relaxed) }
}
