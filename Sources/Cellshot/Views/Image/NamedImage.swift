// Named pictures: `Image("logo")` reads `ImageAssets` first (pictures code registered, PNG
// files in folders it was given), then the asset catalogs (`Assets/AssetCatalogs`).

/// A named picture found: its pixels, their scale, and whether it draws as a template.
struct NamedPicture: Sendable {
  let pixels: PixelBuffer
  let scale: CGFloat
  let isTemplate: Bool
}

extension Image {
  /// The picture called `name` for a render at `scale` in `dark` mode, and the warnings to
  /// report: `ImageAssets`' picture (at scale 1) when it has one, else the catalogs' image
  /// set (the file for that scale and appearance; `module`'s own catalogs first).
  nonisolated static func picture(named name: String, bundlePath: String?, module: String?,
                                  scale: Int, dark: Bool) -> AssetLookup<NamedPicture> {
    // No name is no picture (`Image(uiImage: UIImage())`), and nothing to report.
    if name.isEmpty { return AssetLookup(value: nil, warnings: []) }
    if let buffer = ImageAssets.shared.image(named: name) {
      return AssetLookup(value: NamedPicture(pixels: buffer, scale: 1, isTemplate: false),
                         warnings: [])
    }
    let found = AssetCatalogs.shared.image(named: name, bundlePath: bundlePath, module: module,
                                           scale: scale, dark: dark)
    return AssetLookup(value: found.value.map {
      NamedPicture(pixels: $0.pixels, scale: CGFloat($0.scale), isTemplate: $0.isTemplate)
    }, warnings: found.warnings)
  }

  /// `pixels` as this image draws them: as they are, or, as a template (`renderingMode`
  /// `.template`, or an image set marked so and no `.original`), their alpha in the
  /// foreground colour.
  func drawn(_ pixels: PixelBuffer, isTemplate: Bool, in environment: EnvironmentValues)
    -> PixelBuffer
  {
    guard renderingMode ?? (isTemplate ? .template : .original) == .template else { return pixels }
    return Image.tinted(pixels, environment.foreground)
  }

  /// Every pixel of `pixels` in `color`, with its alpha multiplied by the pixel's: the shape
  /// of the picture in one colour, as iOS draws a template image. Integer arithmetic, exact
  /// rounding.
  nonisolated static func tinted(_ pixels: PixelBuffer, _ color: Raster.Color) -> PixelBuffer {
    let c = color.premultiplied
    var out = pixels
    out.bytes.withUnsafeMutableBufferPointer { bytes in
      var i = 0
      while i < bytes.count {
        let a = Int(bytes[i + 3])
        bytes[i] = UInt8(truncatingIfNeeded: div255(Int(c.r) * a))
        bytes[i + 1] = UInt8(truncatingIfNeeded: div255(Int(c.g) * a))
        bytes[i + 2] = UInt8(truncatingIfNeeded: div255(Int(c.b) * a))
        bytes[i + 3] = UInt8(truncatingIfNeeded: div255(Int(c.a) * a))
        i += 4
      }
    }
    return out
  }
}
