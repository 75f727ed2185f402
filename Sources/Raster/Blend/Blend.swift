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
      let byte = source & 0xFF
      if count >= 64 && source == byte &* 0x0101_0101 {
        // Four equal bytes (white, black): libc's memset uses the widest stores there are.
        _ = memset(pixels, Int32(byte), count * 4)
      } else {
        pixels.update(repeating: source, count: count)
      }
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

  /// Blends a constant source over `blocks` runs of eight pixels. Kept out of line so that it
  /// compiles to the same vector loop wherever it is called.
  @inline(never)
  static func blendBlocks(_ pixels: UnsafeMutablePointer<UInt32>, blocks: Int, source: UInt32,
                          inverse: UInt32) {
    // 32 bytes at a time as 16-bit lanes: even bytes in one vector (masked), odd bytes in
    // another (shifted), so no widening is needed; the rounding is the same as `over`'s. A
    // channel plus its scaled background never passes 255, so the 16-bit add cannot carry.
    let inv = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: inverse))
    let half = SIMD16<UInt16>(repeating: 128)
    let low = SIMD16<UInt16>(repeating: 0x00FF)
    let src = unsafeBitCast(SIMD8<UInt32>(repeating: source), to: SIMD16<UInt16>.self)
    let raw = UnsafeMutableRawPointer(pixels)
    var offset = 0
    for _ in 0..<blocks {
      let v = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt16>.self)
      let a = (v & low) &* inv &+ half
      let b = (v &>> 8) &* inv &+ half
      let qa = (a &+ (a &>> 8)) &>> 8
      let qb = (b &+ (b &>> 8)) &>> 8
      raw.storeBytes(of: (qa | (qb &<< 8)) &+ src, toByteOffset: offset, as: SIMD16<UInt16>.self)
      offset &+= 32
    }
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
