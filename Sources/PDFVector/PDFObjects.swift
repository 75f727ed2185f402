// PDF's object syntax (ISO 32000-1, section 7): numbers, names, strings, arrays, dictionaries,
// references and streams, read from a file's bytes. The objects are found by scanning for
// `n g obj` rather than trusting the cross-reference table (files an app's designers export
// are small, and a broken table must not stop a picture); a later definition of a number wins,
// as an incremental update's does. Objects packed in object streams (PDF 1.5) are read from
// there. Every read is bounded: a file that nests, loops or inflates without end is refused by
// name, never followed for ever.

import PNGCodec

/// A PDF object.
public indirect enum PDFObject: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string([UInt8])
  case name(String)
  case array([PDFObject])
  case dictionary([String: PDFObject])
  /// A reference to object `number` (generation ignored).
  case reference(Int)
  /// A stream: its dictionary and its bytes as stored (still encoded).
  case stream([String: PDFObject], [UInt8])

  var number: Double? {
    if case .number(let value) = self, value.isFinite { return value }
    return nil
  }
  var name: String? {
    if case .name(let value) = self { return value }
    return nil
  }
  var array: [PDFObject]? {
    if case .array(let value) = self { return value }
    return nil
  }
  /// The dictionary of a dictionary or of a stream.
  var dictionary: [String: PDFObject]? {
    switch self {
    case .dictionary(let value), .stream(let value, _): return value
    default: return nil
    }
  }
}

/// What one PDF may make Cellshot allocate.
public struct PDFLimits: Sendable {
  /// The most bytes one stream may inflate to.
  public var maxStreamBytes: Int
  /// The most pixels one picture in the page may have.
  public var maxPicturePixels: Int

  public init(maxStreamBytes: Int, maxPicturePixels: Int) {
    self.maxStreamBytes = maxStreamBytes
    self.maxPicturePixels = maxPicturePixels
  }

  /// 64 MB streams and pictures of 2^26 pixels (Cellshot's largest canvas).
  public static let standard = PDFLimits(maxStreamBytes: 64 << 20, maxPicturePixels: 1 << 26)
}

/// Why a PDF cannot be read.
public struct PDFError: Error, Sendable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// Reads tokens and objects from bytes.
struct PDFLexer {
  let bytes: [UInt8]
  var position: Int
  /// How deep arrays and dictionaries may nest.
  static let maxNesting = 64

  init(_ bytes: [UInt8], at position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  static func isWhite(_ c: UInt8) -> Bool {
    c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 || c == 0x0C || c == 0x00
  }
  static func isDelimiter(_ c: UInt8) -> Bool {
    // ( ) < > [ ] { } / %
    c == 0x28 || c == 0x29 || c == 0x3C || c == 0x3E || c == 0x5B || c == 0x5D || c == 0x7B
      || c == 0x7D || c == 0x2F || c == 0x25
  }

  var atEnd: Bool { position >= bytes.count }

  /// Skips white space and comments.
  mutating func skipWhite() {
    while position < bytes.count {
      let c = bytes[position]
      if Self.isWhite(c) {
        position += 1
      } else if c == 0x25 {
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
          position += 1
        }
      } else {
        return
      }
    }
  }

  /// A token that is not an object: a keyword (`obj`, `R`, an operator) or a delimiter that
  /// closes something (`]`, `>>`, `}`, `{`).
  enum Token {
    case object(PDFObject)
    case keyword(String)
    case end
  }

