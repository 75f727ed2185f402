import Foundation
import CRasterKernels
@testable import Raster
import Testing

// The C row kernels against the Swift code they stand in for.

/// One box pass by its definition: each value the rounded mean, (sum + width / 2) / width, of
/// the `width` values centred on it along rows (`across`) or columns, zeros beyond the ends.
func boxPass(_ v: [UInt32], _ w: Int, _ h: Int, _ width: Int, across: Bool) -> [UInt32] {
  var out = v
  let half = width / 2
  for y in 0..<h {
    for x in 0..<w {
      var sum: UInt32 = 0
      for d in -half...half {
        let (xx, yy) = across ? (x + d, y) : (x, y + d)
        if xx >= 0, xx < w, yy >= 0, yy < h { sum += v[yy * w + xx] }
      }
      out[y * w + x] = (sum + UInt32(width / 2)) / UInt32(width)
    }
  }
  return out
}

/// A shadow's blur in C gives the very integers of box passes by their definition, both ways:
/// on bytes in sixteen-bit sums, the rows' pass down the turned plane's columns
/// (`cs_box_blur8`, boxes up to 255 wide), and on 32-bit values from each row's running sums
/// (`cs_box_blur`, any box); on pictures of flat shapes, noise, single pixels and rows of one
/// value touching the edges, narrow and wide (past the 16 and 32 columns the turning takes at
/// once), for narrow, wide, 255-wide and very wide boxes.
@Test func theShadowBlurIsTheSwiftBoxPasses() {
  var numbers = GradientCellTests.Numbers(state: 11)
  for case_ in 0..<30 {
    let wide = case_ % 5 == 2
    let w = 1 + Int(numbers.next() * (wide ? 300 : 90)), h = 1 + Int(numbers.next() * 70)
    var values = [UInt32](repeating: 0, count: w * h)
    // A few filled rectangles, then noise in some of them.
    for _ in 0..<3 {
      let x0 = Int(numbers.next() * Double(w)), y0 = Int(numbers.next() * Double(h))
      let x1 = min(w, x0 + Int(numbers.next() * 60)), y1 = min(h, y0 + Int(numbers.next() * 60))
      let v = case_ % 3 == 0 ? 255 : UInt32(numbers.next() * 256) & 0xFF
      for y in y0..<max(y0, y1) { for x in x0..<max(x0, x1) { values[y * w + x] = v } }
    }
    if case_ % 4 == 1 {
      for i in 0..<values.count where numbers.next() < 0.2 {
        values[i] = UInt32(numbers.next() * 256) & 0xFF
      }
    }
    let widths: [Int] = case_ % 6 == 5 ? [4099, 4101, 4101]
      : case_ % 10 == 3 ? [255, 253, 255] : case_ % 10 == 8 ? [257, 255, 1]
      : Shadow.boxWidths(sigma: 0.5 + numbers.next() * 20)
    var expected = values
    for width in widths {
      expected = boxPass(expected, w, h, width, across: true)
      expected = boxPass(expected, w, h, width, across: false)
    }
    var spare = [UInt32](repeating: 0, count: w * h), sums = [UInt32](repeating: 0, count: w + 1)
    let passes = widths.map { Int32($0) }
    var plane = values.map { UInt8($0) }
    Shadow.blur(&plane, width: w, height: h, widths: widths)
    #expect(plane.map { UInt32($0) } == expected, "case \(case_): \(w) x \(h), \(widths)")
    cs_box_blur(&values, &spare, w, h, passes, passes.count, &sums)
    #expect(values == expected, "case \(case_): \(w) x \(h), widths \(widths)")
  }
}

/// Source-over of a row of different colours in C (`cs_over_row`, four or eight pixels at a
/// time) is `Blend.over` word by word, with and without holding channels to alpha first.
@Test func overRowIsOverWordByWord() {
  var numbers = GradientCellTests.Numbers(state: 3)
  func byte() -> UInt32 { UInt32(numbers.next() * 256) & 0xFF }
  for count in [0, 1, 3, 4, 5, 17, 64] {
    var source: [UInt32] = [], target: [UInt32] = []
    for i in 0..<count {
      // Opaque, clear and translucent sources; some with a channel above the alpha.
      let a: UInt32 = i % 5 == 0 ? 255 : (i % 7 == 0 ? 0 : byte())
      let r = i % 3 == 0 ? byte() : min(byte(), a), g = min(byte(), a), b = min(byte(), a)
      source.append(r | g << 8 | b << 16 | a << 24)
      target.append(byte() | byte() << 8 | byte() << 16 | byte() << 24)
    }
    // Runs of eight clear words and of eight opaque ones (passed over, and copied, eight at
    // a time with AVX2).
    if count == 64 {
      for i in 8..<24 { source[i] = 0 }
      for i in 32..<48 { source[i] |= 0xFF00_0000 }
    }
    for clamp in [false, true] {
      var pixels = target
      if count > 0 { cs_over_row(&pixels, source, count, clamp ? 1 : 0) }
      for i in 0..<count {
        let word = clamp ? Resampling.clampedToAlpha(source[i]) : source[i]
        let a = Blend.alpha(word)
        let expected = a == 255 ? word : Blend.over(word, target[i], inverseAlpha: 255 - a)
        #expect(pixels[i] == expected, "count \(count) pixel \(i) clamp \(clamp)")
      }
    }
  }
}

