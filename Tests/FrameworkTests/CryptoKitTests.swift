import CryptoKit
import Foundation
import Testing

/// CryptoKit's hashes, HMAC, HKDF and ciphers against their published vectors: FIPS 180-4's
/// examples, RFC 1321, 3174, 2202, 4231, 5869, 3394 and 8439, and the AES-GCM test cases of
/// McGrew and Viega's GCM specification (which NIST's validation suite includes).
@Suite struct CryptoKitTests {
  static let abc448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
  static let abc896 = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn"
    + "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"

  // MARK: Hashes

  @Test(arguments: [
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    (abc448, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
  ])
  func sha256MatchesFIPS180Examples(message: String, digest: String) {
    #expect(hex(SHA256.hash(data: Data(message.utf8))) == digest)
  }

  @Test func sha256OfAMillionAsMatchesTheLongFIPS180Example() {
    let digest = SHA256.hash(data: Data(repeating: UInt8(ascii: "a"), count: 1_000_000))
    #expect(hex(digest) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test(arguments: [
    ("abc", "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded163"
      + "1a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7"),
    ("", "38b060a751ac96384cd9327eb1b1e36a21fdb71114be0743"
      + "4c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b"),
    (abc896, "09330c33f71147e83d192fc782cd1b4753111b173b3b05d2"
      + "2fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039"),
  ])
  func sha384MatchesFIPS180Examples(message: String, digest: String) {
    #expect(hex(SHA384.hash(data: Data(message.utf8))) == digest)
  }

