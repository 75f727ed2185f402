// Named colours: `Color("Brand")` from the asset catalogs (`Assets/`).

extension Color {
  /// The colour set called `name` in `bundle`'s asset catalogs (nil: the main bundle's, and
  /// those added to `AssetCatalogs.shared`), with its light and dark values, as SwiftUI's
  /// `Color(_:bundle:)`.
  ///
  /// A name no catalog has, or a set that cannot be read, is drawn clear, and every render
  /// that draws it reports why (the name, where Cellshot looked, the file and its problem).
  /// `fileID` names the module asking, whose own catalog is searched first.
  public init(_ name: String, bundle: Bundle? = nil, fileID: String = #fileID) {
    let found = AssetCatalogs.shared.color(named: name, in: bundle,
                                           module: AssetCatalogs.module(of: fileID))
    let warning = found.warnings.isEmpty ? nil : found.warnings.joined(separator: "; ")
    let color = found.value ?? .clear
    self.init(light: color.light, dark: color.dark, assetWarning: warning)
  }
}
