import Foundation

extension HanForms {
  /// The forms for text in `locale`: Japanese for `ja`; for `zh`, Traditional Chinese where it
  /// is written in Hant or is of Taiwan, Hong Kong or Macao, else Simplified. In any other
  /// locale, Japanese where one of `strings` has kana (hiragana, katakana or their half-width
  /// forms), else Simplified Chinese.
  init(locale: Locale, _ strings: [String]) {
    let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
    let parts = identifier.split(separator: "-").map { $0.lowercased() }
    switch parts.first {
    case "ja"?:
      self = .japanese
    case "zh"?:
      let traditional = parts.contains { ["hant", "tw", "hk", "mo"].contains($0) }
      self = traditional ? .traditionalChinese : .simplifiedChinese
    default:
      let kana = strings.contains { string in
        string.unicodeScalars.contains { (0x3041...0x30FF).contains($0.value)
          || (0x31F0...0x31FF).contains($0.value) || (0xFF66...0xFF9F).contains($0.value) }
      }
      self = kana ? .japanese : .simplifiedChinese
    }
  }
}