/// A row of colour words times its coverage in C (`cs_scale_row`, four words at a time) is
/// `Blend.scale` word by word by the coverage times the mask's byte times the opacity, each
/// rounded by `div255`; and a shadow's tint (`cs_tint_plane`) is each tint byte times the value,
/// rounded alike, leaving the pixels where the value is 0.
@Test func scaleRowAndTintAreDiv255WordByWord() {
  var numbers = GradientCellTests.Numbers(state: 5)
  func byte() -> UInt32 { UInt32(numbers.next() * 256) & 0xFF }
  for count in [1, 3, 4, 7, 16, 33] {
    let words = (0..<count).map { _ in byte() | byte() << 8 | byte() << 16 | byte() << 24 }
    // Some mask bytes 255 (eight in a row once, passed over four at a time), some 0.
    let mask: [UInt8] = (0..<count).map { i in
      let open = i % 4 == 0 || (count == 33 && (16..<24).contains(i))
      if open { return 255 }
      return i % 5 == 0 ? 0 : UInt8(byte())
    }
    for (coverage, opacity) in [(255, 255), (255, 128), (97, 255), (200, 31), (0, 255)] {
      for masked in [false, true] {
        var out = words
        if masked {
          cs_scale_row(&out, mask, count, UInt32(coverage), UInt32(opacity))
        } else {
          cs_scale_row(&out, nil, count, UInt32(coverage), UInt32(opacity))
        }
        for i in 0..<count {
          var k = coverage
          if masked { k = div255(k * Int(mask[i])) }
          if opacity < 255 { k = div255(k * opacity) }
          #expect(out[i] == Blend.scale(words[i], by: UInt32(k)),
                  "count \(count) word \(i) coverage \(coverage) opacity \(opacity)")
        }
      }
    }
    // Some values 0 (eight in a row once, passed over eight at a time with AVX2), some 255.
    let plane: [UInt8] = (0..<count).map { i in
      let clear = i % 3 == 0 || (count == 33 && (8..<16).contains(i))
      if clear { return 0 }
      return i % 7 == 1 ? 255 : UInt8(byte())
    }
    let tint: [UInt8] = [UInt8(byte()), UInt8(byte()), UInt8(byte()), 200]
    let before = (0..<4 * count).map { _ in UInt8(byte()) }
    var rgba = before
    cs_tint_plane(plane, count, tint, &rgba)
    for i in 0..<4 * count {
      let k = Int(plane[i / 4])
      let expected = k == 0 ? before[i] : UInt8(div255(Int(tint[i % 4]) * k))
      #expect(rgba[i] == expected, "tint: count \(count) byte \(i)")
    }
  }
}

