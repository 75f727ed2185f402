// NSString's UIKit additions for measuring: `boundingRect(with:options:attributes:context:)`
// measures as `size(withAttributes:)` does, on lines as wide as the size allows with
// `.usesLineFragmentOrigin` (one line without it, as UIKit), with the bundled fonts at the
// render's scale. The drawing context is kept and changes nothing.

import Foundation

/// How `boundingRect` lays the string out (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lines broken at the width given (else one line).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a drawing or measuring call may report back (UIKit's): kept, never read.
open class NSStringDrawingContext {
  open var minimumScaleFactor: CGFloat = 0
  open private(set) var actualScaleFactor: CGFloat = 1
  open private(set) var totalBounds: CGRect = .zero
  public init() {}
}

extension StringProtocol {
  /// The rectangle the string takes when laid out in `size` (lines wrapped at its width with
  /// `.usesLineFragmentOrigin`), in the `.font` attribute's font, at the origin.
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                           attributes: [NSAttributedString.Key: Any]? = nil,
                           context: NSStringDrawingContext?) -> CGRect {
    let font = (attributes?[.font] as? UIFont)?.spec ?? .body
    let wraps = options.contains(.usesLineFragmentOrigin) && size.width.isFinite
      && size.width > 0 && size.width < 100_000
    let measured = TextMetrics.size(of: String(self), font: font,
                                    maxWidth: wraps ? size.width : nil)
    return CGRect(origin: .zero, size: measured)
  }
}

extension NSString {
  /// See `StringProtocol.boundingRect(with:options:attributes:context:)`.
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                           attributes: [NSAttributedString.Key: Any]? = nil,
                           context: NSStringDrawingContext?) -> CGRect {
    (self as String).boundingRect(with: size, options: options, attributes: attributes,
                                  context: context)
  }
}
