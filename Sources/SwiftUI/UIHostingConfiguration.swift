// SwiftUI in a UIKit cell (`UIHostingConfiguration`, iOS 16): a content configuration whose
// view draws its SwiftUI content inside the cell's margins (16 points at the sides, 11 above
// and below, a list cell's own, unless `margins` says otherwise), over its background, which
// fills the cell edge to edge, at least `minSize` tall and wide. Drawn by Cellshot's renderer
// as any SwiftUI view; a configuration state (selected, highlighted) changes nothing.

/// A cell's content configuration made of SwiftUI views:
/// `cell.contentConfiguration = UIHostingConfiguration { Label("Pancakes", systemImage: "star") }`.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
  let content: Content
  let background: Background
  var margins = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  var minWidth: CGFloat?
  var minHeight: CGFloat?

  init(content: Content, background: Background) {
    self.content = content
    self.background = background
  }

  /// The configuration with `content` drawn behind the cell's content, filling the cell.
  public func background<B: View>(@ViewBuilder content: () -> B)
    -> UIHostingConfiguration<Content, B>
  {
    var made = UIHostingConfiguration<Content, B>(content: self.content, background: content())
    made.margins = margins
    made.minWidth = minWidth
    made.minHeight = minHeight
    return made
  }

  /// The configuration with the cell filled with `style` behind its content.
  public func background<S: ShapeStyle>(_ style: S)
    -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>
  {
    background { _UIHostingConfigurationBackgroundView(style: style) }
  }

  /// The configuration with `length` points between the cell's `edges` and its content.
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
    margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
  }

  /// The configuration with `insets` between the cell's `edges` and its content.
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
    var made = self
    if edges.contains(.top) { made.margins.top = insets.top }
    if edges.contains(.leading) { made.margins.leading = insets.leading }
    if edges.contains(.bottom) { made.margins.bottom = insets.bottom }
    if edges.contains(.trailing) { made.margins.trailing = insets.trailing }
    return made
  }

  /// The configuration whose cell is at least `width` wide and `height` tall (nil: no minimum
  /// on that axis).
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
    var made = self
    made.minWidth = width
    made.minHeight = height
    return made
  }

  @available(*, deprecated, message: "Please pass one or more parameters.")
  public func minSize() -> Self { self }

  /// The cell's content view, drawing this configuration.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    _UIHostingConfigurationContentView(configuration: self)
  }

  /// The same configuration: a cell's state (selected, highlighted) changes nothing here.
  public func updated(for state: any UIConfigurationState) -> Self { self }

  /// The cell as SwiftUI draws it: the content in the margins, the background filling all.
  @MainActor var drawn: some View {
    content
      .padding(margins)
      .frame(minWidth: minWidth, maxWidth: .infinity, minHeight: minHeight,
             alignment: .leading)
      .background(background)
  }
}

extension UIHostingConfiguration where Background == EmptyView {
  /// A configuration drawing `content` in the cell's margins.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content(), background: EmptyView())
  }
}

/// A hosting configuration's background filled with a shape style.
public struct _UIHostingConfigurationBackgroundView<Style: ShapeStyle>: View {
  nonisolated(unsafe) let style: Style
  nonisolated init(style: Style) { self.style = style }
  public var body: some View { Rectangle().fill(style) }
}

/// The view a hosting configuration makes: it draws the configuration's SwiftUI views in its
/// bounds (at their ideal size when they are empty).
@MainActor @preconcurrency
final class _UIHostingConfigurationContentView<Content: View, Background: View>: UIView,
  UIContentView
{
  var configuration: any UIContentConfiguration

  init(configuration: UIHostingConfiguration<Content, Background>) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("a hosting configuration's view is made by makeContentView()")
  }

  private var drawn: AnyView {
    guard let hosting = configuration as? UIHostingConfiguration<Content, Background> else {
      return AnyView(EmptyView())
    }
    return AnyView(hosting.drawn)
  }

  override var intrinsicContentSize: CGSize {
    Renderer(size: Device.iphone13.size).idealSize(drawn)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let ideal = intrinsicContentSize
    return CGSize(width: min(ideal.width, size.width), height: min(ideal.height, size.height))
  }

  override var snapshotContent: AnyView {
    guard bounds.width > 0, bounds.height > 0 else { return drawn }
    return AnyView(drawn.frame(width: bounds.width, height: bounds.height))
  }
}
