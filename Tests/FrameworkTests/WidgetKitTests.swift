// WidgetKit: a widget's entry drawn as the Home Screen draws it (the family's size, the content
// margins, the container background filling the rounded widget), and a widget's #Preview.
import Foundation
import PNGCodec
import SwiftUI
import Testing
import WidgetKit

private struct Entry: TimelineEntry {
  let date: Date
}

private struct Provider: TimelineProvider {
  func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
    completion(placeholder(in: context))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

/// Red content on a blue container background.
private struct EntryView: View {
  var body: some View {
    Color.red.containerBackground(Color.blue, for: .widget)
  }
}

private struct RedWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "red", provider: Provider()) { _ in EntryView() }
      .configurationDisplayName("Red")
      .contentMarginsDisabled()
  }
}

@MainActor
@Suite struct WidgetKitTests {
  struct AddOne: AppIntent {
    static let title: LocalizedStringResource = "Add one"
    func perform() async throws -> some IntentResult { .result() }
  }

  /// An interactive widget's controls (iOS 17) draw as the button and toggle they are, with only
  /// WidgetKit and SwiftUI imported (AppIntents comes with WidgetKit, as on iOS).
  @Test func intentButtonsAndTogglesDrawAsTheirControls() throws {
    func picture(_ view: some View) throws -> PixelBuffer {
      try Renderer(size: CGSize(width: 160, height: 44), scale: 2).render(view).buffer
    }
    #expect(try picture(Button(intent: AddOne()) { Text("Add") })
            == picture(Button(action: {}) { Text("Add") }))
    #expect(try picture(Button("Add", intent: AddOne())) == picture(Button("Add") {}))
    #expect(try picture(Toggle("Done", isOn: true, intent: AddOne()))
            == picture(Toggle("Done", isOn: .constant(true))))
    #expect(try picture(Toggle("Done", isOn: true, intent: AddOne()))
            != picture(Toggle("Done", isOn: .constant(false))))
  }

  @Test func familySizesFollowTheScreenWidth() {
    #expect(WidgetPreview<EmptyView>.size(of: .systemSmall) == CGSize(width: 158, height: 158))
    #expect(WidgetPreview<EmptyView>.size(of: .systemMedium) == CGSize(width: 338, height: 158))
    #expect(WidgetPreview<EmptyView>.size(of: .systemLarge) == CGSize(width: 338, height: 354))
    #expect(WidgetPreview<EmptyView>.size(of: .systemSmall, on: .iphone13ProMax)
      == CGSize(width: 170, height: 170))
  }

  @Test func backgroundFillsTheMarginsAndCornersAreRound() throws {
    let size = WidgetPreview<EntryView>.size(of: .systemSmall)
    let picture = try Renderer(size: size).render(WidgetPreview(family: .systemSmall) {
      EntryView()
    }).buffer
    #expect(picture[79, 79] == RGBA8(r: 255, g: 59, b: 48, a: 255))  // content: red
    #expect(picture[8, 79] == RGBA8(r: 0, g: 122, b: 255, a: 255))  // margin: background
    #expect(picture[1, 1] != RGBA8(r: 0, g: 122, b: 255, a: 255))  // outside the corner
  }

  @Test func previewDrawsTheFirstEntryWithoutMarginsWhenDisabled() throws {
    let preview = PreviewMacro.declared(as: .systemSmall, widget: { RedWidget() }) {
      Entry(date: .now)
    }
    let picture = try preview.render().buffer
    #expect(picture.width == 158 && picture.height == 158)
    #expect(picture[8, 79] == RGBA8(r: 255, g: 59, b: 48, a: 255))
  }

  @Test func reloadsAreCounted() {
    WidgetCenter.shared.reloadTimelines(ofKind: "red")
    #expect(WidgetCenter.shared.requestedReloads.contains("red"))
  }
}