/// A shadow's or a glyph's row blended in one pass (`cs_tint_over_row`) gives the pixels of
/// its three steps one after another: the tint (`cs_tint_plane`), the clip's scale
/// (`cs_scale_row`) and the blend (`cs_over_row`), with and without a clip, clamped and not,
/// sixteen at a time (AVX-512), eight (AVX2) and in the tail, for a translucent tint and one
/// whose colour bytes exceed its alpha.
@Test func aTintedRowIsItsTintScaleAndBlend() {
  var numbers = GradientCellTests.Numbers(state: 41)
  func byte() -> UInt8 { UInt8(truncatingIfNeeded: Int(numbers.next() * 256)) }
  for count in [1, 7, 8, 13, 24, 45] {
    // Some values 0 (eight in a row once), some 255.
    let plane: [UInt8] = (0..<count).map { i in
      let clear = i % 5 == 0 || (count == 45 && (16..<24).contains(i))
      if clear { return 0 }
      return i % 7 == 1 ? 255 : byte()
    }
    // Some clip bytes 0 and 255 (24 in a row once: passed over sixteen and eight at a time).
    let clip: [UInt8] = (0..<count).map { i in
      if i % 4 == 0 || (count == 45 && (16..<40).contains(i)) { return 255 }
      return i % 9 == 2 ? 0 : byte()
    }
    let canvas: [UInt32] = (0..<count).map { _ in
      // Premultiplied: each colour byte at most the alpha.
      let a = UInt32(byte())
      let r = UInt32(byte()) % (a + 1), g = UInt32(byte()) % (a + 1)
      let b = UInt32(byte()) % (a + 1)
      return r | g << 8 | b << 16 | a << 24
    }
    for tint: [UInt8] in [[20, 40, 60, 64], [250, 30, 200, 90], [0, 0, 0, 255]] {
      for (masked, clamp) in [(false, 1), (true, 1), (false, 0), (true, 0)] {
        var line = [UInt32](repeating: 0, count: count)
        line.withUnsafeMutableBytes { raw in
          cs_tint_plane(plane, count, tint, raw.baseAddress!.assumingMemoryBound(to: UInt8.self))
        }
        if masked { cs_scale_row(&line, clip, count, 255, 255) }
        var expected = canvas
        cs_over_row(&expected, line, count, Int32(clamp))
        var fused = canvas
        if masked {
          cs_tint_over_row(&fused, plane, clip, count, tint, Int32(clamp))
        } else {
          cs_tint_over_row(&fused, plane, nil, count, tint, Int32(clamp))
        }
        #expect(fused == expected, "count \(count) tint \(tint) masked \(masked) \(clamp)")
      }
    }
  }
}

/// A shadow drawn straight from its blurred alpha (`Canvas.drawShadow`, on whole pixels) gives
/// the pixels of its picture (`Shadow.make`) drawn with `drawImage`: over a varied canvas,
/// with and without a rounded clip, partly off the canvas, in a translucent and an opaque
/// colour, from a picture or a part of a larger one; and on fractional pixels, where it draws
/// that picture itself.
@Test func aShadowDrawnFromItsAlphaIsItsPictureDrawn() throws {
  var numbers = GradientCellTests.Numbers(state: 5)
  var picture = try PixelBuffer(width: 40, height: 30)
  for y in 4..<26 {
    for x in 3..<37 where (x * y) % 11 != 0 {
      let a = UInt8(y % 3 == 0 ? 255 : 90 + (x * 5) % 160)
      picture[x, y] = RGBA8(r: a / 2, g: a / 3, b: a, a: a)
    }
  }
  var larger = try PixelBuffer(width: 53, height: 41)
  for y in 0..<41 {
    for x in 0..<53 {
      let inside = x >= 7 && x < 47 && y >= 5 && y < 35
      larger[x, y] = inside ? picture[x - 7, y - 5] : RGBA8(r: 9, g: 9, b: 9, a: 200)
    }
  }
  let cases: [(x: Int, y: Int, dx: Double, dy: Double, clip: Bool, color: Color)] = [
    (20, 15, 0, 6, false, Color(red: 0, green: 0, blue: 0, opacity: 0.3)),
    (20, 15, -4, 12, true, Color(red: 0.9, green: 0.2, blue: 0.1, opacity: 0.25)),
    (-15, 70, 3, -2, true, Color(red: 0.1, green: 0.4, blue: 0.9)),
    (55, -12, 0, 0, false, Color(red: 0, green: 0, blue: 0, opacity: 0.08)),
    (20, 15, 0.5, 6.25, true, Color(red: 0, green: 0, blue: 0, opacity: 0.3)),
  ]
  for (index, c) in cases.enumerated() {
    let paper = Color(red: 0.95, green: 0.9, blue: 0.8)
    var base = try Canvas(width: 96, height: 88, background: paper)
    for y in 0..<88 {
      for x in 0..<96 where numbers.next() < 0.5 {
        let v = UInt8(numbers.next() * 255)
        base.buffer[x, y] = RGBA8(r: v, g: 255 - v, b: v / 2, a: 255)
      }
    }
    if c.clip {
      let radii = CornerRadii(topLeft: 20, topRight: 9, bottomRight: 0, bottomLeft: 30)
      base.pushClip(.roundedRect(Rect(x: 6.5, y: 4, width: 80, height: 77), radii))
    }
    var fused = base, drawn = base, fromPart = base
    try fused.drawShadow(of: picture, x: c.x, y: c.y, sigma: 4.5, color: c.color, dx: c.dx,
                         dy: c.dy)
    // The same picture as part of a larger one, read in place.
    try fromPart.drawShadow(of: larger, part: IntRect(x: 7, y: 5, width: 40, height: 30),
                            x: c.x, y: c.y, sigma: 4.5, color: c.color, dx: c.dx, dy: c.dy)
    #expect(fromPart.buffer.bytes == fused.buffer.bytes, "case \(index) part")
    let (shadow, margin) = try Shadow.make(from: picture, sigma: 4.5, color: c.color)
    drawn.drawImage(shadow, in: Rect(x: Double(c.x - margin) + c.dx, y: Double(c.y - margin) + c.dy,
                                     width: Double(shadow.width), height: Double(shadow.height)))
    #expect(fused.buffer.bytes == drawn.buffer.bytes, "case \(index)")
    #expect(fused.buffer.bytes != base.buffer.bytes, "case \(index) drew nothing")
  }
}

