// A font's pair kerning, read from its own tables: GPOS's pair adjustments (lookup type 2,
// formats 1 and 2, directly or through type 9 extensions) under the `kern` feature, else the
// legacy `kern` table's format 0 subtables. Only the first glyph's horizontal advance is read
// (what Latin kerning is made of). Every offset and count is checked against the table's
// length and bounded, so a broken table gives fewer pairs, never a crash or a huge allocation.

/// The pair adjustments of one font, in font units, by glyph index.
struct PairKerning: Sendable {
  /// The glyphs a subtable applies to (OpenType's Coverage table): each glyph's index into the
  /// subtable's records.
  struct Coverage: Sendable {
    /// Format 1: sorted glyphs, their position the index.
    var glyphs: [UInt16] = []
    /// Format 2: sorted ranges (first, last, index of first).
    var ranges: [(first: UInt16, last: UInt16, start: Int)] = []

    func index(of glyph: UInt16) -> Int? {
      if !glyphs.isEmpty {
        var lo = 0, hi = glyphs.count - 1
        while lo <= hi {
          let mid = (lo + hi) / 2
          if glyphs[mid] == glyph { return mid }
          if glyphs[mid] < glyph { lo = mid + 1 } else { hi = mid - 1 }
        }
        return nil
      }
      var lo = 0, hi = ranges.count - 1
      while lo <= hi {
        let mid = (lo + hi) / 2
        let range = ranges[mid]
        if glyph < range.first { hi = mid - 1 } else if glyph > range.last { lo = mid + 1 } else {
          return range.start + Int(glyph - range.first)
        }
      }
      return nil
    }
  }

  /// A glyph's class (OpenType's ClassDef table); 0 for a glyph it does not list.
  struct ClassDef: Sendable {
    var start: UInt16 = 0
    var classes: [UInt16] = []
    var ranges: [(first: UInt16, last: UInt16, value: UInt16)] = []

    func value(of glyph: UInt16) -> Int {
      if !classes.isEmpty {
        guard glyph >= start, Int(glyph - start) < classes.count else { return 0 }
        return Int(classes[Int(glyph - start)])
      }
      var lo = 0, hi = ranges.count - 1
      while lo <= hi {
        let mid = (lo + hi) / 2
        let range = ranges[mid]
        if glyph < range.first { hi = mid - 1 } else if glyph > range.last { lo = mid + 1 } else {
          return Int(range.value)
        }
      }
      return 0
    }
  }

  enum Subtable: Sendable {
    /// Format 1: for each covered first glyph, its second glyphs (sorted) and adjustments.
    case pairs(Coverage, [[(second: UInt16, value: Int16)]])
    /// Format 2: the adjustment of each class pair, class2Count a row.
    case classes(Coverage, ClassDef, ClassDef, class2Count: Int, values: [Int16])
  }

  /// GPOS's kerning lookups, each its subtables in order.
  var lookups: [[Subtable]] = []
  /// The legacy `kern` table's pairs, by first glyph << 16 | second glyph.
  var legacy: [UInt32: Int16] = [:]

  var isEmpty: Bool { lookups.isEmpty && legacy.isEmpty }

  /// The most subtables, pairs and class pairs read from one font: past them the rest are
  /// left out (a real font has a few thousand pairs and a few hundred class pairs a subtable).
  static let maxSubtables = 4096
  static let maxPairs = 1 << 20
  static let maxClassPairs = 1 << 20

  /// How far `right` moves after `left`, in font units: the sum over the kerning lookups of
  /// the first subtable of each that has the pair, as OpenType applies them; without GPOS,
  /// the `kern` table's.
  func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
    if lookups.isEmpty { return Int(legacy[UInt32(left) << 16 | UInt32(right)] ?? 0) }
    var sum = 0
    for subtables in lookups {
      for subtable in subtables {
        switch subtable {
        case .pairs(let coverage, let sets):
          guard let i = coverage.index(of: left), i < sets.count else { continue }
          let set = sets[i]
          var lo = 0, hi = set.count - 1, found: Int16?
          while lo <= hi {
            let mid = (lo + hi) / 2
            if set[mid].second == right { found = set[mid].value; break }
            if set[mid].second < right { lo = mid + 1 } else { hi = mid - 1 }
          }
          guard let found else { continue }
          sum += Int(found)
        case .classes(let coverage, let first, let second, let class2Count, let values):
          guard coverage.index(of: left) != nil else { continue }
          let at = first.value(of: left) * class2Count + second.value(of: right)
          if at < values.count { sum += Int(values[at]) }
        }
        break
      }
    }
    return sum
  }

  /// Reads the kerning of a font from its GPOS and `kern` tables' bytes (either may be empty).
  init(gpos: [UInt8], kern: [UInt8]) {
    var reader = TableReader(bytes: gpos)
    lookups = reader.kerningLookups()
    if lookups.isEmpty {
      var legacyReader = TableReader(bytes: kern)
      legacy = legacyReader.legacyPairs()
    }
  }
}

