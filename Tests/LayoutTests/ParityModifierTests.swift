@testable import Cellshot
@testable import Raster
import CellshotTesting
import Foundation
import Testing

/// SwiftUI modifiers that reached Cellshot for parity and change a picture: a leading or
/// trailing safe-area inset, a transformed preference, the store of `@AppStorage`, label
/// spacing, a hidden slider thumb, line height, list section margins, flexible buttons.
@MainActor @Suite struct ParityModifierTests {
  /// A leading inset takes its width at the leading edge, the view the rest, `spacing` apart;
  /// a trailing one the same at the trailing edge. `safeAreaBar` places as `safeAreaInset`.
  @Test func horizontalSafeAreaInsetsTakeTheirSide() {
    let leading = layoutFrames(
      Color.red.frame(height: 20)
        .safeAreaInset(edge: .leading, spacing: 10) { Color.blue.frame(width: 40, height: 30) },
      width: 300, height: 100)
    #expect(frame(leading, ".frame(width: 40, height: 30)") == rect(0, 35, 40, 30))
    #expect(frame(leading, ".frame(height: 20)") == rect(50, 40, 250, 20))
    let trailing = layoutFrames(
      Color.red.frame(height: 20)
        .safeAreaBar(edge: .trailing, alignment: .top) { Color.blue.frame(width: 40, height: 30) },
      width: 300, height: 100)
    #expect(frame(trailing, ".frame(width: 40, height: 30)") == rect(260, 0, 40, 30))
    #expect(frame(trailing, ".frame(height: 20)").minX == 0)
    #expect(frame(trailing, ".frame(height: 20)").width == 260)
  }

  struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
  }

  struct Totals: View {
    @State var total = -1
    @State var empty = -1
    var body: some View {
      VStack {
        VStack {
          Color.red.preference(key: SumKey.self, value: 2)
          Color.blue.preference(key: SumKey.self, value: 3)
        }
        .transformPreference(SumKey.self) { $0 *= 10 }
        .onPreferenceChange(SumKey.self) { total = $0 }
        Color.green.transformPreference(SumKey.self) { $0 += 7 }
          .onPreferenceChange(SumKey.self) { empty = $0 }
        Text("total \(total) empty \(empty)")
      }
    }
  }

  /// The values inside are combined, transformed, and reported as one; with none inside, the
  /// default value is transformed.
  @Test func transformPreferenceChangesTheReportedValue() {
    #expect(resolvedTexts(Totals()).contains("total 50 empty 7"))
  }

  struct Word: View {
    @AppStorage("cellshot.tests.word") var word = "declared"
    var body: some View { Text(word) }
  }

  struct OwnStore: View {
    @AppStorage("cellshot.tests.word", store: UserDefaults(suiteName: "cellshot.tests.own"))
    var word = "declared"
    var body: some View { Text(word) }
  }

  /// `.defaultAppStorage(_:)`: properties that name no store read the given one; one that
  /// names its own keeps it; without the modifier, the standard defaults.
  @Test func defaultAppStorageIsTheStoreRead() throws {
    let key = "cellshot.tests.word"
    let store = try #require(UserDefaults(suiteName: "cellshot.tests.default-store"))
    let own = try #require(UserDefaults(suiteName: "cellshot.tests.own"))
    UserDefaults.standard.removeObject(forKey: key)
    store.set("from the store", forKey: key)
    own.set("own", forKey: key)
    defer {
      store.removeObject(forKey: key)
      own.removeObject(forKey: key)
    }
    #expect(resolvedTexts(Word().defaultAppStorage(store)) == ["from the store"])
    #expect(resolvedTexts(Word()) == ["declared"])
    #expect(resolvedTexts(OwnStore().defaultAppStorage(store)) == ["own"])
  }

  /// iOS 26's label spacing: the icon centred in the reserved width, the title the given
  /// spacing after it.
  @Test func labelSpacingAndReservedIconWidth() {
    let label = Label {
      Color.blue.frame(width: 20, height: 10)
    } icon: {
      Color.red.frame(width: 10, height: 10)
    }
    let plain = layoutFrames(label, width: 200, height: 100)
    #expect(frame(plain, ".frame(width: 20, height: 10)").minX
            - frame(plain, ".frame(width: 10, height: 10)").maxX == 12)
    let set = layoutFrames(label.labelReservedIconWidth(30).labelIconToTitleSpacing(4),
                           width: 200, height: 100)
    let reserved = frame(set, ".frame(width: 30)")
    #expect(reserved.width == 30)
    #expect(frame(set, ".frame(width: 10, height: 10)").midX == reserved.midX)
    #expect(frame(set, ".frame(width: 20, height: 10)").minX - reserved.maxX == 4)
  }

  /// A hidden thumb is not drawn: where the white knob covers the track, the track's fill
  /// shows.
  @Test func hiddenSliderThumbIsNotDrawn() throws {
    func render(_ visibility: Visibility) throws -> PixelBuffer {
      try Renderer(size: CGSize(width: 200, height: 28), background: .white)
        .render(Slider(value: .constant(0.5)).sliderThumbVisibility(visibility)).buffer
    }
    // The knob's centre is at 14 + 172 * 0.5 = 100; 6 points left of it the fill is tinted.
    let shown = try render(.automatic), hidden = try render(.hidden)
    #expect(shown[94, 14] == Cellshot.Color.white.resolved(dark: false).premultiplied)
    #expect(hidden[94, 14] != shown[94, 14])
    #expect(hidden[40, 14] == shown[40, 14])
  }

  /// `.lineHeight(_:)`: baselines the height apart, in place of the font's own spacing: 40
  /// points apart are 10 more than 30; twice a 20-point size is 40; 20 plus 10 is 30.
  @Test func lineHeightSetsTheDistanceBetweenLines() {
    func height(_ lineHeight: AttributedString.LineHeight?) -> CGFloat {
      let text = Text("one\ntwo").font(.system(size: 20)).lineHeight(lineHeight)
      return firstFrame(layoutFrames(text, width: 200, height: 400), startingWith: "Text(").height
    }
    let exact40 = height(.exact(points: 40)), exact30 = height(.exact(points: 30))
    #expect(exact40 - exact30 == 10)
    #expect(height(.multiple(factor: 2)) == exact40)
    #expect(height(.leading(increase: 10)) == exact30)
    #expect(height(.variable) == height(nil))
    #expect(height(nil) < exact30)
  }

  /// `.listSectionMargins(.horizontal, 40)`: an inset grouped list's cards 40 from its sides.
  @Test func listSectionMarginsInsetTheCards() {
    let list = List { Section { Color.red.frame(height: 44) } }
    let plain = layoutFrames(list, width: 390, height: 400)
    let wide = layoutFrames(list.listSectionMargins(.horizontal, 40), width: 390, height: 400)
    #expect(frame(plain, ".padding(.horizontal, 16)").width == 390)
    let card = frame(wide, ".padding(.horizontal, 40)")
    #expect(card.width == 390)
    #expect(frame(wide, ".frame(height: 44)").width == 270)  // 390 - 2 * 40 - 2 * 20
    let leadingOnly = layoutFrames(list.listSectionMargins(.leading, 30), width: 390, height: 400)
    #expect(frame(leadingOnly, ".frame(height: 44)").minX == 50)  // 30 + 20
  }

  /// `.buttonSizing(.flexible)`: a bordered button takes the width offered.
  @Test func flexibleButtonsTakeTheWidthOffered() {
    let button = Button("Go") {}.buttonStyle(.borderedProminent)
    let fitted = layoutFrames(button.frame(width: 300), width: 390, height: 200)
    let flexible = layoutFrames(button.buttonSizing(.flexible).frame(width: 300),
                                width: 390, height: 200)
    #expect(frame(fitted, ".frame(maxWidth: inf)") == .null)
    #expect(frame(flexible, ".frame(maxWidth: inf)").width == 276)  // 300 - 2 * 12
  }
}
