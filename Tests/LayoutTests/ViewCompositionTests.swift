@testable import Cellshot
import Foundation
import Testing

/// The types views are composed of, as SwiftUI types them: a builder's `TupleView` of its
/// views, accessibility modifiers merged into one attachment, modifiers that are empty or
/// resolved in the environment, and a `ForEach` as dynamic content.
@MainActor @Suite struct ViewCompositionTests {
  @ViewBuilder func pair() -> TupleView<(Text, Text)> {
    Text("first")
    Text("second")
  }

  @Test func builderMakesATupleViewOfItsViews() {
    let tuple: TupleView<(Text, Text)> = pair()
    #expect(resolvedTexts(tuple.value.1) == ["second"])
    #expect(resolvedTexts(VStack { tuple }) == ["first", "second"])
    // One made by hand lays out the same.
    let made = TupleView((Text("a"), Color.red, Text("b")))
    #expect(resolvedTexts(VStack { made }) == ["a", "b"])
  }

  @Test func accessibilityModifiersMergeIntoOneAttachment() {
    // (A text's own `accessibilityLabel` returns the text, as on iOS.)
    let view = Text("a").accessibilityHint("y").accessibilityLabel("x")
      .accessibility(hidden: true)
    let typed: ModifiedContent<Text, AccessibilityAttachmentModifier> = view
    #expect(typed.modifier.properties.count == 3)
    // Turned off, a property is not added.
    #expect(typed.accessibilityValue("v", isEnabled: false).modifier.properties.count == 3)
  }

  struct SchemeCaption: EnvironmentalModifier {
    struct Caption: ViewModifier {
      let text: String
      func body(content: Content) -> some View { VStack { content; Text(text) } }
    }
    func resolve(in environment: EnvironmentValues) -> Caption {
      Caption(text: environment.colorScheme == .dark ? "dark" : "light")
    }
  }

  @Test func environmentalModifierDrawsWhatItResolvesTo() {
    let view = Text("a").modifier(SchemeCaption())
    #expect(resolvedTexts(view) == ["a", "light"])
    #expect(resolvedTexts(view, colorScheme: .dark) == ["a", "dark"])
    #expect(resolvedTexts(Text("a").modifier(EmptyModifier.identity)) == ["a"])
  }

  @Test func labelsVisibilityHiddenIsLabelsHidden() {
    let hidden = layoutFrames(Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.hidden))
    let viaHidden = layoutFrames(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
    #expect(hidden.map(\.frame) == viaHidden.map(\.frame))
    var environment = EnvironmentValues()
    #expect(environment.labelsVisibility == .automatic)
    environment.labelsVisibility = .hidden
    #expect(environment.labelsHidden && environment.labelsVisibility == .hidden)
    environment.labelsVisibility = .visible
    #expect(!environment.labelsHidden && environment.labelsVisibility == .visible)
  }

  @Test func contentSizeCategoriesCompareInOrder() {
    #expect(ContentSizeCategory.extraLarge > .large)
    #expect(ContentSizeCategory.large >= .large)
    #expect(!(ContentSizeCategory.small > .medium))
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  @Test func forEachUnderModifiersKeepsItsData() {
    let rows = ForEach(["a", "b", "c"], id: \.self) { Text($0) }.accessibilityLabel("Rows")
    #expect(Array(rows.data) == ["a", "b", "c"])
    #expect(resolvedTexts(List { ForEach(["a", "b"], id: \.self) { Text($0) }.onDelete { _ in } })
      == ["a", "b"])
  }
}
