// ShareLink: a button that opens the share sheet, at rest its label in the tint colour (as
// every button's style draws it): by default the square-and-arrow-up symbol and "Share", or
// the title given. What is shared (items, subject, message, previews) is kept for the sheet
// a tap would open, and changes nothing at rest.
import CoreTransferable
import Foundation

/// A button that shares `Data`'s items, with previews of them.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable,
                        PreviewIcon: Transferable, Label: View>: PrimitiveView
where Data.Element: Transferable {
  let label: Label

  init(label: Label) { self.label = label }

  public init(items: Data, subject: Text? = nil, message: Text? = nil,
              preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
              @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(environment.styledButton(label), builder, environment)
  }
}

/// The label of a share link: the share symbol and "Share", or the link's title.
public struct DefaultShareLinkLabel: View {
  let title: Text?

  public var body: some View {
    Cellshot.Label { title ?? Text("Share") } icon: { Image(systemName: "square.and.arrow.up") }
  }
}

/// How a shared item is shown in the share sheet (a title, and an image or icon): kept for the
/// sheet, which a picture never shows.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}
  public init(_ title: Text, image: Image, icon: Icon) {}
}

extension SharePreview where Image == Never {
  public init(_ titleKey: LocalizedStringKey, icon: Icon) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) {}
  public init(_ title: Text, icon: Icon) {}
}

extension SharePreview where Icon == Never {
  public init(_ titleKey: LocalizedStringKey, image: Image) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) {}
  public init(_ title: Text, image: Image) {}
}

extension SharePreview where Image == Never, Icon == Never {
  public init(_ titleKey: LocalizedStringKey) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {}
  public init(_ title: Text) {}
}

// MARK: a label of the app's

extension ShareLink {
  public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                               preview: SharePreview<PreviewImage, PreviewIcon>,
                               @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
    self.init(label: label())
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
  public init(items: Data, subject: Text? = nil, message: Text? = nil,
              @ViewBuilder label: () -> Label) {
    self.init(label: label())
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
  public init(items: Data, subject: Text? = nil, message: Text? = nil,
              @ViewBuilder label: () -> Label) {
    self.init(label: label())
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  public init(item: URL, subject: Text? = nil, message: Text? = nil,
              @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
    self.init(label: label())
  }

  public init(item: String, subject: Text? = nil, message: Text? = nil,
              @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
    self.init(label: label())
  }
}

// MARK: the default label

extension ShareLink where Label == DefaultShareLinkLabel {
  public init(items: Data, subject: Text? = nil, message: Text? = nil,
              preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
    self.init(label: DefaultShareLinkLabel(title: nil))
  }

  public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil,
              message: Text? = nil,
              preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
    self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(label: DefaultShareLinkLabel(title: Text(title)))
  }

  public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
              preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
    self.init(label: DefaultShareLinkLabel(title: title))
  }

  public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                               preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I>
  {
    self.init(label: DefaultShareLinkLabel(title: nil))
  }

  public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil,
                               message: Text? = nil,
                               preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I>
  {
    self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
  }

  @_disfavoredOverload
  public init<S: StringProtocol, I: Transferable>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(label: DefaultShareLinkLabel(title: Text(title)))
  }

  public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil,
                               message: Text? = nil,
                               preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I>
  {
    self.init(label: DefaultShareLinkLabel(title: title))
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never,
  Label == DefaultShareLinkLabel, Data.Element == URL
{
  public init(items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(label: DefaultShareLinkLabel(title: nil))
  }

  public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil,
              message: Text? = nil) {
    self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil,
                                 message: Text? = nil) {
    self.init(label: DefaultShareLinkLabel(title: Text(title)))
  }

  public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(label: DefaultShareLinkLabel(title: title))
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never,
  Label == DefaultShareLinkLabel, Data.Element == String
{
  public init(items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(label: DefaultShareLinkLabel(title: nil))
  }

  public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil,
              message: Text? = nil) {
    self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil,
                                 message: Text? = nil) {
    self.init(label: DefaultShareLinkLabel(title: Text(title)))
  }

  public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(label: DefaultShareLinkLabel(title: title))
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never,
  Label == DefaultShareLinkLabel
{
  public init(item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL>
  {
    self.init(label: DefaultShareLinkLabel(title: nil))
  }

  public init(item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String>
  {
    self.init(label: DefaultShareLinkLabel(title: nil))
  }

  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil,
              message: Text? = nil) where Data == CollectionOfOne<URL> {
    self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
  }

  public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil,
              message: Text? = nil) where Data == CollectionOfOne<String> {
    self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil,
                                 message: Text? = nil) where Data == CollectionOfOne<URL> {
    self.init(label: DefaultShareLinkLabel(title: Text(title)))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil,
                                 message: Text? = nil) where Data == CollectionOfOne<String> {
    self.init(label: DefaultShareLinkLabel(title: Text(title)))
  }

  public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL>
  {
    self.init(label: DefaultShareLinkLabel(title: title))
  }

  public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String>
  {
    self.init(label: DefaultShareLinkLabel(title: title))
  }
}