/// Reads big-endian numbers at offsets in a table, every read checked (nil past the end).
struct TableReader {
  let bytes: [UInt8]
  var pairsRead = 0

  func u16(_ at: Int) -> UInt16? {
    guard at >= 0, at + 2 <= bytes.count else { return nil }
    return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
  }

  func u32(_ at: Int) -> UInt32? {
    guard let high = u16(at), let low = u16(at + 2) else { return nil }
    return UInt32(high) << 16 | UInt32(low)
  }

  func i16(_ at: Int) -> Int16? { u16(at).map { Int16(bitPattern: $0) } }

  /// The lookups GPOS lists under its `kern` features, as pair adjustment subtables.
  mutating func kerningLookups() -> [[PairKerning.Subtable]] {
    guard let major = u16(0), major == 1, let featureList = u16(6).map(Int.init),
      let lookupList = u16(8).map(Int.init), let featureCount = u16(featureList)
    else { return [] }
    var indices = Set<Int>()
    for f in 0..<min(Int(featureCount), 4096) {
      let record = featureList + 2 + f * 6
      guard let tag = u32(record), let offset = u16(record + 4) else { break }
      guard tag == 0x6B65_726E else { continue }  // 'kern'
      let feature = featureList + Int(offset)
      guard let count = u16(feature + 2) else { continue }
      for i in 0..<min(Int(count), 4096) {
        if let index = u16(feature + 4 + i * 2) { indices.insert(Int(index)) }
      }
    }
    guard let lookupCount = u16(lookupList) else { return [] }
    var lookups: [[PairKerning.Subtable]] = []
    var subtablesRead = 0
    for index in indices.sorted() where index < Int(lookupCount) {
      guard let offset = u16(lookupList + 2 + index * 2) else { continue }
      let lookup = lookupList + Int(offset)
      guard let type = u16(lookup), let count = u16(lookup + 4) else { continue }
      var subtables: [PairKerning.Subtable] = []
      for s in 0..<Int(count) {
        guard subtablesRead < PairKerning.maxSubtables,
          let subOffset = u16(lookup + 6 + s * 2)
        else { break }
        subtablesRead += 1
        var at = lookup + Int(subOffset), subType = Int(type)
        if subType == 9 {  // an extension: its real type and a 32-bit offset
          guard let real = u16(at + 2), let far = u32(at + 4) else { continue }
          subType = Int(real)
          at += Int(far)
        }
        if subType == 2, let subtable = pairAdjustment(at) { subtables.append(subtable) }
      }
      if !subtables.isEmpty { lookups.append(subtables) }
    }
    return lookups
  }

  /// The size of a value record of `format`, and where its XAdvance is in it (nil: none).
  static func valueRecord(_ format: UInt16) -> (size: Int, xAdvance: Int?) {
    var size = 0, xAdvance: Int?
    for bit in 0..<8 where format & (1 << bit) != 0 {
      if bit == 2 { xAdvance = size }
      size += 2
    }
    return (size, xAdvance)
  }

