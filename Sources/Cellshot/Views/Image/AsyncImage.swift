/// What an `AsyncImage` has: nothing yet, in a picture.
public enum AsyncImagePhase {
  case empty, success(Image), failure(Error)
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  public var error: Error? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// An image loaded from a URL. A picture is taken before anything loads (Cellshot fetches
/// nothing), so it shows the placeholder: by default a grey fill, as SwiftUI's.
public struct AsyncImage<Content: View>: PrimitiveView {
  /// What the picture shows; nil for the default placeholder.
  let content: Content?

  /// The image at `url`, or until it loads (always, in a picture) a grey fill.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    content = nil
  }

  /// `content` of the image at `url`, or until it loads (always, in a picture) `placeholder`.
  public init<I: View, P: View>(url: URL?, scale: CGFloat = 1,
                                @ViewBuilder content: @escaping (Image) -> I,
                                @ViewBuilder placeholder: @escaping () -> P)
    where Content == _ConditionalContent<I, P>
  {
    self.content = ConditionalContent(_falseContent: placeholder())
  }

  public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
              @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
    self.content = content(.empty)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    guard let content else { return resolve(Color(.secondarySystemFill), builder, environment) }
    return resolve(content, builder, environment)
  }
}
