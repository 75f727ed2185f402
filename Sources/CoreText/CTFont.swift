// Core Text's font reference: a font asked for by its PostScript name at a size
// (`CTFontCreateWithName`), which SwiftUI's `Font(_:)` and UIKit code take. It names the face;
// Cellshot draws it as it draws `Font.custom` of that name and size.
import Cellshot
import Foundation

/// A font by PostScript name and point size.
public final class CTFont {
  /// The PostScript name asked for.
  public let postScriptName: String
  /// The size in points.
  public let size: CGFloat

  init(name: String, size: CGFloat) {
    postScriptName = name
    // Core Text's default size, for 0.0
    self.size = size == 0 ? 12 : size
  }
}

/// The font named `name` at `size` points (12 for 0.0, as Core Text does); the matrix is
/// not applied.
public func CTFontCreateWithName(
  _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
  CTFont(name: name as String, size: size)
}

/// The font's PostScript name.
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString {
  font.postScriptName as NSString
}

/// The font's size in points.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }

extension Font {
  /// The font `font` names, at its size (fixed: Dynamic Type does not scale it), as
  /// `Font.custom(_:fixedSize:)` draws it.
  public init(_ font: CTFont) {
    self = .custom(font.postScriptName, fixedSize: font.size)
  }
}

extension Font.Resolved {
  /// The Core Text font this resolved font is: its face's name at its point size.
  public var ctFont: CTFont { CTFont(name: postScriptName, size: pointSize) }
}
