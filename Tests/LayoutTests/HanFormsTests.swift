@testable import Cellshot
import CellshotTesting
import Foundation
import Testing

/// Han characters in their language's forms, as an iPhone draws them in PingFang SC, PingFang
/// TC or Hiragino: by the locale, else Japanese where the text has kana.
@MainActor @Suite struct HanFormsTests {
  static func render(_ text: String, locale: String = "en_US") throws -> PixelBuffer {
    try Renderer(size: CGSize(width: 80, height: 40), scale: 2, background: .white)
      .render(Text(text).font(.system(size: 28))
        .environment(\.locale, Locale(identifier: locale))).buffer
  }

  @Test func theLocaleAndKanaPickTheForms() {
    func forms(_ locale: String, _ text: String = "骨") -> HanForms {
      HanForms(locale: Locale(identifier: locale), [text])
    }
    #expect(forms("en_US") == .simplifiedChinese && forms("zh_CN") == .simplifiedChinese)
    #expect(forms("zh-Hans-SG") == .simplifiedChinese && forms("ja_JP") == .japanese)
    for traditional in ["zh_TW", "zh-Hant", "zh_HK", "zh-Hant-MO"] {
      #expect(forms(traditional) == .traditionalChinese, "\(traditional)")
    }
    #expect(forms("en_US", "骨の話") == .japanese && forms("fr_FR", "ｶﾀｶﾅ骨") == .japanese)
    #expect(forms("zh_TW", "骨の話") == .traditionalChinese)  // the locale wins
    // A text's parts decide together; a text without CJK is not looked at.
    let env = EnvironmentValues()
    #expect((Text("骨") + Text("です")).node(in: env, builder: NodeBuilder()).font.han
      == .japanese)
    #expect(Text("Bones").node(in: env, builder: NodeBuilder()).font.han == .simplifiedChinese)
    // A typesetting language sets them as the locale does, over it.
    let japanese = Locale.Language(identifier: "ja")
    #expect(Text("骨").typesettingLanguage(japanese).node(in: env, builder: NodeBuilder())
      .font.han == .japanese)
    var typeset = env
    typeset.textAttributes.language = Locale.Language(identifier: "zh-Hant")
    #expect(Text("骨").node(in: typeset, builder: NodeBuilder()).font.han == .traditionalChinese)
  }

  /// 骨 takes three forms (its inner stroke and hook differ); 一 is one shape in all.
  @Test func eachLanguageDrawsItsOwnForms() throws {
    let (sc, tc, jp) = (try Self.render("骨"), try Self.render("骨", locale: "zh_TW"),
                        try Self.render("骨", locale: "ja_JP"))
    #expect(sc != tc && sc != jp && tc != jp)
    #expect(try Self.render("一") == Self.render("一", locale: "ja_JP"))
    #expect(try Self.render("骨の") == Self.render("骨の", locale: "ja"))
    let word = "骨直角写今海"
    let sheet = VStack(alignment: .leading, spacing: 6) {
      Text(word)
      Text(word).environment(\.locale, Locale(identifier: "zh_TW"))
      Text(word).environment(\.locale, Locale(identifier: "ja_JP"))
    }
    .font(.system(size: 28)).padding(6)
    assertSnapshot(of: sheet, as: .image(layout: .sizeThatFits, scale: 2))
  }
}
