@testable import Cellshot
import Foundation
import Testing

/// A preview modifier that counts how often its context is made and shows a banner above the
/// preview, with the context's text.
struct BannerPreview: PreviewModifier {
  @MainActor static var made = 0

  static func makeSharedContext() async throws -> String {
    made += 1
    return "Sample data"
  }

  func body(content: Content, context: String) -> some View {
    VStack {
      Text(context)
      content
    }
  }
}

#Preview("Banner", traits: .modifier(BannerPreview())) {
  Text("Wrapped")
}

/// The controls' and navigation's declarations SwiftUI has beyond the basic ones: what they
/// hold and what they draw.
@MainActor @Suite struct ControlParityTests {
  /// The text of every node of a render's frame tree.
  func drawn<V: View>(_ view: V) throws -> String {
    try Renderer(size: CGSize(width: 390, height: 844)).render(view).frameTree
  }

  @Test func pickerOverSeveralSourcesShowsTheirValueOnlyWhenTheyAgree() throws {
    struct Item { var size: Int }
    let same = [Item(size: 1), Item(size: 1)].map { Binding.constant($0.size) }
    let differ = [Item(size: 1), Item(size: 2)].map { Binding.constant($0.size) }
    func picker(_ sources: [Binding<Int>]) -> some View {
      Picker("Size", sources: sources, selection: \.self) {
        Text("Small").tag(1)
        Text("Large").tag(2)
      }
    }
    #expect(resolvedTexts(picker(same)) == ["Size", "Small"])
    #expect(resolvedTexts(picker(differ)) == ["Size"])
    // A label of its own in place of the chosen option (iOS 18).
    let custom = Picker("Size", selection: .constant(2)) {
      Text("Small").tag(1)
      Text("Large").tag(2)
    } currentValueLabel: {
      Text("L")
    }
    #expect(resolvedTexts(custom) == ["Size", "L"])
    let labelled = Picker("Size", systemImage: "ruler", selection: .constant(1)) {
      Text("Small").tag(1)
    }
    #expect(try drawn(labelled).contains("\"ruler\""))
  }

  @Test func togglesOverSourcesAndConfigurations() {
    let on = [Binding.constant(true), .constant(true)]
    let mixed = [Binding.constant(true), .constant(false)]
    #expect(Toggle("All", sources: on, isOn: \.self).isOn)
    #expect(!Toggle("All", sources: mixed, isOn: \.self).isOn)
    var configuration = ToggleStyleConfiguration(label: .init(content: AnyView(Text("A"))),
                                                 isOn: .constant(false))
    configuration.isMixed = true
    #expect(configuration.isMixed)
  }

  @Test func buttonRolesDrawTheirGlyphs() throws {
    #expect(try drawn(Button(role: .close) {}).contains("\"xmark\""))
    #expect(try drawn(Button(role: .confirm) {}).contains("\"checkmark\""))
    #expect(ControlSize.allCases.count == 5)
  }

  @Test func openURLCallsTheAppsHandler() {
    var opened: [URL] = []
    let action = OpenURLAction { url in
      opened.append(url)
      return url.host == "apple.com" ? .handled : .discarded
    }
    var accepted: [Bool] = []
    action(URL(string: "https://apple.com")!) { accepted.append($0) }
    action(URL(string: "https://example.com")!) { accepted.append($0) }
    #expect(opened.count == 2 && accepted == [true, false])
    OpenURLAction()(URL(string: "https://apple.com")!) { accepted.append($0) }
    #expect(accepted == [true, false, false])
  }