/// A picture moved by a map (`transformed`, sampled in C by `cs_bilinear_row`) is bilinear
/// sampling by its definition: each pixel centre's pre-image, the four neighbours weighted in
/// 256ths (rounded), clear outside the picture; for turns, scales, a flip and a shear, of a
/// whole picture and of a part of a larger one; each row's pixels eight at a time with
/// AVX-512, then four with AVX2, then one at a time, as the processor allows.
@Test func aMovedPictureIsBilinearSamplingByDefinition() throws {
  var numbers = GradientCellTests.Numbers(state: 17)
  var picture = try PixelBuffer(width: 37, height: 23)
  for y in 0..<23 {
    for x in 0..<37 where numbers.next() < 0.8 {
      let a = UInt8(numbers.next() * 255)
      picture[x, y] = RGBA8(r: UInt8(numbers.next() * Double(a)), g: a / 2, b: a, a: a)
    }
  }
  let turn = 12.0 * Double.pi / 180
  let maps = [AffineMap(a: cos(turn), b: sin(turn), c: -sin(turn), d: cos(turn), tx: 9.3, ty: -4),
              AffineMap(a: 1.7, b: 0, c: 0, d: 0.6, tx: 2.5, ty: 3),
              AffineMap(a: -1, b: 0, c: 0, d: 1, tx: 37, ty: 0),
              AffineMap(a: 1, b: 0.3, c: 0.45, d: 1, tx: -6, ty: 1.25)]
  for (index, map) in maps.enumerated() {
    for area in [IntRect(x: 0, y: 0, width: 37, height: 23),
                 IntRect(x: 11, y: -5, width: 37, height: 23)] {
      let target = IntRect(x: area.x - 10, y: area.y - 12, width: 70, height: 60)
      let moved = try picture.transformed(by: map, at: area, onto: target)
      let inverse = try #require(map.inverted)
      for y in target.y..<target.maxY {
        for x in target.x..<target.maxX {
          let cx = Double(x) + 0.5, cy = Double(y) + 0.5
          let u = inverse.a * cx + inverse.c * cy + inverse.tx - 0.5
          let v = inverse.b * cx + inverse.d * cy + inverse.ty - 0.5
          var expected = RGBA8(r: 0, g: 0, b: 0, a: 0)
          if u > Double(area.x) - 1, v > Double(area.y) - 1, u < Double(area.maxX),
             v < Double(area.maxY) {
            let iu = Int(u.rounded(.down)), iv = Int(v.rounded(.down))
            let fu = Int((u - Double(iu)) * 256 + 0.5), fv = Int((v - Double(iv)) * 256 + 0.5)
            var sum = [0, 0, 0, 0]
            for (sx, sy, w) in [(iu, iv, (256 - fu) * (256 - fv)), (iu + 1, iv, fu * (256 - fv)),
                                (iu, iv + 1, (256 - fu) * fv), (iu + 1, iv + 1, fu * fv)] {
              let lx = sx - area.x, ly = sy - area.y
              guard w > 0, lx >= 0, lx < area.width, ly >= 0, ly < area.height else { continue }
              let p = picture[lx, ly]
              for (k, c) in [p.r, p.g, p.b, p.a].enumerated() { sum[k] += Int(c) * w }
            }
            let bytes = sum.map { UInt8(($0 + 32768) >> 16) }
            expected = RGBA8(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes[3])
          }
          let got = moved[x - target.x, y - target.y]
          if got != expected {
            Issue.record("map \(index) area \(area) pixel (\(x), \(y)): \(got) not \(expected)")
            return
          }
        }
      }
    }
  }
}

