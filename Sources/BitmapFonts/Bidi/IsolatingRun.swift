/// One isolating run sequence of a paragraph: its characters resolved by the weak rules
/// (W1 to W7), the paired brackets (N0), the neutrals (N1, N2) and the implicit levels (I1, I2).
struct IsolatingRun {
  let indices: [Int]
  let sos: BidiClass
  let eos: BidiClass
  let level: UInt8

  /// The embedding direction: L for an even level, R for an odd one.
  var embedding: BidiClass { level % 2 == 0 ? .L : .R }

  mutating func resolve(_ types: inout [BidiClass], original: [BidiClass],
                        scalars: [Unicode.Scalar]) {
    var t = indices.map { types[$0] }
    resolveWeak(&t)
    resolveBrackets(&t, original: original, scalars: scalars)
    resolveNeutrals(&t)
    for (k, i) in indices.enumerated() { types[i] = t[k] }
  }

  /// W1 to W7.
  func resolveWeak(_ t: inout [BidiClass]) {
    // W1: a non-spacing mark takes the type before it (ON after an isolate initiator or PDI).
    for k in t.indices where t[k] == .NSM {
      if k == 0 { t[k] = sos } else {
        let previous = t[k - 1]
        t[k] = previous.isIsolateInitiator || previous == .PDI ? .ON : previous
      }
    }
    // W2, W3: European numbers after Arabic letters are Arabic numbers; AL is R.
    var lastStrong = sos
    for k in t.indices {
      switch t[k] {
      case .L, .R: lastStrong = t[k]
      case .AL: lastStrong = .AL; t[k] = .R
      case .EN where lastStrong == .AL: t[k] = .AN
      default: break
      }
    }
    // W4: one separator between two numbers of a kind.
    for k in t.indices.dropFirst().dropLast() {
      let (a, b) = (t[k - 1], t[k + 1])
      if t[k] == .ES && a == .EN && b == .EN { t[k] = .EN }
      else if t[k] == .CS && a == b && (a == .EN || a == .AN) { t[k] = a }
    }
    // W5: terminators next to European numbers.
    var k = 0
    while k < t.count {
      guard t[k] == .ET else { k += 1; continue }
      var end = k
      while end < t.count && t[end] == .ET { end += 1 }
      if (k > 0 && t[k - 1] == .EN) || (end < t.count && t[end] == .EN) {
        for j in k..<end { t[j] = .EN }
      }
      k = end
    }
    // W6: other separators and terminators are neutral.
    for k in t.indices where t[k] == .ES || t[k] == .ET || t[k] == .CS { t[k] = .ON }
    // W7: European numbers after L are L.
    lastStrong = sos
    for k in t.indices {
      if t[k] == .L || t[k] == .R { lastStrong = t[k] }
      else if t[k] == .EN && lastStrong == .L { t[k] = .L }
    }
  }

  /// BD16: the paired brackets, by their opening bracket's position.
  func bracketPairs(_ t: [BidiClass], scalars: [Unicode.Scalar]) -> [(Int, Int)] {
    func canonical(_ value: UInt32) -> UInt32 {
      value == 0x2329 ? 0x3008 : value == 0x232A ? 0x3009 : value
    }
    var stack: [(bracket: UInt32, position: Int)] = []
    var pairs: [(Int, Int)] = []
    for k in t.indices where t[k] == .ON {
      let value = scalars[indices[k]].value
      guard let entry = BidiTables.bracketPairs[value] else { continue }
      if entry.opening {
        if stack.count == 63 { break }
        stack.append((canonical(entry.pair), k))
      } else if let at = stack.lastIndex(where: { $0.bracket == canonical(value) }) {
        pairs.append((stack[at].position, k))
        stack.removeSubrange(at...)
      }
    }
    return pairs.sorted { $0.0 < $1.0 }
  }

  /// N0: paired brackets take the direction of what they hold, or of their context.
  func resolveBrackets(_ t: inout [BidiClass], original: [BidiClass], scalars: [Unicode.Scalar]) {
    func strong(_ type: BidiClass) -> BidiClass? {
      switch type {
      case .L: return .L
      case .R, .AL, .EN, .AN: return .R
      default: return nil
      }
    }
    let e = embedding
    for (open, close) in bracketPairs(t, scalars: scalars) {
      var inside: Set<BidiClass> = []
      for k in (open + 1)..<close { if let s = strong(t[k]) { inside.insert(s) } }
      var resolved: BidiClass?
      if inside.contains(e) {
        resolved = e
      } else if let opposite = inside.first {
        var before = sos
        for k in stride(from: open - 1, through: 0, by: -1) {
          if let s = strong(t[k]) { before = s; break }
        }
        resolved = before == opposite ? opposite : e
      }
      guard let resolved else { continue }
      for k in [open, close] {
        t[k] = resolved
        // Marks after a bracket follow it.
        var m = k + 1
        while m < t.count && original[indices[m]] == .NSM {
          t[m] = resolved
          m += 1
        }
      }
    }
  }

  /// N1 and N2: runs of neutrals between two strong types of one direction take it; the
  /// rest take the embedding direction.
  func resolveNeutrals(_ t: inout [BidiClass]) {
    func direction(_ type: BidiClass) -> BidiClass? {
      switch type {
      case .L: return .L
      case .R, .EN, .AN: return .R
      default: return nil
      }
    }
    var k = 0
    while k < t.count {
      guard t[k].isNeutralOrIsolate else { k += 1; continue }
      var end = k
      while end < t.count && t[end].isNeutralOrIsolate { end += 1 }
      let before = k == 0 ? sos : direction(t[k - 1]) ?? embedding
      let after = end == t.count ? eos : direction(t[end]) ?? embedding
      let resolved = before == after ? before : embedding
      for j in k..<end { t[j] = resolved }
      k = end
    }
  }

  /// I1 and I2.
  func implicitLevel(_ level: UInt8, _ type: BidiClass) -> UInt8 {
    if level % 2 == 0 {
      switch type {
      case .R: return level + 1
      case .AN, .EN: return level + 2
      default: return level
      }
    }
    return type == .L || type == .EN || type == .AN ? level + 1 : level
  }
}