  @Test func navigationPathHoldsCountsAndSavesItsValues() throws {
    var path = NavigationPath()
    path.append(3)
    path.append("Details")
    #expect(path.count == 2 && !path.isEmpty)
    let data = try JSONEncoder().encode(try #require(path.codable))
    let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self,
                                                           from: data))
    #expect(restored == path && restored.codable == path.codable)
    // A value that cannot be saved makes the path unsavable.
    struct Screen: Hashable {}
    path.append(Screen())
    #expect(path.count == 3 && path.codable == nil)
    path.removeLast(5)
    #expect(path.isEmpty)
  }

  @Test func stackShowsThePathsLastScreen() throws {
    let stack = NavigationStack(path: .constant(NavigationPath([7]))) {
      Text("Root").navigationDestination(for: Int.self) { Text("Screen \($0)") }
    }
    #expect(resolvedTexts(stack).contains("Screen 7"))
    let split = NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
      Text("Sidebar")
    } detail: {
      Text("Detail")
    }
    #expect(resolvedTexts(split).contains("Detail") && !resolvedTexts(split).contains("Sidebar"))
  }

  @Test func previewModifierWrapsThePreviewWithOneSharedContext() throws {
    let before = BannerPreview.made
    let first = PreviewMacro.declared(traits: .modifier(BannerPreview())) { Text("One") }
    let second = Preview(traits: .modifier(BannerPreview())) { Text("Two") }
    #expect(BannerPreview.made - before <= 1)
    #expect(PreviewSharedContexts.made[ObjectIdentifier(BannerPreview.self)] as? String
              == "Sample data")
    #expect(try first.render().frameTree.contains("Sample data"))
    #expect(try second.render().frameTree.contains("Two"))
  }

  @Test func sliderDrawsItsTicksAndFillsFromItsNeutralValue() {
    let ticked = Slider(value: .constant(0.5), in: 0...1) {
      Text("Volume")
    } ticks: {
      SliderTick(0.0)
      SliderTick(0.5)
      SliderTick(1.0)
      SliderTick(2.0)  // outside the bounds: not drawn
    }
    #expect(ticked.tickFractions == [0, 0.5, 1])
    let stepped = Slider(value: .constant(2.0), in: 0...4, step: 1, label: { Text("Level") },
                         tick: { SliderTick($0) })
    #expect(stepped.tickFractions == [0, 0.25, 0.5, 0.75, 1])
    let f = layoutFrames(ticked.padding(16))
    #expect(frames(f, ".frame(width: 4, height: 4)").count == 3)
    let neutral = Slider(value: .constant(0.25), in: 0...1, neutralValue: 0.5) { Text("Pan") }
    #expect(neutral.neutralFraction == 0.5)
  }

  @Test func multiDatePickerCirclesTheChosenDays() {
    let days: Set<DateComponents> = [
      DateComponents(year: 2024, month: 3, day: 5), DateComponents(year: 2024, month: 3, day: 9),
      DateComponents(year: 2024, month: 4, day: 1),
    ]
    let picker = MultiDatePicker("Dates", selection: .constant(days))
    #expect(picker.month().days == [5, 9])
    let texts = resolvedTexts(picker)
    #expect(texts.contains("March 2024"))
    let f = layoutFrames(picker)
    #expect(frames(f, ".frame(width: 40, height: 40)").count == 2)
  }

  @Test func datePickerStylesOfTheAppsOwnAreGivenTheConfiguration() {
    struct Plain: DatePickerStyle {
      func makeBody(configuration: Configuration) -> some View {
        Text(configuration.maximumDate == nil ? "open" : "bounded")
      }
    }
    let start = Date(timeIntervalSince1970: 0)
    let picker = DatePicker("When", selection: .constant(start),
                            in: start...start.addingTimeInterval(86_400))
      .datePickerStyle(Plain())
    #expect(resolvedTexts(picker) == ["bounded"])
    #expect(DatePickerComponents(rawValue: 3) == [.date, .hourAndMinute])
  }

  @Test func fittedSizingProposesTheContentsSize() {
    let root = PresentationSizingRoot { _ in CGSize(width: 200, height: 120) }
    let fitted = FittedPresentationSizing().proposedSize(for: root,
                                                         context: PresentationSizingContext())
    #expect(fitted == ProposedViewSize(width: 200, height: 120))
    let tall = FormPresentationSizing().fitted(horizontal: false, vertical: true)
      .proposedSize(for: root, context: PresentationSizingContext())
    #expect(tall == ProposedViewSize(width: nil, height: 120))
  }
}
