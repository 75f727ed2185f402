// AppKit's names SwiftUI code reaches in the branch `#if os(iOS) ... #else` gives Linux (on a
// Mac, `import SwiftUI` brings AppKit). Cellshot draws iPhone pictures, so AppKit's semantic
// colours are iOS's nearest ones: a window's background is the system background.
// (There is no AppKit module: `#if canImport(AppKit)` stays false.)
import Cellshot
import Foundation

/// An AppKit colour, for `Color(NSColor...)` in code's macOS branch.
public struct NSColor: Sendable, Hashable {
  public let color: Color

  public init(_ color: Color) { self.color = color }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: Double(red), green: Double(green), blue: Double(blue),
                  opacity: Double(alpha))
  }
  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(white: Double(white), opacity: Double(alpha))
  }

  public static let windowBackgroundColor = NSColor(UIColor.systemBackground.color)
  public static let underPageBackgroundColor = NSColor(UIColor.systemGroupedBackground.color)
  public static let controlBackgroundColor = NSColor(UIColor.secondarySystemBackground.color)
  public static let textBackgroundColor = NSColor(UIColor.systemBackground.color)
  public static let textColor = NSColor(UIColor.label.color)
  public static let labelColor = NSColor(UIColor.label.color)
  public static let secondaryLabelColor = NSColor(UIColor.secondaryLabel.color)
  public static let tertiaryLabelColor = NSColor(UIColor.tertiaryLabel.color)
  public static let separatorColor = NSColor(UIColor.separator.color)
  public static let controlAccentColor = NSColor(Color.accentColor)
  public static let systemRed = NSColor(UIColor.systemRed.color)
  public static let systemOrange = NSColor(UIColor.systemOrange.color)
  public static let systemYellow = NSColor(UIColor.systemYellow.color)
  public static let systemGreen = NSColor(UIColor.systemGreen.color)
  public static let systemBlue = NSColor(UIColor.systemBlue.color)
  public static let systemGray = NSColor(UIColor.systemGray.color)
  public static let black = NSColor(UIColor.black.color)
  public static let white = NSColor(UIColor.white.color)
  public static let gray = NSColor(UIColor.gray.color)
  public static let red = NSColor(UIColor.red.color)
  public static let green = NSColor(UIColor.green.color)
  public static let blue = NSColor(UIColor.blue.color)
  public static let clear = NSColor(UIColor.clear.color)
}

/// An AppKit colour, as `Color(_:)` and `Color(nsColor:)` take it.
public protocol NSColorValue {
  var nsColor: NSColor { get }
}

extension NSColor: NSColorValue {
  public var nsColor: NSColor { self }
}

extension Color {
  // Generic, so that `Color(.gray)` stays UIKit's gray (no lookup among NSColor's names).
  public init<C: NSColorValue>(_ color: C) { self = color.nsColor.color }
  public init(nsColor: NSColor) { self = nsColor.color }
}

/// A bezier path as AppKit's, as far as SwiftUI code uses one: made from and turned back into
/// a `CGPath`, reversed (`NSBezierPath(cgPath: path.cgPath).reversed.cgPath`).
public final class NSBezierPath: @unchecked Sendable {
  public private(set) var cgPath: CGPath

  public init() { cgPath = CGPath(path: Path()) }
  public init(cgPath: CGPath) { self.cgPath = cgPath }
  public init(rect: CGRect) { cgPath = CGPath(path: Path(rect)) }
  public init(ovalIn rect: CGRect) { cgPath = CGPath(path: Path(ellipseIn: rect)) }

  /// The same outline drawn the other way round.
  public var reversed: NSBezierPath { NSBezierPath(cgPath: cgPath.path.reversedPath().cgPath) }
}
