// Xcode's asset symbols: `Color(.brand)`, `Image(.pancakes)`, `.foregroundStyle(.brand)`.
// Xcode generates `ColorResource.brand` and `ImageResource.pancakes` from a target's catalogs;
// on Linux the `AssetSymbols` build plugin (Plugins/AssetSymbols) generates the same names, and
// these types carry them to the named lookups (`Color(_:bundle:)`, `Image(_:bundle:)`).

/// A colour set of an asset catalog, as Xcode's generated `ColorResource.brand` names it.
public struct ColorResource: @unchecked Sendable, Hashable {
  public let name: String
  public let bundle: Bundle
  /// Where the resource was declared (`#fileID`): its module's own catalogs are searched first.
  public let fileID: String

  public init(name: String, bundle: Bundle, fileID: String = #fileID) {
    self.name = name
    self.bundle = bundle
    self.fileID = fileID
  }
}

/// An image set of an asset catalog, as Xcode's generated `ImageResource.pancakes` names it.
public struct ImageResource: @unchecked Sendable, Hashable {
  public let name: String
  public let bundle: Bundle
  public let fileID: String

  public init(name: String, bundle: Bundle, fileID: String = #fileID) {
    self.name = name
    self.bundle = bundle
    self.fileID = fileID
  }
}

extension Color {
  /// The catalog colour `resource` names (`Color(.brand)`), light and dark.
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle, fileID: resource.fileID)
  }
}

extension Image {
  /// The catalog picture `resource` names (`Image(.pancakes)`).
  public init(_ resource: ImageResource) {
    self.init(resource.name, bundle: resource.bundle, fileID: resource.fileID)
  }
}

extension UIColor {
  /// The catalog colour `resource` names; clear, with a warning, when there is none.
  public convenience init(resource: ColorResource) {
    self.init(Color(resource))
  }
}