  /// The next token. Arrays and dictionaries are read whole.
  mutating func next(depth: Int = 0) throws(PDFError) -> Token {
    skipWhite()
    guard position < bytes.count else { return .end }
    let c = bytes[position]
    switch c {
    case 0x2F:  // /Name
      position += 1
      return .object(.name(readName()))
    case 0x28:
      return .object(.string(try readLiteralString()))
    case 0x3C:
      if position + 1 < bytes.count, bytes[position + 1] == 0x3C {
        position += 2
        return .object(try readDictionary(depth: depth + 1))
      }
      return .object(.string(try readHexString()))
    case 0x3E:
      if position + 1 < bytes.count, bytes[position + 1] == 0x3E {
        position += 2
        return .keyword(">>")
      }
      position += 1
      return .keyword(">")
    case 0x5B:
      position += 1
      return .object(try readArray(depth: depth + 1))
    case 0x5D, 0x7B, 0x7D, 0x29:
      position += 1
      return .keyword(String(UnicodeScalar(c)))
    default:
      let start = position
      while position < bytes.count, !Self.isWhite(bytes[position]),
            !Self.isDelimiter(bytes[position]) {
        position += 1
      }
      if position == start {  // a lone delimiter we do not know: skip it
        position += 1
        return .keyword(String(UnicodeScalar(c)))
      }
      let word = bytes[start..<position]
      if let number = Self.number(word) { return .object(.number(number)) }
      switch word.count {
      case 4 where word.elementsEqual("true".utf8): return .object(.bool(true))
      case 5 where word.elementsEqual("false".utf8): return .object(.bool(false))
      case 4 where word.elementsEqual("null".utf8): return .object(.null)
      default: return .keyword(String(decoding: word, as: UTF8.self))
      }
    }
  }

  /// The next token of a copy (for a look ahead).
  func nextToken() throws(PDFError) -> Token {
    var copy = self
    return try copy.next()
  }

  /// The next object, with `n g R` read as a reference; nil at a keyword or the end.
  mutating func object(depth: Int = 0) throws(PDFError) -> PDFObject? {
    guard depth <= Self.maxNesting else { throw PDFError("objects nest too deep") }
    guard case .object(let first) = try next(depth: depth) else { return nil }
    return try referenceAfter(first)
  }

  /// `value`, or the reference it starts (`n g R`).
  private mutating func referenceAfter(_ value: PDFObject) throws(PDFError) -> PDFObject {
    guard case .number(let n) = value, n >= 0, n == n.rounded(), n < 1e9 else { return value }
    let saved = position
    if case .object(.number(let g)) = try next(), g >= 0, g == g.rounded(),
       case .keyword("R") = try next() {
      return .reference(Int(n))
    }
    position = saved
    return value
  }

  private mutating func readArray(depth: Int) throws(PDFError) -> PDFObject {
    guard depth <= Self.maxNesting else { throw PDFError("arrays nest too deep") }
    var items: [PDFObject] = []
    while true {
      switch try next(depth: depth) {
      case .end: throw PDFError("an array is not closed")
      case .keyword("]"): return .array(items)
      case .keyword: continue  // stray keywords inside an array are ignored
      case .object(let value): items.append(try referenceAfter(value))
      }
    }
  }

  private mutating func readDictionary(depth: Int) throws(PDFError) -> PDFObject {
    guard depth <= Self.maxNesting else { throw PDFError("dictionaries nest too deep") }
    var entries: [String: PDFObject] = [:]
    while true {
      switch try next(depth: depth) {
      case .end: throw PDFError("a dictionary is not closed")
      case .keyword(">>"): return .dictionary(entries)
      case .keyword: continue
      case .object(.name(let key)):
        switch try next(depth: depth) {
        case .object(let value): entries[key] = try referenceAfter(value)
        case .keyword(">>"): return .dictionary(entries)
        case .keyword: continue
        case .end: throw PDFError("a dictionary is not closed")
        }
      case .object: continue  // a key that is not a name: skipped
      }
    }
  }

