// SwiftUI's text attributes as `CodableAttributedStringKey`s (iOS 26), so an `AttributedString`
// in SwiftUI's scope can be encoded and decoded (a rich-text editor's document saved and read
// again). Apple does not publish the form iOS writes; this is Cellshot's own, and it reads back
// what it writes: a font with every part Cellshot draws it by, a colour as its light
// appearance's sRGB components (`Color.Resolved`'s coding), a line style as its pattern and
// colour. An archive written on an iPhone is not read by it (decoding throws).

import Foundation

extension AttributeScopes.SwiftUIAttributes.FontAttribute: CodableAttributedStringKey {
  private enum Key: String, CodingKey {
    case size, weight, monospaced, design, italic, han, style, systemStyle, width, leading
    case lowercaseSmallCaps, uppercaseSmallCaps, name, monospacedDigit
  }

  public static func encode(_ value: Font, to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(value.spec.size, forKey: .size)
    try c.encode(value.spec.weight.value, forKey: .weight)
    try c.encode(value.spec.monospaced, forKey: .monospaced)
    try c.encode(value.spec.design.rawValue, forKey: .design)
    try c.encode(value.spec.italic, forKey: .italic)
    try c.encode(value.spec.han.rawValue, forKey: .han)
    try c.encodeIfPresent(value.scaling, forKey: .style)
    try c.encode(value.isSystemStyle, forKey: .systemStyle)
    try c.encode(Double(value.traits.width.value), forKey: .width)
    if value.spec.monospacedDigit { try c.encode(true, forKey: .monospacedDigit) }
    let leading: Int
    switch value.traits.leading {
    case .standard: leading = 0
    case .tight: leading = -1
    case .loose: leading = 1
    }
    try c.encode(leading, forKey: .leading)
    try c.encode(value.traits.lowercaseSmallCaps, forKey: .lowercaseSmallCaps)
    try c.encode(value.traits.uppercaseSmallCaps, forKey: .uppercaseSmallCaps)
    try c.encodeIfPresent(value.traits.name, forKey: .name)
  }

  public static func decode(from decoder: any Decoder) throws -> Font {
    let c = try decoder.container(keyedBy: Key.self)
    guard let han = HanForms(rawValue: try c.decode(UInt8.self, forKey: .han)) else {
      throw DecodingError.dataCorruptedError(forKey: .han, in: c,
                                             debugDescription: "not a Han form Cellshot knows")
    }
    let spec = FontSpec(size: try c.decode(Double.self, forKey: .size),
                        weight: FontWeight(try c.decode(Int.self, forKey: .weight)),
                        monospaced: try c.decode(Bool.self, forKey: .monospaced),
                        italic: try c.decode(Bool.self, forKey: .italic), han: han,
                        design: FontDesign(rawValue: try c.decodeIfPresent(UInt8.self,
                                                                            forKey: .design) ?? 0)
                          ?? .default)
    var font = Font(spec, scaling: try c.decodeIfPresent(Font.TextStyle.self, forKey: .style),
                    isSystemStyle: try c.decode(Bool.self, forKey: .systemStyle))
    let width = try c.decode(Double.self, forKey: .width)
    font.traits.width = Font.Width(CGFloat(width))
    font.spec.width = FontWidth(value: width)
    font.spec.monospacedDigit = try c.decodeIfPresent(Bool.self, forKey: .monospacedDigit) ?? false
    switch try c.decode(Int.self, forKey: .leading) {
    case -1: font.traits.leading = .tight
    case 1: font.traits.leading = .loose
    default: font.traits.leading = .standard
    }
    font.traits.lowercaseSmallCaps = try c.decode(Bool.self, forKey: .lowercaseSmallCaps)
    font.traits.uppercaseSmallCaps = try c.decode(Bool.self, forKey: .uppercaseSmallCaps)
    font.traits.name = try c.decodeIfPresent(String.self, forKey: .name)
    // A custom font's name is also the face it is drawn in (`Font.custom`).
    font.spec.face = font.traits.name
    return font
  }
}

/// A colour coded as its light appearance's sRGB components (`Color.Resolved`'s coding).
enum AttributeColorCoding {
  static func encode(_ color: Color, to encoder: any Encoder) throws {
    try color.resolve(in: EnvironmentValues()).encode(to: encoder)
  }

  static func decode(from decoder: any Decoder) throws -> Color {
    Color(try Color.Resolved(from: decoder))
  }
}

extension AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute: CodableAttributedStringKey {
  public static func encode(_ value: Color, to encoder: any Encoder) throws {
    try AttributeColorCoding.encode(value, to: encoder)
  }

  public static func decode(from decoder: any Decoder) throws -> Color {
    try AttributeColorCoding.decode(from: decoder)
  }
}

extension AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute: CodableAttributedStringKey {
  public static func encode(_ value: Color, to encoder: any Encoder) throws {
    try AttributeColorCoding.encode(value, to: encoder)
  }

  public static func decode(from decoder: any Decoder) throws -> Color {
    try AttributeColorCoding.decode(from: decoder)
  }
}

/// A line style coded as its pattern and, when it has one, its colour.
enum LineStyleCoding {
  private enum Key: String, CodingKey { case pattern, color }

  static func encode(_ value: Text.LineStyle, to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(value.pattern.rawValue, forKey: .pattern)
    if let color = value.color {
      try AttributeColorCoding.encode(color, to: c.superEncoder(forKey: .color))
    }
  }

  static func decode(from decoder: any Decoder) throws -> Text.LineStyle {
    let c = try decoder.container(keyedBy: Key.self)
    guard let kind = Text.LineStyle.Pattern.Kind(rawValue: try c.decode(UInt8.self,
                                                                         forKey: .pattern))
    else {
      throw DecodingError.dataCorruptedError(forKey: .pattern, in: c,
                                             debugDescription: "not a line pattern")
    }
    let color = c.contains(.color)
      ? try AttributeColorCoding.decode(from: c.superDecoder(forKey: .color)) : nil
    return Text.LineStyle(pattern: Text.LineStyle.Pattern(kind: kind), color: color)
  }
}

extension AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute:
  CodableAttributedStringKey
{
  public static func encode(_ value: Text.LineStyle, to encoder: any Encoder) throws {
    try LineStyleCoding.encode(value, to: encoder)
  }

  public static func decode(from decoder: any Decoder) throws -> Text.LineStyle {
    try LineStyleCoding.decode(from: decoder)
  }
}

extension AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute: CodableAttributedStringKey {
  public static func encode(_ value: Text.LineStyle, to encoder: any Encoder) throws {
    try LineStyleCoding.encode(value, to: encoder)
  }

  public static func decode(from decoder: any Decoder) throws -> Text.LineStyle {
    try LineStyleCoding.decode(from: decoder)
  }
}
