/// Arabic letters joined as they are written: each letter replaced by its isolated, final,
/// initial or medial presentation form (Unicode's Presentation Forms-B) from its neighbours'
/// joining types (ArabicShaping.txt), skipping transparent marks, and lam followed by alef
/// made one ligature. Text without Arabic letters comes back unchanged.
public enum ArabicJoining {
  static let forms: [UInt32: (isolated: UInt32, final: UInt32, initial: UInt32, medial: UInt32)] =
    Dictionary(uniqueKeysWithValues: BidiTables.arabicForms.map {
      ($0.0, ($0.1, $0.2, $0.3, $0.4))
    })
  static let lamAlef: [UInt32: (isolated: UInt32, final: UInt32)] =
    Dictionary(uniqueKeysWithValues: BidiTables.lamAlef.map { ($0.0, ($0.1, $0.2)) })

  /// The joining type: D (dual), R (right), L (left), C (causing), T (transparent), U.
  static func type(_ scalar: Unicode.Scalar) -> UInt8 {
    BidiTables.lookup(scalar.value, in: BidiTables.joining) ?? UInt8(ascii: "U")
  }

  /// `text` with its Arabic letters in their joined forms.
  public static func apply(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains(where: { (0x0600...0x06FF).contains($0.value) }) else { return text }
    let types = scalars.map(type)
    let (d, r, l, c, t) = (UInt8(ascii: "D"), UInt8(ascii: "R"), UInt8(ascii: "L"),
                           UInt8(ascii: "C"), UInt8(ascii: "T"))
    /// The nearest character before (step -1) or after (step 1) `i` that is not transparent.
    func neighbour(_ i: Int, _ step: Int) -> Int? {
      var j = i + step
      while j >= 0 && j < scalars.count && types[j] == t { j += step }
      return j >= 0 && j < scalars.count ? j : nil
    }
    var out = String.UnicodeScalarView()
    var i = 0
    while i < scalars.count {
      let scalar = scalars[i], kind = types[i]
      let before = neighbour(i, -1).map { [d, l, c].contains(types[$0]) } ?? false
      let joinsBefore = before && [d, r, c].contains(kind)
      // Lam and the alef after it: one ligature, joined to what precedes the lam.
      if scalar.value == 0x0644, let next = neighbour(i, 1), next == i + 1,
         let ligature = lamAlef[scalars[next].value] {
        out.append(Unicode.Scalar(joinsBefore ? ligature.final : ligature.isolated)!)
        i = next + 1
        continue
      }
      guard let form = forms[scalar.value] else {
        out.append(scalar)
        i += 1
        continue
      }
      let after = neighbour(i, 1).map { [d, r, c].contains(types[$0]) } ?? false
      let joinsAfter = after && [d, l, c].contains(kind)
      var chosen = joinsBefore && joinsAfter ? form.medial
        : joinsBefore ? form.final : joinsAfter ? form.initial : form.isolated
      if chosen == 0 { chosen = joinsBefore && form.final != 0 ? form.final : form.isolated }
      out.append(Unicode.Scalar(chosen == 0 ? scalar.value : chosen) ?? scalar)
      i += 1
    }
    return String(out)
  }
}
