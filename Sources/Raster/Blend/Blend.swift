import CRasterKernels
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Source-over blending of premultiplied RGBA8 in 32-bit words, two channels per multiply.
///
/// Every division by 255 rounds to nearest exactly (`div255`), so results are the same on every
/// machine and match the scalar formula `dst' = src + round(dst * (255 - srcAlpha) / 255)`.
enum Blend {
  /// Each channel of `pixel` times `k / 255` (k in 0...255), rounded exactly.
  @inline(__always)
  static func scale(_ pixel: UInt32, by k: UInt32) -> UInt32 {
    let rb = (pixel & 0x00FF_00FF) &* k &+ 0x0080_0080
    let ag = ((pixel >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
    let rbScaled = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    let agScaled = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    return rbScaled | (agScaled << 8)
  }

  /// `source` over `destination`, where `inverseAlpha` is 255 minus the source's alpha.
  @inline(__always)
  static func over(_ source: UInt32, _ destination: UInt32, inverseAlpha: UInt32) -> UInt32 {
    source &+ scale(destination, by: inverseAlpha)
  }

  /// The alpha byte of a pixel word, wherever the platform's byte order puts it.
  @inline(__always)
  static func alpha(_ word: UInt32) -> UInt32 {
    #if _endian(little)
    return word >> 24
    #else
    return word & 0xFF
    #endif
  }

  /// Blends `source` (a premultiplied word, alpha `sourceAlpha`) over `count` pixels.
  @inline(__always)
  static func fillSpan(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32,
                       sourceAlpha: UInt32) {
    if sourceAlpha == 255 {
      setWords(pixels, to: source, count: count)
      return
    }
    if sourceAlpha == 0 && source == 0 { return }
    let inverse = 255 - sourceAlpha
    let blocks = count / 8
    if blocks > 0 { blendBlocks(pixels, blocks: blocks, source: source, inverse: inverse) }
    var i = blocks * 8
    while i < count {
      pixels[i] = over(source, pixels[i], inverseAlpha: inverse)
      i += 1
    }
  }

  /// A row of a shadow or a glyph: for each value k of `plane` above 0, `paint` times k, times
  /// the clip's byte where `clip` is given, over the pixel (clamped to its alpha first when
  /// `clamp`), each rounded as `scale`. C's `cs_tint_over_row` where words are little-endian
  /// (its byte order), this loop elsewhere.
  static func tintOverRow(_ pixels: UnsafeMutablePointer<UInt32>, _ plane: UnsafePointer<UInt8>,
                          clip: UnsafePointer<UInt8>?, count: Int, paint: RGBA8, clamp: Bool) {
    #if _endian(little)
    withUnsafeBytes(of: (paint.r, paint.g, paint.b, paint.a)) { tint in
      cs_tint_over_row(pixels, plane, clip, count, tint.bindMemory(to: UInt8.self).baseAddress,
                       clamp ? 1 : 0)
    }
    #else
    for i in 0..<count where plane[i] != 0 {
      var word = scale(paint.word, by: UInt32(plane[i]))
      if let clip { word = scale(word, by: UInt32(clip[i])) }
      if clamp { word = Resampling.clampedToAlpha(word) }
      let a = alpha(word)
      pixels[i] = a == 255 ? word : over(word, pixels[i], inverseAlpha: 255 - a)
    }
    #endif
  }

  /// Sets `count` pixels (initialized or not: the words are trivial) to `word`.
  static func setWords(_ pixels: UnsafeMutablePointer<UInt32>, to word: UInt32, count: Int) {
    let byte = word & 0xFF
    if count >= 64 && word == byte &* 0x0101_0101 {
      // Four equal bytes (white, black): libc's memset uses the widest stores there are.
      _ = memset(pixels, Int32(byte), count * 4)
    } else {
      cs_fill_words(pixels, word, count)
    }
  }

  /// Blends a constant source over `blocks` runs of eight pixels. Kept out of line so that it
  /// compiles to the same vector loop wherever it is called.
  ///
  /// Each 16-bit lane holds one channel times the inverse alpha plus 128, `t`; `t * 257 >> 16`
  /// is `round(channel * inverse / 255)` exactly for every such `t` (the same identity as
  /// `(t + (t >> 8)) >> 8`), and it is one high-half multiply. Screens put translucent layers
  /// over long runs of one background colour, so when eight pixels equal the last pixel seen,
  /// the last result is stored again without the arithmetic.
  @inline(never)
  static func blendBlocks(_ pixels: UnsafeMutablePointer<UInt32>, blocks: Int, source: UInt32,
                          inverse: UInt32) {
    let inv = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: inverse))
    let half = SIMD8<UInt16>(repeating: 128)
    let low = SIMD8<UInt16>(repeating: 0x00FF)
    // 257, in a form the optimizer cannot see as a constant: a multiply by a constant is
    // rewritten into shifts and adds on 32-bit lanes, which is slower than the one high-half
    // multiply (`pmulhuw`) the widening multiply below becomes. `inverse` is at most 255.
    let m257 = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: 257 | (inverse >> 16)))
    let src = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD8<UInt16>.self)
    @inline(__always)
    func blend(_ v: SIMD8<UInt16>) -> SIMD8<UInt16> {
      let a = (v & low) &* inv &+ half
      let b = (v &>> 8) &* inv &+ half
      return (highHalf(a, m257) | (highHalf(b, m257) &<< 8)) &+ src
    }
    let raw = UnsafeMutableRawPointer(pixels)
    var lastIn = SIMD4<UInt32>(repeating: ~pixels[0])
    var lastOut = SIMD4<UInt32>(repeating: 0)
    var offset = 0
    @inline(__always)
    func blendBlock(_ offset: Int) {
      let v0 = raw.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
      let v1 = raw.loadUnaligned(fromByteOffset: offset + 16, as: SIMD4<UInt32>.self)
      if all((v0 .== lastIn) .& (v1 .== lastIn)) {
        raw.storeBytes(of: lastOut, toByteOffset: offset, as: SIMD4<UInt32>.self)
        raw.storeBytes(of: lastOut, toByteOffset: offset + 16, as: SIMD4<UInt32>.self)
      } else {
        let r0 = unsafeBitCast(blend(unsafeBitCast(v0, to: SIMD8<UInt16>.self)), to: SIMD4<UInt32>.self)
        let r1 = unsafeBitCast(blend(unsafeBitCast(v1, to: SIMD8<UInt16>.self)), to: SIMD4<UInt32>.self)
        raw.storeBytes(of: r0, toByteOffset: offset, as: SIMD4<UInt32>.self)
        raw.storeBytes(of: r1, toByteOffset: offset + 16, as: SIMD4<UInt32>.self)
        lastIn = SIMD4(repeating: v1[3])
        lastOut = SIMD4(repeating: r1[3])
      }
    }
    // Sixteen pixels at a time while the destination repeats, eight otherwise.
    var remaining = blocks
    while remaining >= 2 {
      let v0 = raw.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
      let v1 = raw.loadUnaligned(fromByteOffset: offset + 16, as: SIMD4<UInt32>.self)
      let v2 = raw.loadUnaligned(fromByteOffset: offset + 32, as: SIMD4<UInt32>.self)
      let v3 = raw.loadUnaligned(fromByteOffset: offset + 48, as: SIMD4<UInt32>.self)
      if all((v0 .== lastIn) .& (v1 .== lastIn) .& (v2 .== lastIn) .& (v3 .== lastIn)) {
        raw.storeBytes(of: lastOut, toByteOffset: offset, as: SIMD4<UInt32>.self)
        raw.storeBytes(of: lastOut, toByteOffset: offset + 16, as: SIMD4<UInt32>.self)
        raw.storeBytes(of: lastOut, toByteOffset: offset + 32, as: SIMD4<UInt32>.self)
        raw.storeBytes(of: lastOut, toByteOffset: offset + 48, as: SIMD4<UInt32>.self)
      } else {
        let r0 = unsafeBitCast(blend(unsafeBitCast(v0, to: SIMD8<UInt16>.self)), to: SIMD4<UInt32>.self)
        let r1 = unsafeBitCast(blend(unsafeBitCast(v1, to: SIMD8<UInt16>.self)), to: SIMD4<UInt32>.self)
        let r2 = unsafeBitCast(blend(unsafeBitCast(v2, to: SIMD8<UInt16>.self)), to: SIMD4<UInt32>.self)
        let r3 = unsafeBitCast(blend(unsafeBitCast(v3, to: SIMD8<UInt16>.self)), to: SIMD4<UInt32>.self)
        raw.storeBytes(of: r0, toByteOffset: offset, as: SIMD4<UInt32>.self)
        raw.storeBytes(of: r1, toByteOffset: offset + 16, as: SIMD4<UInt32>.self)
        raw.storeBytes(of: r2, toByteOffset: offset + 32, as: SIMD4<UInt32>.self)
        raw.storeBytes(of: r3, toByteOffset: offset + 48, as: SIMD4<UInt32>.self)
        lastIn = SIMD4(repeating: v3[3])
        lastOut = SIMD4(repeating: r3[3])
      }
      offset &+= 64
      remaining -= 2
    }
    if remaining == 1 { blendBlock(offset) }
  }

  /// Blends each of `count` premultiplied words of `source` over the word of `pixels` at the
  /// same place: `over` word by word (in C, four at a time: `cs_over_row`, the same integers).
  /// With `clamp`, each source channel is first held to its alpha, as
  /// `Resampling.clampedToAlpha` does (a filtered picture's rounding can leave one above it).
  static func overRow(_ pixels: UnsafeMutablePointer<UInt32>, _ source: UnsafePointer<UInt32>,
                      count: Int, clamp: Bool) {
    #if _endian(little)
    cs_over_row(pixels, source, count, clamp ? 1 : 0)
    #else
    for i in 0..<count {
      let word = clamp ? Resampling.clampedToAlpha(source[i]) : source[i]
      let a = alpha(word)
      pixels[i] = a == 255 ? word : over(word, pixels[i], inverseAlpha: 255 - a)
    }
    #endif
  }

  /// The high 16 bits of each lane's 32-bit product (`pmulhuw` on x86).
  @inline(__always)
  static func highHalf(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
    narrow((widen(a) &* widen(b)) &>> 16)
  }

  /// The high 16 bits of each lane's signed 32-bit product (`pmulhw` on x86).
  @inline(__always)
  static func highHalf(_ a: SIMD8<Int16>, _ b: SIMD8<Int16>) -> SIMD8<Int16> {
    @inline(__always) func lane(_ i: Int) -> Int16 {
      Int16(truncatingIfNeeded: (Int32(a[i]) &* Int32(b[i])) &>> 16)
    }
    return SIMD8(lane(0), lane(1), lane(2), lane(3), lane(4), lane(5), lane(6), lane(7))
  }

  /// Adds neighbouring products: (a0 b0 + a1 b1, a2 b2 + a3 b3, ...) in 32 bits
  /// (`pmaddwd` on x86). Written element by element so that it always inlines.
  @inline(__always)
  static func multiplyAddPairs(_ a: SIMD8<Int16>, _ b: SIMD8<Int16>) -> SIMD4<Int32> {
    let even = SIMD4(Int32(a[0]), Int32(a[2]), Int32(a[4]), Int32(a[6]))
      &* SIMD4(Int32(b[0]), Int32(b[2]), Int32(b[4]), Int32(b[6]))
    let odd = SIMD4(Int32(a[1]), Int32(a[3]), Int32(a[5]), Int32(a[7]))
      &* SIMD4(Int32(b[1]), Int32(b[3]), Int32(b[5]), Int32(b[7]))
    return even &+ odd
  }

  // Lane conversions written out element by element. The standard library's generic
  // `init(truncatingIfNeeded:)` is not always inlined (it depends on how many places use
  // it), and a call hides from the optimizer that the values fit in 16 bits, which turns a
  // high-half multiply into an emulated 32-bit one. These always inline to one vector op.

  @inline(__always)
  static func widen(_ a: SIMD8<UInt16>) -> SIMD8<UInt32> {
    SIMD8(UInt32(a[0]), UInt32(a[1]), UInt32(a[2]), UInt32(a[3]),
          UInt32(a[4]), UInt32(a[5]), UInt32(a[6]), UInt32(a[7]))
  }

  @inline(__always)
  static func narrow(_ a: SIMD8<UInt32>) -> SIMD8<UInt16> {
    SIMD8(UInt16(truncatingIfNeeded: a[0]), UInt16(truncatingIfNeeded: a[1]),
          UInt16(truncatingIfNeeded: a[2]), UInt16(truncatingIfNeeded: a[3]),
          UInt16(truncatingIfNeeded: a[4]), UInt16(truncatingIfNeeded: a[5]),
          UInt16(truncatingIfNeeded: a[6]), UInt16(truncatingIfNeeded: a[7]))
  }

  /// Lanes known to be 0...255, as bytes.
  @inline(__always)
  static func narrowToBytes(_ v: SIMD8<Int16>) -> SIMD8<UInt8> {
    SIMD8(UInt8(truncatingIfNeeded: v[0]), UInt8(truncatingIfNeeded: v[1]),
          UInt8(truncatingIfNeeded: v[2]), UInt8(truncatingIfNeeded: v[3]),
          UInt8(truncatingIfNeeded: v[4]), UInt8(truncatingIfNeeded: v[5]),
          UInt8(truncatingIfNeeded: v[6]), UInt8(truncatingIfNeeded: v[7]))
  }

  @inline(__always)
  static func narrowToBytes(_ a: SIMD8<UInt32>) -> SIMD8<UInt8> {
    SIMD8(UInt8(truncatingIfNeeded: a[0]), UInt8(truncatingIfNeeded: a[1]),
          UInt8(truncatingIfNeeded: a[2]), UInt8(truncatingIfNeeded: a[3]),
          UInt8(truncatingIfNeeded: a[4]), UInt8(truncatingIfNeeded: a[5]),
          UInt8(truncatingIfNeeded: a[6]), UInt8(truncatingIfNeeded: a[7]))
  }

  /// Blends `source` over `count` pixels, each scaled first by a mask value.
  @inline(__always)
  static func fillSpan(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32,
                       mask: UnsafePointer<UInt8>) {
    for i in 0..<count {
      let m = UInt32(mask[i])
      if m == 0 { continue }
      let s = m == 255 ? source : scale(source, by: m)
      let a = alpha(s)
      pixels[i] = a == 255 ? s : over(s, pixels[i], inverseAlpha: 255 - a)
    }
  }
}
