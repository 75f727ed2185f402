// UIKit's `UIImage`: a class, as UIKit's (an `NSObject`, so `let image = UIImage()` takes an
// `accessibilityIdentifier`, an app's extensions add convenience initializers, and `==` is
// `isEqual(_:)`). The rule: what an image draws (its pixels and scale or its symbol, its
// rendering mode, symbol configuration, tint and orientation) is fixed when it is made; a
// method that changes one gives a new image, so an image shared between views, SwiftUI's
// `Image(uiImage:)` and SnapshotTesting's references keeps value semantics. Two images are
// equal when they draw the same; their accessibility properties are not compared.
import Cellshot
import Foundation
import PNGCodec

/// A picture, as UIKit's `UIImage`: pixels and their scale, or a system symbol's name.
open class UIImage: NSObject, @unchecked Sendable {
  /// What an image draws: everything equality compares, fixed once the image is made.
  struct Picture: Hashable, Sendable {
    var pixels: PixelBuffer?
    var systemName: String?
    var scale: CGFloat = 1
    var renderingMode = RenderingMode.automatic
    var symbolConfiguration: SymbolConfiguration?
    var tintColor: UIColor?
    var orientation = Orientation.up
  }

  let picture: Picture

  /// The image's identifier for UI tests (`UIAccessibilityIdentification`): not drawn.
  open var accessibilityIdentifier: String?
  /// What VoiceOver reads for the image: not drawn.
  open var accessibilityLabel: String?
  open var isAccessibilityElement = false

  init(picture: Picture) {
    self.picture = picture
    super.init()
  }

  /// An empty image, of size zero, as `UIImage()` is in UIKit.
  public override init() {
    picture = Picture()
    super.init()
  }

  /// A picture of `pixels`, `scale` pixels a point.
  public convenience init(pixels: PixelBuffer, scale: CGFloat = 1) {
    self.init(picture: Picture(pixels: pixels, scale: scale > 0 && scale.isFinite ? scale : 1))
  }

  /// The picture called `name`: one registered with `ImageAssets`, else the image set in
  /// `bundle`'s asset catalogs (nil: the main bundle's), the file for the render's scale (3
  /// outside a render, or the traits' `displayScale`) and the traits' appearance (light
  /// unless they say dark). Nil when there is none, as in UIKit; a render in progress
  /// reports it.
  public convenience init?(named name: String, in bundle: Bundle? = nil,
                           compatibleWith traitCollection: UITraitCollection? = nil,
                           fileID: String = #fileID) {
    let scale = traitCollection.map { Int($0.displayScale) }.flatMap { $0 > 0 ? $0 : nil }
    guard let found = AssetCatalogs.shared.picture(
      named: name, in: bundle, module: AssetCatalogs.module(of: fileID), scale: scale,
      dark: traitCollection?.userInterfaceStyle == .dark)
    else { return nil }
    self.init(picture: Picture(pixels: found.pixels, scale: found.scale,
                               renderingMode: found.isTemplate ? .alwaysTemplate : .automatic))
  }

  /// The PNG or JPEG file at `path`; nil when it cannot be read.
  public convenience init?(contentsOfFile path: String) {
    guard let buffer = try? ImageFile.decode(path) else { return nil }
    self.init(pixels: buffer)
  }

