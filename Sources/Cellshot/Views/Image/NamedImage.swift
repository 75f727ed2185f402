// Named pictures: `Image("logo")` reads `ImageAssets` first (pictures code registered, PNG
// files in folders it was given), then the asset catalogs (`Assets/AssetCatalogs`).

extension Image {
  /// The picture called `name` for a render at `scale` in `dark` mode, as pixels and their
  /// scale, and the warnings to report: `ImageAssets`' picture (at scale 1) when it has one,
  /// else the catalogs' image set (the file for that scale and appearance).
  nonisolated static func picture(named name: String, bundlePath: String?, scale: Int,
                                  dark: Bool)
    -> AssetLookup<(pixels: PixelBuffer, scale: CGFloat)>
  {
    if let buffer = ImageAssets.shared.image(named: name) {
      return AssetLookup(value: (buffer, 1), warnings: [])
    }
    let found = AssetCatalogs.shared.image(named: name, bundlePath: bundlePath, scale: scale,
                                           dark: dark)
    return AssetLookup(value: found.value.map { ($0.pixels, CGFloat($0.scale)) },
                       warnings: found.warnings)
  }
}
