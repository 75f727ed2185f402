// BitmapFonts, the fonts and the text. Takes BDF fonts (bitmap and greymap strikes, kerning
// tables) and strings with a font request; gives glyph masks and laid-out text (lines of
// placed glyphs, measured, wrapped and truncated) that draws itself on a Raster Canvas. It
// builds on Raster alone: it never imports PNGCodec or Cellshot, and knows no views.
