import Foundation

/// The pasteboard, as UIKit's: what is copied is kept in memory for the process, and reads
/// give it back (nothing reaches another app). Strings, URLs, images and items of any type.
@MainActor @preconcurrency
open class UIPasteboard: NSObject {
  /// The system pasteboard.
  public static let general = UIPasteboard()

  public override init() {}

  /// What was copied: one dictionary per item, from type identifier to value.
  open var items: [[String: Any]] = [] {
    didSet { changeCount += 1 }
  }
  public private(set) var changeCount = 0

  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  open var strings: [String]? {
    get { values(Self.textType) }
    set { items = (newValue ?? []).map { [Self.textType: $0] } }
  }
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }
  open var urls: [URL]? {
    get { values(Self.urlType) }
    set { items = (newValue ?? []).map { [Self.urlType: $0] } }
  }
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }
  open var images: [UIImage]? {
    get { values(Self.imageType) }
    set { items = (newValue ?? []).map { [Self.imageType: $0] } }
  }
  open var color: UIColor? {
    get { values(Self.colorType).flatMap { (colors: [UIColor]) in colors.first } }
    set { items = newValue.map { [[Self.colorType: $0]] } ?? [] }
  }

  open var hasStrings: Bool { !(strings ?? []).isEmpty }
  open var hasURLs: Bool { !(urls ?? []).isEmpty }
  open var hasImages: Bool { !(images ?? []).isEmpty }
  open var numberOfItems: Int { items.count }

  open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
    items = [[pasteboardType: value]]
  }
  open func value(forPasteboardType pasteboardType: String) -> Any? {
    items.first?[pasteboardType]
  }
  open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
    self.items = items
  }
  open func addItems(_ items: [[String: Any]]) { self.items += items }

  private func values<T>(_ type: String) -> [T]? {
    let found = items.compactMap { $0[type] as? T }
    return found.isEmpty ? nil : found
  }

  static let textType = "public.utf8-plain-text"
  static let urlType = "public.url"
  static let imageType = "public.image"
  static let colorType = "com.apple.uikit.color"

  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
    public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
  }
}