  @Test(arguments: [
    ("abc", "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
      + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"),
    ("", "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
      + "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"),
    (abc896, "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
      + "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"),
  ])
  func sha512MatchesFIPS180Examples(message: String, digest: String) {
    #expect(hex(SHA512.hash(data: Data(message.utf8))) == digest)
  }

  @Test(arguments: [
    ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
    (abc448, "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
    (String(repeating: "01234567", count: 80), "dea356a2cddd90c7a7ecedc5ebb563934f460452"),
  ])
  func sha1MatchesRFC3174Tests(message: String, digest: String) {
    #expect(hex(Insecure.SHA1.hash(data: Data(message.utf8))) == digest)
  }

  @Test(arguments: [
    ("", "d41d8cd98f00b204e9800998ecf8427e"),
    ("a", "0cc175b9c0f1b6a831c399e269772661"),
    ("abc", "900150983cd24fb0d6963f7d28e17f72"),
    ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
    ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
    ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
     "d174ab98d277d9f5a5611c2c9f419d9f"),
    (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
  ])
  func md5MatchesRFC1321TestSuite(message: String, digest: String) {
    #expect(hex(Insecure.MD5.hash(data: Data(message.utf8))) == digest)
  }

  @Test func hashingInPiecesAcrossBlockBoundariesMatchesHashingAtOnce() {
    let message = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    func pieces<H: HashFunction>(_: H.Type) -> [Bool] {
      [1, 3, 55, 56, 63, 64, 65, 111, 112, 127, 128, 129, 999].map { cut in
        var hasher = H()
        hasher.update(data: message[..<cut])
        hasher.update(data: Data(message[cut...]))
        return hasher.finalize() == H.hash(data: message)
      }
    }
    #expect(!pieces(SHA256.self).contains(false))
    #expect(!pieces(SHA384.self).contains(false))
    #expect(!pieces(SHA512.self).contains(false))
    #expect(!pieces(Insecure.SHA1.self).contains(false))
    #expect(!pieces(Insecure.MD5.self).contains(false))
  }

  @Test func finalizingLeavesTheHasherOpenForMoreData() {
    var hasher = SHA256()
    hasher.update(data: Data("ab".utf8))
    _ = hasher.finalize()
    hasher.update(data: Data("c".utf8))
    #expect(hasher.finalize() == SHA256.hash(data: Data("abc".utf8)))
  }

  @Test func hashesAndDigestsHaveApplesSizes() {
    let sizes: [Int] = [SHA256.byteCount, SHA384.byteCount, SHA512.byteCount,
                        Insecure.SHA1.byteCount, Insecure.MD5.byteCount]
    #expect(sizes == [32, 48, 64, 20, 16])
    let blocks: [Int] = [SHA256.blockByteCount, SHA384.blockByteCount, SHA512.blockByteCount,
                         Insecure.SHA1.blockByteCount, Insecure.MD5.blockByteCount]
    #expect(blocks == [64, 128, 128, 64, 64])
    let digestSizes: [Int] = [SHA256Digest.byteCount, SHA384Digest.byteCount,
                              SHA512Digest.byteCount, Insecure.SHA1Digest.byteCount,
                              Insecure.MD5Digest.byteCount]
    #expect(digestSizes == [32, 48, 64, 20, 16])
    #expect(Array(SHA512.hash(data: [UInt8]())).count == 64)
    #expect(SHA256.hash(data: [UInt8]()).withUnsafeBytes { $0.count } == 32)
  }

  @Test func digestsDescribeThemselvesAsAppleDoes() {
    #expect(SHA256.hash(data: Data("abc".utf8)).description
      == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(Insecure.MD5.hash(data: Data("abc".utf8)).description
      == "MD5 digest: 900150983cd24fb0d6963f7d28e17f72")
    #expect(Insecure.SHA1.hash(data: Data()).description.hasPrefix("SHA1 digest: da39a3ee"))
  }

  @Test func digestsCompareWithEachOtherAndWithBytes() {
    let digest = SHA256.hash(data: Data("abc".utf8))
    #expect(digest == SHA256.hash(data: [UInt8]("abc".utf8)))
    #expect(digest != SHA256.hash(data: Data("abd".utf8)))
    #expect(digest == Data(digest))
    #expect(!(digest == Data(digest).dropLast()))
    #expect(Set([digest, SHA256.hash(data: Data("abc".utf8))]).count == 1)
  }

  /// The spellings of the corpus (gravatar, foodybite-networking, MARVEL): a digest as
  /// hexadecimal through `String(format:)`.
  @Test func digestsFormatAsHexadecimalTheWayAppsWriteIt() {
    let sha256 = SHA256.hash(data: Data("abc".utf8))
    #expect(sha256.compactMap { String(format: "%02x", $0) }.joined()
      == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    let md5 = Insecure.MD5.hash(data: Data("abc".utf8))
    #expect(md5.map { String(format: "%02hhx", $0) }.joined() == "900150983cd24fb0d6963f7d28e17f72")
    let password = "123@password$321"
    let sha512 = SHA512.hash(data: password.data(using: .utf8) ?? Data())
    #expect(sha512.compactMap { String(format: "%02x", $0) }.joined().count == 128)
  }

  // MARK: HMAC

  static let hiThere = [UInt8]("Hi There".utf8)
  static let jefe = [UInt8]("what do ya want for nothing?".utf8)
  static let largeKeyMessage =
    [UInt8]("Test Using Larger Than Block-Size Key - Hash Key First".utf8)

  @Test func hmacMatchesRFC4231TestCases() {
    let key1 = SymmetricKey(data: [UInt8](repeating: 0x0b, count: 20))
    #expect(hex(HMAC<SHA256>.authenticationCode(for: Self.hiThere, using: key1))
      == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    #expect(hex(HMAC<SHA384>.authenticationCode(for: Self.hiThere, using: key1))
      == "afd03944d84895626b0825f4ab46907f15f9dadbe4101ec6"
      + "82aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6")
    #expect(hex(HMAC<SHA512>.authenticationCode(for: Self.hiThere, using: key1))
      == "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cde"
      + "daa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854")
    let key2 = SymmetricKey(data: Data("Jefe".utf8))
    #expect(hex(HMAC<SHA256>.authenticationCode(for: Self.jefe, using: key2))
      == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    #expect(hex(HMAC<SHA512>.authenticationCode(for: Self.jefe, using: key2))
      == "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554"
      + "9758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737")
    // Test case 6: a key longer than a block is hashed first.
    let key6 = SymmetricKey(data: [UInt8](repeating: 0xaa, count: 131))
    #expect(hex(HMAC<SHA256>.authenticationCode(for: Self.largeKeyMessage, using: key6))
      == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    #expect(hex(HMAC<SHA384>.authenticationCode(for: Self.largeKeyMessage, using: key6))
      == "4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f"
      + "3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952")
  }

  @Test func hmacWithSHA1AndMD5MatchesRFC2202TestCases() {
    let key = SymmetricKey(data: Data("Jefe".utf8))
    #expect(hex(HMAC<Insecure.MD5>.authenticationCode(for: Self.jefe, using: key))
      == "750c783e6ab0b503eaa86e310a5db738")
    #expect(hex(HMAC<Insecure.SHA1>.authenticationCode(for: Self.jefe, using: key))
      == "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79")
    let md5Key = SymmetricKey(data: [UInt8](repeating: 0x0b, count: 16))
    #expect(hex(HMAC<Insecure.MD5>.authenticationCode(for: Self.hiThere, using: md5Key))
      == "9294727a3638bb1c13f48ef8158bfc9d")
  }

  @Test func hmacFedInPiecesMatchesTheOneCallCode() {
    let key = SymmetricKey(data: Data("Jefe".utf8))
    var authenticator = HMAC<SHA256>(key: key)
    authenticator.update(data: Self.jefe[..<10])
    authenticator.update(data: Data(Self.jefe[10...]))
    let code = authenticator.finalize()
    #expect(code == HMAC<SHA256>.authenticationCode(for: Self.jefe, using: key))
    #expect(code.byteCount == 32)
    #expect(code.description
      == "HMAC with SHA256: 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
  }

  @Test func hmacValidatesItsOwnCodesOnly() {
    let key = SymmetricKey(size: .bits256)
    let message = Data("transfer 100".utf8)
    let code = HMAC<SHA256>.authenticationCode(for: message, using: key)
    #expect(HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: message, using: key))
    #expect(HMAC<SHA256>.isValidAuthenticationCode(Data(code), authenticating: message,
                                                   using: key))
    #expect(message.withUnsafeBytes {
      HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: $0, using: key)
    })
    #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data("transfer 900".utf8),
                                                    using: key))
    #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: message,
                                                    using: SymmetricKey(size: .bits256)))
    #expect(!HMAC<SHA256>.isValidAuthenticationCode(Data(code).dropLast(), authenticating: message,
                                                    using: key))
  }

  // MARK: HKDF

  @Test func hkdfMatchesRFC5869TestCases() {
    let salt = bytes("000102030405060708090a0b0c")
    let info = bytes("f0f1f2f3f4f5f6f7f8f9")
    // Test case 1: SHA-256, with salt and info.
    let ikm1 = SymmetricKey(data: [UInt8](repeating: 0x0b, count: 22))
    #expect(hex(HKDF<SHA256>.extract(inputKeyMaterial: ikm1, salt: salt))
      == "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5")
    #expect(hex(HKDF<SHA256>.deriveKey(inputKeyMaterial: ikm1, salt: salt, info: info,
                                       outputByteCount: 42))
      == "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")
    // Test case 3: SHA-256, no salt, no info.
    let okm3 = "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879e"
      + "c3454e5f3c738d2d9d201395faa4b61a96c8"
    #expect(hex(HKDF<SHA256>.extract(inputKeyMaterial: ikm1, salt: [UInt8]?.none))
      == "19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04")
    #expect(hex(HKDF<SHA256>.deriveKey(inputKeyMaterial: ikm1, outputByteCount: 42)) == okm3)
    #expect(hex(HKDF<SHA256>.deriveKey(inputKeyMaterial: ikm1, info: Data(), outputByteCount: 42))
      == okm3)
    // Test case 4: SHA-1.
    let ikm4 = SymmetricKey(data: [UInt8](repeating: 0x0b, count: 11))
    let okm4 = HKDF<Insecure.SHA1>.deriveKey(inputKeyMaterial: ikm4, salt: salt, info: info,
                                             outputByteCount: 42)
    #expect(hex(okm4)
      == "085a01ea1b10f36933068b56efa5ad81a4f14b822f5b091568a9cdd4f155fda2c22e422478d305f3f896")
    #expect(okm4.bitCount == 336)
  }

  @Test func hkdfExpandOfExtractIsDeriveKey() {
    let ikm = SymmetricKey(data: Data("input key material".utf8))
    let salt = Data("salt".utf8)
    let info = Data("context".utf8)
    let prk = HKDF<SHA512>.extract(inputKeyMaterial: ikm, salt: salt)
    let expanded = HKDF<SHA512>.expand(pseudoRandomKey: prk, info: info, outputByteCount: 100)
    #expect(expanded == HKDF<SHA512>.deriveKey(inputKeyMaterial: ikm, salt: salt, info: info,
                                               outputByteCount: 100))
  }

  // MARK: Keys

  @Test func symmetricKeysHoldTheirBytesAndCompareByThem() {
    let key = SymmetricKey(data: bytes("000102030405060708090a0b0c0d0e0f"))
    #expect(key.bitCount == 128)
    #expect(key.withUnsafeBytes { Array($0) } == Array(0..<16))
    #expect(key == SymmetricKey(data: Data(0..<16)))
    #expect(key != SymmetricKey(data: Data(1..<17)))
    #expect(SymmetricKeySize.bits192.bitCount == 192)
    #expect(SymmetricKeySize(bitCount: 512).bitCount == 512)
  }

  @Test func newKeysAreRandomAndOfTheAskedSize() {
    let keys = (0..<4).map { _ in SymmetricKey(size: .bits256) }
    #expect(keys.allSatisfy { $0.bitCount == 256 })
    #expect(Set(keys.map { $0.withUnsafeBytes { Data($0) } }).count == 4)
    #expect(SymmetricKey(size: .bits128).bitCount == 128)
  }

  // MARK: AES-GCM

  static let gcmKey = "feffe9928665731c6d6a8f9467308308"
  static let gcmNonce = "cafebabefacedbaddecaf888"
  static let gcmPlaintext = "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
    + "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255"
  static let gcmPlaintext60 = String(gcmPlaintext.prefix(120))
  static let gcmAAD = "feedfacedeadbeeffeedfacedeadbeefabaddad2"

  /// The test cases of the GCM specification: key, nonce, plaintext, additional data,
  /// ciphertext, tag.
  @Test(arguments: [
    ("1", String(repeating: "00", count: 16), String(repeating: "00", count: 12), "", "", "",
     "58e2fccefa7e3061367f1d57a4e7455a"),
    ("2", String(repeating: "00", count: 16), String(repeating: "00", count: 12),
     String(repeating: "00", count: 16), "", "0388dace60b6a392f328c2b971b2fe78",
     "ab6e47d42cec13bdf53a67b21257bddf"),
    ("3", gcmKey, gcmNonce, gcmPlaintext, "",
     "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
       + "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985",
     "4d5c2af327cd64a62cf35abd2ba6fab4"),
    ("4", gcmKey, gcmNonce, gcmPlaintext60, gcmAAD,
     "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
       + "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091",
     "5bc94fbc3221a5db94fae95ae7121a47"),
    ("6", gcmKey,
     "9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728"
       + "c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b",
     gcmPlaintext60, gcmAAD,
     "8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca7"
       + "01e4a9a4fba43c90ccdcb281d48c7c6fd62875d2aca417034c34aee5",
     "619cc5aefffe0bfa462af43c1699d050"),
    ("8", String(repeating: "00", count: 24), String(repeating: "00", count: 12),
     String(repeating: "00", count: 16), "", "98e7247c07f0fe411c267e4384b0f600",
     "2ff58d80033927ab8ef4d4587514f0fb"),
    ("13", String(repeating: "00", count: 32), String(repeating: "00", count: 12), "", "", "",
     "530f8afbc74536b9a963b4f1c4cb738b"),
    ("14", String(repeating: "00", count: 32), String(repeating: "00", count: 12),
     String(repeating: "00", count: 16), "", "cea7403d4d606b6e074ec5d3baf39d18",
     "d0d1c8a799996bf0265b98b5d48ab919"),
    ("16", gcmKey + gcmKey, gcmNonce, gcmPlaintext60, gcmAAD,
     "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
       + "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662",
     "76fc6ece0f4e1768cddf8853bb2d551b"),
  ])
  func aesGCMMatchesTheGCMSpecificationTestCases(
    _ testCase: String, key: String, nonce: String, plaintext: String, aad: String,
    ciphertext: String, tag: String
  ) throws {
    let key = SymmetricKey(data: bytes(key))
    let nonce = try AES.GCM.Nonce(data: bytes(nonce))
    let box = try AES.GCM.seal(bytes(plaintext), using: key, nonce: nonce,
                               authenticating: bytes(aad))
    #expect(hex(box.ciphertext) == ciphertext, "test case \(testCase)")
    #expect(hex(box.tag) == tag, "test case \(testCase)")
    #expect(hex(box.nonce) == hex(nonce))
    #expect(try AES.GCM.open(box, using: key, authenticating: bytes(aad)) == Data(bytes(plaintext)))
    // Only a 12-byte nonce has a combined representation.
    #expect((box.combined != nil) == (hex(nonce).count == 24), "test case \(testCase)")
  }

  @Test func aesGCMCombinedBytesRoundTrip() throws {
    let key = SymmetricKey(size: .bits256)
    let message = Data("Meet at noon".utf8)
    let box = try AES.GCM.seal(message, using: key)
    let combined = try #require(box.combined)
    #expect(combined.count == 12 + message.count + 16)
    let reopened = try AES.GCM.SealedBox(combined: combined)
    #expect(try AES.GCM.open(reopened, using: key) == message)
    let rebuilt = try AES.GCM.SealedBox(nonce: box.nonce, ciphertext: box.ciphertext, tag: box.tag)
    #expect(try AES.GCM.open(rebuilt, using: key) == message)
    // Two seals of one message use two random nonces.
    #expect(try AES.GCM.seal(message, using: key).combined != combined)
  }

  @Test func aesGCMRejectsChangedDataWrongKeysAndBadSizes() throws {
    let key = SymmetricKey(size: .bits128)
    let box = try AES.GCM.seal(Data("secret".utf8), using: key, authenticating: Data("hdr".utf8))
    var tampered = try #require(box.combined)
    tampered[13] ^= 1
    #expect(throws: CryptoKitError.authenticationFailure) {
      try AES.GCM.open(AES.GCM.SealedBox(combined: tampered), using: key,
                       authenticating: Data("hdr".utf8))
    }
    #expect(throws: CryptoKitError.authenticationFailure) {
      try AES.GCM.open(box, using: key, authenticating: Data("HDR".utf8))
    }
    #expect(throws: CryptoKitError.authenticationFailure) {
      try AES.GCM.open(box, using: SymmetricKey(size: .bits128), authenticating: Data("hdr".utf8))
    }
    #expect(throws: CryptoKitError.incorrectKeySize) {
      try AES.GCM.seal(Data(), using: SymmetricKey(size: SymmetricKeySize(bitCount: 136)))
    }
    #expect(throws: CryptoKitError.incorrectParameterSize) {
      try AES.GCM.Nonce(data: [UInt8](repeating: 0, count: 8))
    }
    #expect(throws: CryptoKitError.incorrectParameterSize) {
      try AES.GCM.SealedBox(combined: [UInt8](repeating: 0, count: 27))
    }
    #expect(throws: CryptoKitError.incorrectParameterSize) {
      try AES.GCM.SealedBox(nonce: AES.GCM.Nonce(), ciphertext: Data(), tag: Data(count: 12))
    }
  }

  // MARK: AES key wrap

  @Test(arguments: [
    ("000102030405060708090a0b0c0d0e0f", "00112233445566778899aabbccddeeff",
     "1fa68b0a8112b447aef34bd8fb5a7b829d3e862371d2cfe5"),
    ("000102030405060708090a0b0c0d0e0f1011121314151617", "00112233445566778899aabbccddeeff",
     "96778b25ae6ca435f92b5b97c050aed2468ab8a17ad84e5d"),
    ("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
     "00112233445566778899aabbccddeeff000102030405060708090a0b0c0d0e0f",
     "28c9f404c4b810f4cbccb35cfb87f8263f5786e2d80ed326cbc7f0e71a99f43bfb988b9b7a02dd21"),
  ])
  func aesKeyWrapMatchesRFC3394TestVectors(kek: String, keyData: String, wrapped: String) throws {
    let kek = SymmetricKey(data: bytes(kek))
    let key = SymmetricKey(data: bytes(keyData))
    #expect(hex(try AES.KeyWrap.wrap(key, using: kek)) == wrapped)
    #expect(try AES.KeyWrap.unwrap(bytes(wrapped), using: kek) == key)
  }

  @Test func aesKeyUnwrapRejectsTheWrongKeyEncryptionKey() throws {
    let wrapped = try AES.KeyWrap.wrap(SymmetricKey(size: .bits256),
                                       using: SymmetricKey(size: .bits256))
    #expect(throws: CryptoKitError.unwrapFailure) {
      try AES.KeyWrap.unwrap(wrapped, using: SymmetricKey(size: .bits256))
    }
  }

  // MARK: ChaChaPoly

  @Test func chaChaPolyMatchesRFC8439AEADExample() throws {
    let plaintext = "Ladies and Gentlemen of the class of '99: If I could offer you only one tip "
      + "for the future, sunscreen would be it."
    let key = SymmetricKey(data: Data(0x80...0x9f))
    let nonce = try ChaChaPoly.Nonce(data: bytes("070000004041424344454647"))
    let aad = bytes("50515253c0c1c2c3c4c5c6c7")
    let box = try ChaChaPoly.seal(Data(plaintext.utf8), using: key, nonce: nonce,
                                  authenticating: aad)
    #expect(hex(box.ciphertext)
      == "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d6"
      + "3dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b36"
      + "92ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc"
      + "3ff4def08e4b7a9de576d26586cec64b6116")
    #expect(hex(box.tag) == "1ae10b594f09e26a7e902ecbd0600691")
    #expect(box.combined.count == 12 + plaintext.utf8.count + 16)
    #expect(try ChaChaPoly.open(box, using: key, authenticating: aad) == Data(plaintext.utf8))
    #expect(throws: CryptoKitError.authenticationFailure) {
      try ChaChaPoly.open(box, using: key)
    }
  }

  @Test func chaChaPolyRoundTripsAndRejectsBadSizes() throws {
    let key = SymmetricKey(size: .bits256)
    let message = Data((0..<300).map { UInt8(truncatingIfNeeded: $0) })
    let box = try ChaChaPoly.seal(message, using: key)
    #expect(try ChaChaPoly.open(ChaChaPoly.SealedBox(combined: box.combined), using: key)
      == message)
    #expect(throws: CryptoKitError.incorrectKeySize) {
      try ChaChaPoly.seal(message, using: SymmetricKey(size: .bits128))
    }
    #expect(throws: CryptoKitError.incorrectParameterSize) {
      try ChaChaPoly.Nonce(data: [UInt8](repeating: 0, count: 16))
    }
  }
}

/// The bytes of a hexadecimal string.
private func bytes(_ hex: String) -> [UInt8] {
  let digits = Array(hex.utf8)
  return stride(from: 0, to: digits.count, by: 2).map { index in
    UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) ?? 0
  }
}

/// Bytes as lowercase hexadecimal.
private func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
  bytes.map { String(format: "%02x", $0) }.joined()
}

/// A key's bytes as lowercase hexadecimal.
private func hex(_ key: SymmetricKey) -> String { key.withUnsafeBytes { hex($0) } }