  mutating func readName() -> String {
    var out: [UInt8] = []
    while position < bytes.count, !Self.isWhite(bytes[position]),
          !Self.isDelimiter(bytes[position]) {
      let c = bytes[position]
      if c == 0x23, position + 2 < bytes.count, let h = Self.hex(bytes[position + 1]),
         let l = Self.hex(bytes[position + 2]) {
        out.append(h << 4 | l)
        position += 3
      } else {
        out.append(c)
        position += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private mutating func readLiteralString() throws(PDFError) -> [UInt8] {
    position += 1
    var out: [UInt8] = []
    var depth = 1
    while position < bytes.count {
      let c = bytes[position]
      position += 1
      switch c {
      case 0x5C:  // backslash
        guard position < bytes.count else { break }
        let e = bytes[position]
        position += 1
        switch e {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
          var value = Int(e - 0x30)
          for _ in 0..<2 where position < bytes.count
            && (0x30...0x37).contains(bytes[position]) {
            value = value * 8 + Int(bytes[position] - 0x30)
            position += 1
          }
          out.append(UInt8(truncatingIfNeeded: value))
        case 0x0D:
          if position < bytes.count, bytes[position] == 0x0A { position += 1 }
        case 0x0A: break
        default: out.append(e)
        }
      case 0x28:
        depth += 1
        out.append(c)
      case 0x29:
        depth -= 1
        if depth == 0 { return out }
        out.append(c)
      default:
        out.append(c)
      }
    }
    throw PDFError("a string is not closed")
  }

  private mutating func readHexString() throws(PDFError) -> [UInt8] {
    position += 1
    var out: [UInt8] = []
    var high: UInt8?
    while position < bytes.count {
      let c = bytes[position]
      position += 1
      if c == 0x3E {
        if let high { out.append(high << 4) }
        return out
      }
      guard let v = Self.hex(c) else { continue }
      if let h = high {
        out.append(h << 4 | v)
        high = nil
      } else {
        high = v
      }
    }
    throw PDFError("a hex string is not closed")
  }

  static func hex(_ c: UInt8) -> UInt8? {
    switch c {
    case 0x30...0x39: return c - 0x30
    case 0x41...0x46: return c - 0x41 + 10
    case 0x61...0x66: return c - 0x61 + 10
    default: return nil
    }
  }

  /// A PDF number (`12`, `-3.5`, `.5`, `4.`); nil for anything else.
  static func number(_ word: ArraySlice<UInt8>) -> Double? {
    guard let first = word.first, first == 0x2B || first == 0x2D || first == 0x2E
      || (0x30...0x39).contains(first) else { return nil }
    var value = 0.0, scale = 0.0, negative = false, digits = 0
    for (i, c) in zip(word.indices, word) {
      switch c {
      case 0x2B where i == word.startIndex: continue
      case 0x2D where i == word.startIndex: negative = true
      case 0x2E where scale == 0: scale = 1
      case 0x30...0x39:
        digits += 1
        if scale > 0 {
          scale /= 10
          value += Double(c - 0x30) * scale
        } else {
          value = value * 10 + Double(c - 0x30)
        }
      default: return nil
      }
    }
    guard digits > 0, value.isFinite else { return nil }
    return negative ? -value : value
  }
}

/// A PDF file's objects, by number.
public struct PDFFile: Sendable {
  /// The file, for messages.
  public let name: String
  let bytes: [UInt8]
  /// Where each object's definition starts (just after `n g obj`).
  var offsets: [Int: Int] = [:]
  /// Objects read out of object streams.
  var packed: [Int: PDFObject] = [:]

  /// Limits on what a file may make Cellshot do.
  public static let maxFileBytes = 64 << 20
  static let maxReferenceDepth = 32
  /// The most bytes one stream may inflate to.
  let maxStreamBytes: Int

  public init(bytes: [UInt8], name: String, limits: PDFLimits = .standard) throws(PDFError) {
    self.name = name
    self.bytes = bytes
    maxStreamBytes = limits.maxStreamBytes
    guard bytes.count <= Self.maxFileBytes else {
      throw PDFError("\(name): \(bytes.count) bytes is larger than a PDF Cellshot reads "
                     + "(\(Self.maxFileBytes >> 20) MB)")
    }
    guard !bytes.isEmpty else { throw PDFError("\(name) is empty") }
    guard bytes.starts(with: Array("%PDF-".utf8)) else {
      throw PDFError("\(name) is not a PDF (it does not start with %PDF-)")
    }
    indexObjects()
    try unpackObjectStreams()
  }

  /// Finds every `n g obj`.
  private mutating func indexObjects() {
    let o = UInt8(ascii: "o"), b = UInt8(ascii: "b"), j = UInt8(ascii: "j")
    var i = 0
    let n = bytes.count
    while i + 3 <= n {
      guard bytes[i] == o, bytes[i + 1] == b, bytes[i + 2] == j,
            i + 3 == n || PDFLexer.isWhite(bytes[i + 3]) || PDFLexer.isDelimiter(bytes[i + 3]),
            i > 0, PDFLexer.isWhite(bytes[i - 1])
      else {
        i += 1
        continue
      }
      // Back over "g" and "n".
      var k = i - 1
      while k > 0, PDFLexer.isWhite(bytes[k]) { k -= 1 }
      let gEnd = k + 1
      while k >= 0, (0x30...0x39).contains(bytes[k]) { k -= 1 }
      let gStart = k + 1
      guard gStart < gEnd, k >= 0, PDFLexer.isWhite(bytes[k]) else {
        i += 3
        continue
      }
      while k > 0, PDFLexer.isWhite(bytes[k]) { k -= 1 }
      let nEnd = k + 1
      while k >= 0, (0x30...0x39).contains(bytes[k]) { k -= 1 }
      let nStart = k + 1
      if nStart < nEnd, nEnd - nStart <= 9,
         let number = Int(String(decoding: bytes[nStart..<nEnd], as: UTF8.self)) {
        offsets[number] = i + 3
      }
      i += 3
    }
  }

  /// Reads the objects packed in every object stream (`/Type /ObjStm`).
  private mutating func unpackObjectStreams() throws(PDFError) {
    for (number, _) in offsets.sorted(by: { $0.key < $1.key }) {
      guard case .stream(let dict, _)? = try? definition(number),
            dict["Type"]?.name == "ObjStm",
            let count = dict["N"]?.number, let first = dict["First"]?.number,
            count >= 0, count < 1_000_000, first >= 0
      else { continue }
      let data = try streamData(number)
      var lexer = PDFLexer(data)
      var entries: [(Int, Int)] = []
      for _ in 0..<Int(count) {
        guard case .number(let n)? = try lexer.object(),
              case .number(let offset)? = try lexer.object(),
              n >= 0, n < 1e9, offset >= 0, offset < Double(data.count)
        else { break }
        entries.append((Int(n), Int(first) + Int(offset)))
      }
      for (n, offset) in entries where offsets[n] == nil && packed[n] == nil {
        guard offset < data.count else { continue }
        var reader = PDFLexer(data, at: offset)
        if let value = try? reader.object() { packed[n] = value }
      }
    }
  }

  /// Object `number` as defined, references left as they are; `.null` when there is none.
  func definition(_ number: Int) throws(PDFError) -> PDFObject {
    if let value = packed[number] { return value }
    guard let offset = offsets[number] else { return .null }
    var lexer = PDFLexer(bytes, at: offset)
    guard let value = try lexer.object() else { return .null }
    guard case .dictionary(let dict) = value else { return value }
    let saved = lexer.position
    guard case .keyword("stream") = try lexer.next() else {
      lexer.position = saved
      return value
    }
    // The data starts after the end of line that follows `stream`.
    var start = lexer.position
    if start < bytes.count, bytes[start] == 0x0D { start += 1 }
    if start < bytes.count, bytes[start] == 0x0A { start += 1 }
    var stop: Int
    if let length = (try? lengthOf(dict)) ?? nil, length >= 0, start + length <= bytes.count,
       case .keyword("endstream")? = try? PDFLexer(bytes, at: start + length).nextToken() {
      stop = start + length
    } else if let found = Self.find(Array("endstream".utf8), in: bytes, from: start) {
      // Found by searching: the end of line before `endstream` is not data.
      stop = found
      while stop > start, bytes[stop - 1] == 0x0A || bytes[stop - 1] == 0x0D { stop -= 1 }
    } else {
      throw PDFError("\(name): object \(number)'s stream has no end")
    }
    return .stream(dict, Array(bytes[start..<stop]))
  }

  private func lengthOf(_ dict: [String: PDFObject]) throws(PDFError) -> Int? {
    guard let length = try resolve(dict["Length"]).number, length < 1e12 else { return nil }
    return Int(length)
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
    guard needle.count > 0, haystack.count >= needle.count else { return nil }
    var i = from
    while i + needle.count <= haystack.count {
      if haystack[i] == needle[0], haystack[i..<i + needle.count].elementsEqual(needle) {
        return i
      }
      i += 1
    }
    return nil
  }

  /// `object` with references followed (a chain of them, up to a depth).
  public func resolve(_ object: PDFObject?) throws(PDFError) -> PDFObject {
    var current = object ?? .null
    var depth = 0
    while case .reference(let n) = current {
      depth += 1
      guard depth <= Self.maxReferenceDepth else {
        throw PDFError("\(name): references loop (object \(n))")
      }
      current = try definition(n)
    }
    return current
  }

  /// The decoded bytes of object `number`'s stream.
  func streamData(_ number: Int) throws(PDFError) -> [UInt8] {
    guard case .stream(let dict, let raw) = try definition(number) else {
      throw PDFError("\(name): object \(number) is not a stream")
    }
    return try decode(dict, raw)
  }

  /// The names of a stream's filters, in order.
  func filters(_ dict: [String: PDFObject]) throws(PDFError) -> [String] {
    switch try resolve(dict["Filter"]) {
    case .name(let filter): return [filter]
    case .array(let list):
      var names: [String] = []
      for item in list { if let n = try resolve(item).name { names.append(n) } }
      return names
    default: return []
    }
  }

  /// A stream's bytes through its filters, except a picture's last filter (DCTDecode), which
  /// the caller decodes.
  func decode(_ dict: [String: PDFObject], _ raw: [UInt8], keepingImageFilter: Bool = false)
    throws(PDFError) -> [UInt8]
  {
    var data = raw
    let names = try filters(dict)
    let parms: [PDFObject]
    switch try resolve(dict["DecodeParms"]) {
    case .array(let list): parms = list
    case .dictionary(let d): parms = [.dictionary(d)]
    default: parms = []
    }
    for (index, filter) in names.enumerated() {
      switch filter {
      case "FlateDecode", "Fl":
        data = try inflate(data)
        let p = index < parms.count ? try resolve(parms[index]).dictionary ?? [:] : [:]
        data = try PDFPredictor.undo(data, p, file: name)
      case "ASCIIHexDecode", "AHx":
        var lexer = PDFLexer([0x3C] + data + [0x3E])
        guard case .object(.string(let bytes)) = try lexer.next() else { return [] }
        data = bytes
      case "DCTDecode" where keepingImageFilter && index == names.count - 1,
           "DCT" where keepingImageFilter && index == names.count - 1:
        return data
      default:
        throw PDFError("\(name): the \(filter) filter is not one Cellshot reads "
                       + "(FlateDecode, ASCIIHexDecode and, for pictures, DCTDecode)")
      }
    }
    return data
  }

  /// A Flate stream's bytes. A damaged stream gives what it holds before the damage, as PDF
  /// readers take it; one that inflates past `maxStreamBytes`, or to nothing, is refused.
  private func inflate(_ data: [UInt8]) throws(PDFError) -> [UInt8] {
    guard let (bytes, ending) = RawDeflate.inflate(data, maxBytes: maxStreamBytes) else {
      throw PDFError("\(name): a stream inflates past \(maxStreamBytes >> 20) MB")
    }
    if ending != .complete && bytes.isEmpty {
      throw PDFError("\(name): a Flate stream is broken")
    }
    return bytes
  }

  /// The first page's dictionary, with what it inherits from its parents (MediaBox,
  /// Resources) filled in.
  public func firstPage() throws(PDFError) -> [String: PDFObject] {
    var inherited: [String: PDFObject] = [:]
    var node = try resolve(try trailerRoot()?["Pages"])
    for _ in 0..<Self.maxReferenceDepth {
      guard let dict = node.dictionary else { break }
      for key in ["MediaBox", "CropBox", "Resources", "Rotate"] where dict[key] != nil {
        inherited[key] = dict[key]
      }
      if dict["Type"]?.name == "Page" || dict["Kids"] == nil {
        return dict.merging(inherited) { own, _ in own }
      }
      guard let kids = try resolve(dict["Kids"]).array, let first = kids.first else { break }
      node = try resolve(first)
    }
    // No page tree: the first object that says it is a page.
    for n in offsets.keys.sorted() {
      if let dict = try? definition(n).dictionary, dict["Type"]?.name == "Page" {
        return dict
      }
    }
    throw PDFError("\(name) has no page")
  }

  /// The catalog: the object the trailer names as Root, else the one whose Type is Catalog.
  private func trailerRoot() throws(PDFError) -> [String: PDFObject]? {
    if let at = Self.findLast(Array("trailer".utf8), in: bytes) {
      var lexer = PDFLexer(bytes, at: at + 7)
      if let trailer = try? lexer.object()?.dictionary,
         let root = try resolve(trailer["Root"]).dictionary {
        return root
      }
    }
    for n in offsets.keys.sorted() {
      if let dict = try? definition(n).dictionary, dict["Type"]?.name == "Catalog" {
        return dict
      }
    }
    for (_, value) in packed.sorted(by: { $0.key < $1.key }) {
      if let dict = value.dictionary, dict["Type"]?.name == "Catalog" { return dict }
    }
    // A cross-reference stream holds the trailer's entries.
    for n in offsets.keys.sorted() {
      if let dict = try? definition(n).dictionary, dict["Type"]?.name == "XRef",
         let root = try resolve(dict["Root"]).dictionary {
        return root
      }
    }
    return nil
  }

  private static func findLast(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    var i = haystack.count - needle.count
    while i >= 0 {
      if haystack[i] == needle[0], haystack[i..<i + needle.count].elementsEqual(needle) {
        return i
      }
      i -= 1
    }
    return nil
  }
}

/// Undoes a Flate stream's predictor (TIFF 2 or PNG 10-15), as `DecodeParms` asks.
enum PDFPredictor {
  static func undo(_ data: [UInt8], _ parms: [String: PDFObject], file: String)
    throws(PDFError) -> [UInt8]
  {
    let predictor = Int(parms["Predictor"]?.number ?? 1)
    guard predictor >= 2 else { return data }
    let colors = max(1, min(Int(parms["Colors"]?.number ?? 1), 32))
    let bits = max(1, min(Int(parms["BitsPerComponent"]?.number ?? 8), 16))
    let columns = max(1, min(Int(parms["Columns"]?.number ?? 1), 1 << 20))
    let bpp = max(1, (colors * bits + 7) / 8)
    let rowBytes = (colors * bits * columns + 7) / 8
    if predictor == 2 {
      guard bits == 8 else { throw PDFError("\(file): TIFF predictor on \(bits)-bit samples") }
      var out = data
      var i = 0
      while i < out.count {
        let rowEnd = min(out.count, i + rowBytes)
        var k = i + bpp
        while k < rowEnd {
          out[k] = out[k] &+ out[k - bpp]
          k += 1
        }
        i += rowBytes
      }
      return out
    }
    var out: [UInt8] = []
    out.reserveCapacity(data.count)
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var i = 0
    while i < data.count {
      let type = data[i]
      i += 1
      var row = Array(data[i..<min(data.count, i + rowBytes)])
      i += rowBytes
      if row.count < rowBytes { row += [UInt8](repeating: 0, count: rowBytes - row.count) }
      for k in 0..<rowBytes {
        let left = k >= bpp ? row[k - bpp] : 0
        let up = previous[k]
        let upLeft = k >= bpp ? previous[k - bpp] : 0
        switch type {
        case 1: row[k] = row[k] &+ left
        case 2: row[k] = row[k] &+ up
        case 3: row[k] = row[k] &+ UInt8((Int(left) + Int(up)) / 2)
        case 4:
          let p = Int(left) + Int(up) - Int(upLeft)
          let pa = abs(p - Int(left)), pb = abs(p - Int(up)), pc = abs(p - Int(upLeft))
          row[k] = row[k] &+ (pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft))
        default: break
        }
      }
      out += row
      previous = row
    }
    return out
  }
}
