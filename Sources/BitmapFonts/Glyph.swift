import Raster

/// One decoded glyph: its advance, its box and its bitmap (the box's size).
public struct Glyph: Sendable, Hashable {
  /// How far the pen moves, in pixels.
  public var advance: Int
  public var box: GlyphBox
  /// The bitmap; for a greymap glyph, the pixels its coverage reaches at least half.
  public var mask: BitMask
  /// A greymap font's coverage, 0...255 a pixel.
  public var grey: GreyMask?
  /// SWIDTH: the advance in thousandths of the font's size, unrounded.
  public var scalableWidth: Int?
  /// A colour glyph's picture (an emoji), drawn over `box` in its own colours.
  public var picture: ColorGlyph?

  public init(advance: Int, box: GlyphBox, mask: BitMask, grey: GreyMask? = nil,
              scalableWidth: Int? = nil, picture: ColorGlyph? = nil) {
    self.advance = advance
    self.box = box
    self.mask = mask
    self.grey = grey
    self.scalableWidth = scalableWidth
    self.picture = picture
  }
}

/// Glyph geometry in pixels: the bitmap's size and the offset of its bottom-left corner from
/// the pen position on the baseline (y up, as BDF has it).
public struct GlyphBox: Sendable, Hashable {
  public var width: Int
  public var height: Int
  public var x: Int
  public var y: Int

  public init(width: Int, height: Int, x: Int, y: Int) {
    self.width = width
    self.height = height
    self.x = x
    self.y = y
  }
}