  /// A PNG or JPEG in memory; nil when it is neither.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard let buffer = try? ImageFile.decode([UInt8](data)) else { return nil }
    self.init(pixels: buffer, scale: scale)
  }

  /// The SF Symbol `name`, drawn as `Image(systemName:)` draws it.
  public convenience init?(systemName name: String) {
    self.init(picture: Picture(systemName: name))
  }

  /// The SF Symbol `name` at the configuration's point size and weight.
  public convenience init?(systemName name: String,
                           withConfiguration configuration: Configuration?) {
    self.init(picture: Picture(systemName: name,
                               symbolConfiguration: configuration as? SymbolConfiguration))
  }

  public convenience init?(systemName name: String,
                           compatibleWith traitCollection: UITraitCollection?) {
    self.init(systemName: name)
  }

  /// The picture called `name` in `bundle`; a symbol configuration applies to symbols only.
  public convenience init?(named name: String, in bundle: Bundle?,
                           with configuration: Configuration?, fileID: String = #fileID) {
    self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection,
              fileID: fileID)
  }

  /// The catalog picture `resource` names (`UIImage(resource: .pancakes)`); an empty picture,
  /// reported by a render in progress, when there is none.
  public convenience init(resource: ImageResource) {
    let found = UIImage(named: resource.name, in: resource.bundle, fileID: resource.fileID)
    self.init(picture: found?.picture ?? Picture())
  }

  /// A bitmap's picture, `scale` pixels a point (turned pictures are drawn upright).
  public convenience init(cgImage: CGImage, scale: CGFloat = 1,
                          orientation: Orientation = .up) {
    self.init(picture: Picture(pixels: cgImage.pixels,
                               scale: scale > 0 && scale.isFinite ? scale : 1,
                               orientation: orientation))
  }

  /// The same picture with some of what it draws changed.
  func with(_ change: (inout Picture) -> Void) -> UIImage {
    var changed = picture
    change(&changed)
    return UIImage(picture: changed)
  }

  // MARK: What the image draws

  /// The pixels, when the image has them.
  public var pixels: PixelBuffer? { picture.pixels }
  /// The SF Symbol's name, for `UIImage(systemName:)`.
  public var systemName: String? { picture.systemName }
  /// Pixels per point.
  open var scale: CGFloat { picture.scale }
  /// How SwiftUI draws it: `.alwaysTemplate` in the foreground colour (an image set marked as
  /// a template gives that), else in its own colours.
  open var renderingMode: RenderingMode { picture.renderingMode }
  /// A symbol's point size and weight (`UIImage(systemName:withConfiguration:)`).
  open var symbolConfiguration: SymbolConfiguration? { picture.symbolConfiguration }
  /// The colour a template image is drawn in (`withTintColor(_:)`).
  public var tintColor: UIColor? { picture.tintColor }
  /// Which way the pixels are turned: `.up` unless made so.
  open var imageOrientation: Orientation { picture.orientation }

  /// The size in points (a symbol's is 0: it takes its font's size when drawn).
  open var size: CGSize {
    guard let pixels else { return .zero }
    return CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
  }

  /// The picture's bitmap; nil for a symbol or an empty image.
  open var cgImage: CGImage? { pixels.map(CGImage.init(pixels:)) }

  /// Whether the picture is an SF Symbol.
  open var isSymbolImage: Bool { systemName != nil }

  // MARK: Equality, as UIKit's: the same drawing

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return other === self || other.picture == picture
  }
  open override var hash: Int { picture.hashValue }
  open override var description: String {
    if let systemName { return "<UIImage symbol \(systemName)>" }
    return "<UIImage size \(size.width)x\(size.height) scale \(scale)>"
  }

  // MARK: New images from this one

  /// The same picture with `configuration` (a symbol's point size and weight).
  open func withConfiguration(_ configuration: Configuration) -> UIImage {
    with { $0.symbolConfiguration = configuration as? SymbolConfiguration }
  }

  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    withConfiguration(configuration)
  }

  /// The picture as a template drawn in `color`.
  open func withTintColor(_ color: UIColor,
                          renderingMode: RenderingMode = .alwaysTemplate) -> UIImage {
    with {
      $0.tintColor = color
      $0.renderingMode = renderingMode
    }
  }

  /// The same picture, drawn as `mode` says.
  open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    with { $0.renderingMode = mode }
  }

  /// The same picture, its edges kept when stretched: drawn stretched whole.
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets,
                           resizingMode: ResizingMode) -> UIImage { self }
  open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
  open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
  open func withHorizontallyFlippedOrientation() -> UIImage { self }

  // MARK: Bytes

  /// The picture as PNG bytes.
  open func pngData() -> Data? {
    guard let pixels, let bytes = try? PNGEncoder.fast.encode(pixels) else { return nil }
    return Data(bytes)
  }

  /// The picture as HEIC bytes: PNG bytes here (Linux has no HEIC encoder).
  open func heicData() -> Data? { pngData() }

  // MARK: Kinds

  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

  public enum ResizingMode: Int, Sendable { case tile, stretch }

  /// Which way a picture's pixels are turned: drawn upright whatever it says.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }
}

extension Image {
  /// A UIKit image as a SwiftUI image.
  public init(uiImage: UIImage) {
    if let name = uiImage.systemName {
      self.init(systemName: name)
      if let configuration = uiImage.symbolConfiguration {
        self = _symbolConfiguration(pointSize: configuration.pointSize,
                                    weight: configuration.weight.fontWeight)
      }
    } else if let pixels = uiImage.pixels {
      self.init(pixelBuffer: pixels, scale: uiImage.scale, label: "uiImage")
      switch uiImage.renderingMode {
      case .alwaysTemplate: self = renderingMode(.template)
      case .alwaysOriginal: self = renderingMode(.original)
      case .automatic: break
      }
    } else {
      self.init("")  // an empty image: no picture, nothing to report
    }
  }
}

/// Saves `image` to the photo library (`UIImageWriteToSavedPhotosAlbum`): a picture's phone has
/// none, so nothing is written and no completion message is sent (the selector would need the
/// Objective-C runtime). Accepted and ignored.
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?,
                                           _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {}
