import PNGCodec

struct ImageNode {
  var buffer: PixelBuffer?
  var name: String
  var resizable: Bool
  /// Pixels per point of the picture itself (1: one pixel is one point).
  var scale: CGFloat
}

/// A picture: a named asset (`ImageAssets`, or an image set of the asset catalogs), a PNG
/// file, or a pixel buffer. Not resizable, it keeps its own size; `.resizable()` makes it take
/// the size it is offered (pair with `.aspectRatio`).
public struct Image: PrimitiveView, Equatable {
  let source: Source
  var isResizable = false
  var scale: CGFloat = 1
  /// `.template` draws the picture's shape in the foreground colour; nil leaves it to the
  /// image set (its "Render As" setting).
  var renderingMode: TemplateRenderingMode?
  /// A symbol's own point size and weight (UIKit's symbol configuration), over the font's.
  var symbolPointSize: CGFloat?
  var symbolWeight: Font.Weight?
  /// What the render reports about how the picture is drawn (cap insets stretched whole).
  var drawingNote: String?
  /// A symbol's rendering mode set on the image itself (`.symbolRenderingMode(_:)`), over the
  /// environment's.
  var symbolMode: SymbolRenderingMode?
  /// A symbol's colour palette's first colour (`Image(_systemName:colorPalette:)`), over the
  /// foreground.
  var symbolColor: Color?
  /// What VoiceOver calls the image: its own label (`Image(_:label:)`), or hidden
  /// (`Image(decorative:)`); by default a named image its name, a symbol what its name says.
  var accessibility = ImageAccessibility.derived

  enum Source: Equatable {
    /// A name; the folder of the bundle whose catalogs hold it (nil: the main bundle's); the
    /// module that asked (`#fileID`'s first part), whose own catalogs it prefers.
    case named(String, bundlePath: String?, module: String)
    case buffer(PixelBuffer, String)
    case system(String)
    /// Drawn by a GraphicsContext closure (`Image(size:label:opaque:colorMode:renderer:)`).
    case drawn(DrawnImage)
  }

  /// The picture called `name`: one registered with `ImageAssets`, else the image set of
  /// that name in `bundle`'s asset catalogs (nil: the main bundle's, and those added to
  /// `AssetCatalogs.shared`), in the file for the render's scale and appearance. A name
  /// found nowhere takes no space, and the render reports it.
  public init(_ name: String, bundle: Bundle? = nil, fileID: String = #fileID) {
    source = .named(name, bundlePath: bundle.map { AssetCatalogs.standardized($0.bundleURL.path) },
                    module: AssetCatalogs.module(of: fileID))
  }

  /// The picture called `name`, which VoiceOver calls `label`.
  public init(_ name: String, bundle: Bundle? = nil, label: Text, fileID: String = #fileID) {
    self.init(name, bundle: bundle, fileID: fileID)
    accessibility = .label(label.plainString)
  }

  /// The picture called `name`, marked as decoration: VoiceOver passes over it.
  public init(decorative name: String, bundle: Bundle? = nil, fileID: String = #fileID) {
    self.init(name, bundle: bundle, fileID: fileID)
    accessibility = .decorative
  }

  /// A picture already in memory, `scale` pixels per point.
  nonisolated public init(pixelBuffer: PixelBuffer, scale: CGFloat = 1,
                          label: String = "buffer") {
    source = .buffer(pixelBuffer, label)
    self.scale = scale
  }

  /// The symbol drawn at `pointSize` and `weight` whatever the font says (UIKit's symbol
  /// configurations, through `Image(uiImage:)`); nil keeps the font's.
  public func _symbolConfiguration(pointSize: CGFloat?, weight: Font.Weight?) -> Image {
    var copy = self
    copy.symbolPointSize = pointSize
    copy.symbolWeight = weight
    return copy
  }