/// Grey glyph masks drawn a row at a time in C (`drawGreyMask`: tint, clip, over) give each
/// pixel the paint scaled by its coverage, then by the clip's, blended over the canvas, as
/// the pixel loop did: at magnifications 1 and 3, with and without a rounded clip, in an
/// opaque and a translucent colour, partly off the canvas.
@Test func greyMasksBlendEachPixelByItsCoverage() throws {
  var numbers = GradientCellTests.Numbers(state: 29)
  var glyph = GreyMask(width: 23, height: 17)
  for i in glyph.coverage.indices where numbers.next() < 0.6 {
    glyph.coverage[i] = numbers.next() < 0.3 ? 255 : UInt8(numbers.next() * 255)
  }
  for (index, (m, clip, color, x, y)) in [
    (1, false, Color(red: 0.1, green: 0.2, blue: 0.9), 5, 7),
    (1, true, Color(red: 0.9, green: 0.5, blue: 0.1, opacity: 0.6), -4, 30),
    (3, true, Color(red: 0.2, green: 0.8, blue: 0.3), 10, 12),
    (3, false, Color(red: 0, green: 0, blue: 0, opacity: 0.4), 50, -9),
  ].enumerated() {
    let paper = Color(red: 0.9, green: 0.9, blue: 0.8)
    var canvas = try Canvas(width: 90, height: 70, background: paper)
    for py in 0..<70 {
      for px in 0..<90 where numbers.next() < 0.4 {
        canvas.buffer[px, py] = RGBA8(r: UInt8(numbers.next() * 255), g: 20, b: 90, a: 255)
      }
    }
    if clip { canvas.pushClip(.roundedRect(Rect(x: 3.5, y: 2, width: 70, height: 60),
                                            CornerRadii(topLeft: 25, topRight: 5, bottomRight: 30,
                                                        bottomLeft: 12))) }
    var expected = canvas
    canvas.drawGreyMask(glyph, x: x, y: y, magnification: m, color: color)
    let word = color.premultiplied.word
    let clipMask = expected.clips.last?.mask
    for py in 0..<70 {
      for px in 0..<90 {
        let gx = (px - x), gy = (py - y)
        guard gx >= 0, gy >= 0, gx < 23 * m, gy < 17 * m else { continue }
        let c = UInt32(glyph.coverage[(gy / m) * 23 + gx / m])
        guard c > 0 else { continue }
        var s = c == 255 ? word : Blend.scale(word, by: c)
        if let clipMask {
          let k = UInt32(clipMask.value(px, py))
          if k == 0 { continue }
          if k != 255 { s = Blend.scale(s, by: k) }
        }
        let d = expected.buffer[px, py].word, a = Blend.alpha(s)
        let out = a == 255 ? s : Blend.over(s, d, inverseAlpha: 255 - a)
        expected.buffer[px, py] = RGBA8(r: UInt8(out & 0xFF), g: UInt8(out >> 8 & 0xFF),
                                        b: UInt8(out >> 16 & 0xFF), a: UInt8(out >> 24))
      }
    }
    #expect(canvas.buffer.bytes == expected.buffer.bytes, "case \(index)")
  }
}

/// A picture masked by another (`masked(by:)`, in C, eight pixels at a time with AVX2) is
/// each byte times the mask's alpha over 255, rounded by `div255`, and left alone where the
/// mask is opaque.
@Test func aMaskedPictureIsEachByteTimesTheMasksAlpha() throws {
  var numbers = GradientCellTests.Numbers(state: 31)
  var picture = try PixelBuffer(width: 19, height: 7), mask = try PixelBuffer(width: 19, height: 7)
  for y in 0..<7 {
    for x in 0..<19 {
      let a = UInt8(numbers.next() * 255)
      picture[x, y] = RGBA8(r: UInt8(numbers.next() * Double(a)), g: a / 3, b: a, a: a)
      let k: UInt8 = x % 4 == 0 ? 255 : (x % 5 == 0 ? 0 : UInt8(numbers.next() * 255))
      // Colour bytes that are not the alpha: only the alpha may count.
      mask[x, y] = RGBA8(r: k / 2, g: UInt8(x * 9), b: UInt8(y * 31), a: k)
    }
  }
  let masked = picture.masked(by: mask)
  for y in 0..<7 {
    for x in 0..<19 {
      let p = picture[x, y], k = Int(mask[x, y].a)
      func scaled(_ c: UInt8) -> UInt8 { k == 255 ? c : UInt8(div255(Int(c) * k)) }
      #expect(masked[x, y] == RGBA8(r: scaled(p.r), g: scaled(p.g), b: scaled(p.b),
                                    a: scaled(p.a)), "pixel (\(x), \(y))")
    }
  }
}
