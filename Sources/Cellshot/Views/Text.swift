/// A font, as SwiftUI's `Font`: a text style or a system size, and a weight.
public struct Font: Sendable, Hashable {
  public var spec: FontSpec

  public init(_ spec: FontSpec) { self.spec = spec }

  public typealias Weight = FontWeight

  public static let largeTitle = Font(.largeTitle)
  public static let title = Font(.title)
  public static let title2 = Font(.title2)
  public static let title3 = Font(.title3)
  public static let headline = Font(.headline)
  public static let body = Font(.body)
  public static let callout = Font(.callout)
  public static let subheadline = Font(.subheadline)
  public static let footnote = Font(.footnote)
  public static let caption = Font(.caption)
  public static let caption2 = Font(.caption2)

  public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
    Font(.system(size: Double(size), weight: weight))
  }

  public func weight(_ weight: Weight) -> Font { Font(spec.weight(weight)) }
  public func bold() -> Font { Font(spec.bold()) }
}

/// What a Text node needs to measure and draw itself.
struct TextNode {
  var string: String
  var font: FontSpec
  var color: Color
  var lineLimit: Int?
  var alignment: TextAlignment
}

/// A run of text drawn from the bundled bitmap fonts: it takes the size its lines need, wraps
/// to the width it is offered, and truncates its last line with `…` when limited.
public struct Text: PrimitiveView {
  let string: String
  var font: Font?
  var color: Color?
  var isBold = false

  public init(_ string: String) { self.string = string }
  public init<S: StringProtocol>(_ string: S) { self.string = String(string) }
  public init(verbatim string: String) { self.string = string }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var spec = (font ?? environment.font ?? .body).spec
    if (isBold || environment.bold) && !spec.weight.usesBoldFace { spec = spec.weight(.bold) }
    var string = self.string
    switch environment.textCase {
    case .uppercase?: string = string.uppercased()
    case .lowercase?: string = string.lowercased()
    case nil: break
    }
    let node = TextNode(string: string, font: spec,
                        color: color.map(environment.resolve) ?? environment.foreground,
                        lineLimit: environment.lineLimit,
                        alignment: environment.multilineTextAlignment)
    return [builder.add(.text(node), name: "")]
  }

  // Text's own modifiers return Text, as in SwiftUI, so they chain before layout modifiers.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  public func bold() -> Text {
    var copy = self
    copy.isBold = true
    return copy
  }

  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    if let weight { copy.font = (font ?? .body).weight(weight) }
    return copy
  }

  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = color
    return copy
  }
}