  /// A PairPos subtable at `at` (format 1 or 2).
  mutating func pairAdjustment(_ at: Int) -> PairKerning.Subtable? {
    guard let format = u16(at), let coverageOffset = u16(at + 2),
      let format1 = u16(at + 4), let format2 = u16(at + 6),
      let coverage = coverage(at + Int(coverageOffset))
    else { return nil }
    let first = TableReader.valueRecord(format1), second = TableReader.valueRecord(format2)
    if format == 1 {
      guard let setCount = u16(at + 8) else { return nil }
      var sets: [[(second: UInt16, value: Int16)]] = []
      for i in 0..<Int(setCount) {
        guard let offset = u16(at + 10 + i * 2) else { break }
        let set = at + Int(offset)
        guard let count = u16(set) else { sets.append([]); continue }
        let stride = 2 + first.size + second.size
        var pairs: [(second: UInt16, value: Int16)] = []
        for p in 0..<Int(count) {
          guard pairsRead < PairKerning.maxPairs else { break }
          let record = set + 2 + p * stride
          guard let glyph = u16(record) else { break }
          pairsRead += 1
          let value = first.xAdvance.flatMap { i16(record + 2 + $0) } ?? 0
          pairs.append((glyph, value))
        }
        // Binary-searched: sorted, as the specification requires and a broken file may not.
        pairs.sort { $0.second < $1.second }
        sets.append(pairs)
      }
      return .pairs(coverage, sets)
    }
    guard format == 2, let class1Offset = u16(at + 8), let class2Offset = u16(at + 10),
      let class1Count = u16(at + 12), let class2Count = u16(at + 14),
      Int(class1Count) * Int(class2Count) <= PairKerning.maxClassPairs,
      let classes1 = classDef(at + Int(class1Offset)),
      let classes2 = classDef(at + Int(class2Offset))
    else { return nil }
    let stride = first.size + second.size
    var values = [Int16](repeating: 0, count: Int(class1Count) * Int(class2Count))
    for c1 in 0..<Int(class1Count) {
      for c2 in 0..<Int(class2Count) {
        let record = at + 16 + (c1 * Int(class2Count) + c2) * stride
        guard let x = first.xAdvance else { continue }
        guard let value = i16(record + x) else { return nil }
        values[c1 * Int(class2Count) + c2] = value
      }
    }
    return .classes(coverage, classes1, classes2, class2Count: Int(class2Count), values: values)
  }

  func coverage(_ at: Int) -> PairKerning.Coverage? {
    guard let format = u16(at), let count = u16(at + 2) else { return nil }
    var coverage = PairKerning.Coverage()
    if format == 1 {
      for i in 0..<Int(count) {
        guard let glyph = u16(at + 4 + i * 2) else { break }
        coverage.glyphs.append(glyph)
      }
      // Unsorted glyphs (a broken file) are found by a search that assumes order: sort them
      // with their indices kept.
      if zip(coverage.glyphs, coverage.glyphs.dropFirst()).contains(where: { $0 >= $1 }) {
        coverage.ranges = coverage.glyphs.enumerated()
          .map { (first: $0.element, last: $0.element, start: $0.offset) }
          .sorted { $0.first < $1.first }
        coverage.glyphs = []
      }
      return coverage
    }
    guard format == 2 else { return nil }
    for i in 0..<Int(count) {
      let record = at + 4 + i * 6
      guard let first = u16(record), let last = u16(record + 2), let start = u16(record + 4),
        first <= last
      else { break }
      coverage.ranges.append((first, last, Int(start)))
    }
    coverage.ranges.sort { $0.first < $1.first }
    return coverage
  }

  func classDef(_ at: Int) -> PairKerning.ClassDef? {
    guard let format = u16(at) else { return nil }
    var classes = PairKerning.ClassDef()
    if format == 1 {
      guard let start = u16(at + 2), let count = u16(at + 4) else { return nil }
      classes.start = start
      for i in 0..<Int(count) {
        guard let value = u16(at + 6 + i * 2) else { break }
        classes.classes.append(value)
      }
      return classes
    }
    guard format == 2, let count = u16(at + 2) else { return nil }
    for i in 0..<Int(count) {
      let record = at + 4 + i * 6
      guard let first = u16(record), let last = u16(record + 2), let value = u16(record + 4),
        first <= last
      else { break }
      classes.ranges.append((first, last, value))
    }
    classes.ranges.sort { $0.first < $1.first }
    return classes
  }

  /// The `kern` table's format 0 pairs (horizontal, not cross-stream), version 0.
  mutating func legacyPairs() -> [UInt32: Int16] {
    guard let version = u16(0), version == 0, let count = u16(2) else { return [:] }
    var pairs: [UInt32: Int16] = [:]
    var at = 4
    for _ in 0..<min(Int(count), 256) {
      guard let length = u16(at + 2), let coverage = u16(at + 4), length >= 6 else { break }
      let n = u16(at + 6) ?? 0
      if coverage >> 8 == 0 && coverage & 0x1 != 0 && coverage & 0x4 == 0 {
        for p in 0..<Int(n) {
          guard pairsRead < PairKerning.maxPairs else { break }
          let record = at + 14 + p * 6
          guard let left = u16(record), let right = u16(record + 2), let value = i16(record + 4)
          else { break }
          pairsRead += 1
          pairs[UInt32(left) << 16 | UInt32(right)] = value
        }
      }
      // A format 0 subtable's 16-bit length overflows past 10,921 pairs: its pairs say its size.
      at += coverage >> 8 == 0 ? max(Int(length), 14 + Int(n) * 6) : Int(length)
    }
    return pairs
  }
}
