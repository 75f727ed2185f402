/// The screen being rendered, as UIKit's `UIScreen.main` gives it to the seeds.
public struct UIScreen: Sendable {
  public let bounds: CGRect
  public let scale: CGFloat
  public static var main: UIScreen {
    let session = RenderSession.current
    let size = session?.screenSize ?? CGSize(width: 390, height: 844)
    return UIScreen(bounds: CGRect(origin: .zero, size: size), scale: CGFloat(session?.scale ?? 1))
  }
}