  /// The PNG or JPEG file at `path`, decoded now.
  public init(contentsOfFile path: String) throws {
    source = .buffer(try ImageFile.decode(path), path)
  }

  /// A drawn symbol: "plus" and "minus" are drawn as strokes; other names as a box.
  public init(systemName: String) { source = .system(systemName) }

  /// A symbol showing `variableValue` (0 to 1): drawn whole, as Cellshot's symbols have no
  /// variable layers (docs/porting.md).
  public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

  /// A symbol of the system's private set: drawn from the same library as `systemName`.
  public init(_internalSystemName systemName: String) { self.init(systemName: systemName) }

  /// A private symbol showing `variableValue`: drawn whole (see `init(systemName:variableValue:)`).
  public init(_internalSystemName systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }

  /// A symbol in `colorPalette`'s colours: drawn in the first (Cellshot's symbols have one
  /// layer); nil or empty leaves it in the foreground colour.
  public init(_systemName systemName: String, colorPalette: [Color]? = nil) {
    self.init(systemName: systemName)
    symbolColor = colorPalette?.first
  }

  /// A private symbol in `colorPalette`'s colours (see `init(_systemName:colorPalette:)`).
  public init(_internalSystemName systemName: String, colorPalette: [Color]? = nil) {
    self.init(_systemName: systemName, colorPalette: colorPalette)
  }

