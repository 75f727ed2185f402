// What UIKit's `UIImage(named:)` and `UIColor(named:)` (in the UIKit module) give: an asset or
// nil, as UIKit does, with a missing name reported to the render in progress.

extension AssetCatalogs {
  /// The picture `UIImage(named:in:compatibleWith:)` gives: `ImageAssets`' (at scale 1), else
  /// the catalogs' file for `scale` (nil: the render in progress's scale, or 3 outside a
  /// render, the sharpest an iPhone has) in `dark` mode. Nil when there is none; the
  /// warnings go to the render in progress, if any.
  public func picture(named name: String, in bundle: Bundle? = nil, module: String? = nil,
                      scale: Int? = nil, dark: Bool = false)
    -> (pixels: PixelBuffer, scale: CGFloat, isTemplate: Bool)?
  {
    let found = Image.picture(named: name, bundlePath: bundle.map(Self.path), module: module,
                              scale: scale ?? RenderSession.current?.scale ?? 3, dark: dark)
    for warning in found.warnings { RenderSession.current?.warn(warning) }
    return found.value.map { ($0.pixels, $0.scale, $0.isTemplate) }
  }

  /// The colour `UIColor(named:in:compatibleWith:)` gives, light and dark; nil when there is
  /// none, with the warning sent to the render in progress, if any.
  public func namedColor(_ name: String, in bundle: Bundle? = nil, module: String? = nil)
    -> Color?
  {
    let found = color(named: name, in: bundle, module: module)
    for warning in found.warnings { RenderSession.current?.warn(warning) }
    return found.value
  }
}
