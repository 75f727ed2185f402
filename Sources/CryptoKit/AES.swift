// The AES block cipher of FIPS 197, under CryptoKit's `AES`: the key schedule, and one block
// encrypted or decrypted with lookup tables (the 32-bit table form of Daemen and Rijmen's
// reference code). The modes built on it are in AES+GCM.swift and AES+KeyWrap.swift.

/// The Advanced Encryption Standard, as CryptoKit's `AES`: a namespace for its modes, `GCM`
/// and `KeyWrap`.
public enum AES {}

/// AES under one key, a 16-byte block at a time.
struct AESBlockCipher: Sendable {
  /// The encryption round keys: 4 words a round, and one more round's.
  private let encryptionKeys: [UInt32]
  /// The decryption round keys, in reverse order and with InvMixColumns applied to the middle
  /// rounds, for the equivalent inverse cipher (FIPS 197 section 5.3.5).
  private let decryptionKeys: [UInt32]
  private let rounds: Int

  /// The cipher under `key`: 16, 24 or 32 bytes, or it throws `incorrectKeySize`.
  init(key: SymmetricKey) throws {
    let keyWords = key.byteCount / 4
    guard [16, 24, 32].contains(key.byteCount) else { throw CryptoKitError.incorrectKeySize }
    rounds = keyWords + 6
    let tables = AESTables.shared
    // FIPS 197 section 5.2.
    var w = [UInt32](repeating: 0, count: 4 * (rounds + 1))
    for i in 0..<keyWords {
      w[i] = key.bytes[4 * i..<4 * i + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
    var roundConstant: UInt32 = 1
    for i in keyWords..<w.count {
      var temp = w[i - 1]
      if i % keyWords == 0 {
        temp = tables.substituted(temp.rotatedLeft(8)) ^ (roundConstant << 24)
        roundConstant = UInt32(xtime(UInt8(roundConstant)))
      } else if keyWords > 6 && i % keyWords == 4 {
        temp = tables.substituted(temp)
      }
      w[i] = w[i - keyWords] ^ temp
    }
    encryptionKeys = w
    var d = [UInt32](repeating: 0, count: w.count)
    for round in 0...rounds {
      for column in 0..<4 {
        let word = w[4 * (rounds - round) + column]
        d[4 * round + column] = round == 0 || round == rounds ? word
          : tables.inverseMixedColumn(word)
      }
    }
    decryptionKeys = d
  }

  /// Encrypts the 16 bytes at `block` in place.
  func encrypt(_ block: UnsafeMutableRawBufferPointer) {
    let tables = AESTables.shared
    let k = encryptionKeys
    var s0 = block.loadUnaligned(fromByteOffset: 0, as: UInt32.self).bigEndian ^ k[0]
    var s1 = block.loadUnaligned(fromByteOffset: 4, as: UInt32.self).bigEndian ^ k[1]
    var s2 = block.loadUnaligned(fromByteOffset: 8, as: UInt32.self).bigEndian ^ k[2]
    var s3 = block.loadUnaligned(fromByteOffset: 12, as: UInt32.self).bigEndian ^ k[3]
    tables.encryption.withUnsafeBufferPointer { t in
      for round in 1..<rounds {
        let r = 4 * round
        let t0 = tables.round(t, s0, s1, s2, s3) ^ k[r]
        let t1 = tables.round(t, s1, s2, s3, s0) ^ k[r + 1]
        let t2 = tables.round(t, s2, s3, s0, s1) ^ k[r + 2]
        let t3 = tables.round(t, s3, s0, s1, s2) ^ k[r + 3]
        s0 = t0; s1 = t1; s2 = t2; s3 = t3
      }
    }
    let r = 4 * rounds
    let sbox = tables.sbox
    store(tables.lastRound(sbox, s0, s1, s2, s3) ^ k[r], at: 0, in: block)
    store(tables.lastRound(sbox, s1, s2, s3, s0) ^ k[r + 1], at: 4, in: block)
    store(tables.lastRound(sbox, s2, s3, s0, s1) ^ k[r + 2], at: 8, in: block)
    store(tables.lastRound(sbox, s3, s0, s1, s2) ^ k[r + 3], at: 12, in: block)
  }

  /// Decrypts the 16 bytes at `block` in place.
  func decrypt(_ block: UnsafeMutableRawBufferPointer) {
    let tables = AESTables.shared
    let k = decryptionKeys
    var s0 = block.loadUnaligned(fromByteOffset: 0, as: UInt32.self).bigEndian ^ k[0]
    var s1 = block.loadUnaligned(fromByteOffset: 4, as: UInt32.self).bigEndian ^ k[1]
    var s2 = block.loadUnaligned(fromByteOffset: 8, as: UInt32.self).bigEndian ^ k[2]
    var s3 = block.loadUnaligned(fromByteOffset: 12, as: UInt32.self).bigEndian ^ k[3]
    tables.decryption.withUnsafeBufferPointer { t in
      for round in 1..<rounds {
        let r = 4 * round
        let t0 = tables.round(t, s0, s3, s2, s1) ^ k[r]
        let t1 = tables.round(t, s1, s0, s3, s2) ^ k[r + 1]
        let t2 = tables.round(t, s2, s1, s0, s3) ^ k[r + 2]
        let t3 = tables.round(t, s3, s2, s1, s0) ^ k[r + 3]
        s0 = t0; s1 = t1; s2 = t2; s3 = t3
      }
    }
    let r = 4 * rounds
    let inverse = tables.inverseSbox
    store(tables.lastRound(inverse, s0, s3, s2, s1) ^ k[r], at: 0, in: block)
    store(tables.lastRound(inverse, s1, s0, s3, s2) ^ k[r + 1], at: 4, in: block)
    store(tables.lastRound(inverse, s2, s1, s0, s3) ^ k[r + 2], at: 8, in: block)
    store(tables.lastRound(inverse, s3, s2, s1, s0) ^ k[r + 3], at: 12, in: block)
  }

  private func store(_ word: UInt32, at offset: Int, in block: UnsafeMutableRawBufferPointer) {
    block.storeBytes(of: word.bigEndian, toByteOffset: offset, as: UInt32.self)
  }
}

/// Multiplication by x (that is, 2) in AES's field, GF(2^8) modulo x^8 + x^4 + x^3 + x + 1.
func xtime(_ byte: UInt8) -> UInt8 { (byte << 1) ^ (byte & 0x80 != 0 ? 0x1b : 0) }

/// The S-boxes and round tables, computed once from the field's arithmetic rather than typed.
struct AESTables: Sendable {
  static let shared = AESTables()

  let sbox: [UInt8]
  let inverseSbox: [UInt8]
  /// Four tables of 256 words, one after the other: SubBytes and MixColumns for each row.
  let encryption: [UInt32]
  /// The same for InvSubBytes and InvMixColumns.
  let decryption: [UInt32]

  private init() {
    // The S-box walks the field's multiplicative group by powers of 3 and of its inverse, and
    // applies the affine map to each inverse (FIPS 197 section 5.1.1).
    var sbox = [UInt8](repeating: 0x63, count: 256)
    var p: UInt8 = 1
    var q: UInt8 = 1
    repeat {
      p = p ^ xtime(p)
      q ^= q << 1
      q ^= q << 2
      q ^= q << 4
      if q & 0x80 != 0 { q ^= 0x09 }
      let affine = q ^ q.rotatedLeft8(1) ^ q.rotatedLeft8(2) ^ q.rotatedLeft8(3)
        ^ q.rotatedLeft8(4)
      sbox[Int(p)] = affine ^ 0x63
    } while p != 1
    var inverseSbox = [UInt8](repeating: 0, count: 256)
    for index in 0..<256 { inverseSbox[Int(sbox[index])] = UInt8(index) }

    var encryption = [UInt32](repeating: 0, count: 1024)
    var decryption = [UInt32](repeating: 0, count: 1024)
    for index in 0..<256 {
      let s = sbox[index]
      let column = word(multiply(s, 2), s, s, multiply(s, 3))
      let i = inverseSbox[index]
      let inverse = word(multiply(i, 14), multiply(i, 9), multiply(i, 13), multiply(i, 11))
      for row in 0..<4 {
        encryption[256 * row + index] = row == 0 ? column : column.rotatedRight(UInt32(8 * row))
        decryption[256 * row + index] = row == 0 ? inverse
          : inverse.rotatedRight(UInt32(8 * row))
      }
    }
    self.sbox = sbox
    self.inverseSbox = inverseSbox
    self.encryption = encryption
    self.decryption = decryption
  }

  /// One middle round's column: the table words of the bytes on its diagonal.
  @inline(__always)
  func round(_ t: UnsafeBufferPointer<UInt32>, _ a: UInt32, _ b: UInt32, _ c: UInt32,
             _ d: UInt32) -> UInt32
  {
    t[Int(a &>> 24)] ^ t[256 + Int((b &>> 16) & 0xff)] ^ t[512 + Int((c &>> 8) & 0xff)]
      ^ t[768 + Int(d & 0xff)]
  }

  /// The last round's column: the bytes on its diagonal through `box`, without mixing.
  @inline(__always)
  func lastRound(_ box: [UInt8], _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
    word(box[Int(a &>> 24)], box[Int((b &>> 16) & 0xff)], box[Int((c &>> 8) & 0xff)],
         box[Int(d & 0xff)])
  }

  /// SubWord: the S-box applied to each byte of `word`.
  func substituted(_ word: UInt32) -> UInt32 {
    lastRound(sbox, word, word, word, word)
  }

  /// InvMixColumns of one column, for the decryption round keys.
  func inverseMixedColumn(_ column: UInt32) -> UInt32 {
    // The decryption tables undo SubBytes as well; feeding them S-box outputs leaves the mixing.
    let bytes = [column &>> 24, column &>> 16, column &>> 8, column].map {
      sbox[Int($0 & 0xff)]
    }
    return decryption[Int(bytes[0])] ^ decryption[256 + Int(bytes[1])]
      ^ decryption[512 + Int(bytes[2])] ^ decryption[768 + Int(bytes[3])]
  }
}

/// The product of `a` and `b` in AES's field.
private func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
  var a = a
  var b = b
  var product: UInt8 = 0
  while b != 0 {
    if b & 1 != 0 { product ^= a }
    a = xtime(a)
    b >>= 1
  }
  return product
}

/// Four bytes as a big-endian word.
private func word(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8, _ b3: UInt8) -> UInt32 {
  UInt32(b0) << 24 | UInt32(b1) << 16 | UInt32(b2) << 8 | UInt32(b3)
}

extension UInt8 {
  fileprivate func rotatedLeft8(_ count: UInt8) -> UInt8 { (self << count) | (self >> (8 - count)) }
}