  /// The symbol image called `name` showing `variableValue`: drawn as the picture it is.
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil,
              fileID: String = #fileID) {
    self.init(name, bundle: bundle, fileID: fileID)
  }

  /// The symbol image called `name` showing `variableValue`, with an accessibility label.
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text,
              fileID: String = #fileID) {
    self.init(name, bundle: bundle, fileID: fileID)
    accessibility = .label(label.plainString)
  }

  /// The symbol image called `name` showing `variableValue`, as decoration.
  public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil,
              fileID: String = #fileID) {
    self.init(name, bundle: bundle, fileID: fileID)
    accessibility = .decorative
  }

  /// `.multicolor` draws this symbol in SF Symbols' own colour where it has one, whatever the
  /// environment says; the other modes in the foreground colour (nil: the environment's).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.symbolMode = mode
    return copy
  }

  /// `.template` draws the picture as a template: its shape (its alpha) in the foreground
  /// colour, as symbols are drawn; `.original` in its own colours; nil as the image set says.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = mode
    return copy
  }
  /// Accepted: pictures are filtered smoothly whatever this says.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
  public enum Interpolation: Sendable, Hashable { case none, low, medium, high }

  public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let drawingNote { builder.warnOnce(drawingNote) }
    let (kind, name) = resolvedNode(builder, environment)
    let id = builder.add(kind, name: name)
    builder.noteAccessibility([id], .role(accessibilityRole))
    return [id]
  }

  /// What the image draws in `environment`, and its node's name: a symbol (its variant, size,
  /// weight and colour) or a picture (found, tinted when a template).
  func resolvedNode(_ builder: NodeBuilder, _ environment: EnvironmentValues)
    -> (NodeKind, String)
  {
    switch source {
    case .system(let asked):
      // The variant the environment asks for, when the library draws it.
      // Right to left, a `.forward` symbol points the other way (`chevron.forward` left).
      let directed = environment.layoutDirection == .rightToLeft ? Image.mirrored(asked) : asked
      let variant = environment.symbolVariants.applied(to: directed)
      let name = variant != directed && builder.symbols.contains(variant) ? variant : directed
      let glyph = builder.symbols.glyph(name)
      if case .unknown = glyph {
        builder.warnOnce("unknown SF Symbol '\(name)' (draws nothing, as on iOS; "
                         + "SymbolLibrary.shared.names lists the known ones)")
      }
      // Multicolour (asked for, or `.renderingMode(.original)`): SF Symbols' own colour.
      let mode = symbolMode ?? environment.symbolRenderingMode
      let multicolor = renderingMode == .original || mode == .multicolor
      let tint = multicolor ? SymbolRenderingMode.multicolor(name) : nil
      let color = tint?.resolved(in: environment) ?? symbolColor?.resolved(in: environment)
        ?? environment.foreground
      var symbol = SymbolNode(glyph: glyph, color: color,
                              pointSize: symbolPointSize ?? (environment.isTabItem ? 19
                                            : environment.resolvedFont.size)
                                * environment.imageScale.factor,
                              resizable: isResizable,
                              weight: symbolWeight ?? environment.resolvedFont.weight)
      // A layered symbol: each layer in its own colour in multicolour, else all in one.
      if case .outline = glyph, let layers = builder.symbols.layers(name) {
        symbol.layers = layers.map { layer in
          let own = multicolor ? SymbolRenderingMode.layerColor(layer.colorName) : nil
          return (layer.outline, own?.resolved(in: environment) ?? color, layer.gap)
        }
      }
      // SF's multicolour filled discs and squares draw their inner glyph white.
      if tint != nil, name.hasSuffix(".circle.fill") || name.hasSuffix(".square.fill") {
        symbol.innerColor = Color.white.resolved(in: environment)
      }
      // Hierarchical: the second layer at the secondary level of the colour; palette: in the
      // second style given to `.foregroundStyle(_:_:)`.
      if !multicolor, symbolColor == nil {
        if mode == .hierarchical {
          let primary = environment.foregroundColor ?? .primary
          symbol.secondaryColor = LeveledStyle(primary, level: 1).color.resolved(in: environment)
        } else if mode == .palette, let palette = environment.symbolPalette,
                  palette.first == environment.foregroundColor, palette.count > 1 {
          symbol.secondaryColor = palette[1].resolved(in: environment)
        }
      }
      return (.symbol(symbol), "Image(systemName: \"\(name)\")")
    case .named(let name, let bundlePath, let module):
      let found = Image.picture(named: name, bundlePath: bundlePath, module: module,
                                scale: environment.pixelScale,
                                dark: environment.colorScheme == .dark)
      for warning in found.warnings { builder.warnOnce(warning) }
      let pixels = found.value.map {
        drawn($0.pixels, isTemplate: $0.isTemplate, in: environment)
      }
      return (.image(ImageNode(buffer: pixels, name: name, resizable: isResizable,
                               scale: found.value?.scale ?? 1)),
              "Image(\"\(name)\")")
    case .buffer(let buffer, let label):
      let buffer = drawn(buffer, isTemplate: false, in: environment)
      return (.image(ImageNode(buffer: buffer, name: label, resizable: isResizable,
                               scale: pictureScale(builder))),
              "Image(\(label))")    case .drawn(let image):
      let scale = max(1, environment.pixelScale)
      let pixels = MainActor.assumeIsolated { image.pixels(in: environment, scale: scale) }
      return (.image(ImageNode(buffer: pixels.map { drawn($0, isTemplate: false, in: environment) },
                               name: "drawn", resizable: isResizable, scale: CGFloat(scale))),
              "Image(size: \(fmtPoints(image.size.width))x\(fmtPoints(image.size.height)))")
    }
  }

  /// The picture's pixels per point: `scale` when it is a positive number, else 1 (with a
  /// warning: a scale of 0 would make the picture infinitely large).
  private func pictureScale(_ builder: NodeBuilder) -> CGFloat {
    if scale > 0 && scale.isFinite { return scale }
    builder.warnings.append("an Image's scale \(scale) is not a positive number; "
                            + "the picture is drawn at scale 1")
    return 1
  }
}

extension Image {
  /// A symbol's name with `forward` and `backward` swapped: what it draws right to left.
  static func mirrored(_ name: String) -> String {
    name.split(separator: ".", omittingEmptySubsequences: false).map { part in
      part == "forward" ? "backward" : part == "backward" ? "forward" : String(part)
    }.joined(separator: ".")
  }
}
