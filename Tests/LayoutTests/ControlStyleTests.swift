@testable import Cellshot
import CellshotTesting
import Foundation
import Testing

/// SwiftUI's style protocols as apps use them: the built-in styles by name and as values, and
/// styles of the app's own drawn from their `makeBody` (or `_body`).
@MainActor @Suite struct ControlStyleTests {
  /// `.buttonStyle(.plain)` leaves a button's or a link's label in its own colours, as iOS
  /// does; the default and borderless styles tint it.
  @Test func plainStyledLinksAndButtonsAreNotTinted() throws {
    func bluePixels<V: View>(_ view: V) throws -> Int {
      let buffer = try Renderer(size: CGSize(width: 120, height: 40), background: .white)
        .render(view).buffer
      var count = 0
      for y in 0..<buffer.height {
        for x in 0..<buffer.width {
          let p = buffer[x, y]
          if Int(p.b) > Int(p.r) + 60 { count += 1 }
        }
      }
      return count
    }
    #expect(try bluePixels(NavigationLink("Open") { Text("Next") }) > 20)
    #expect(try bluePixels(NavigationLink("Open") { Text("Next") }.buttonStyle(.plain)) == 0)
    #expect(try bluePixels(Button("Open") {}.buttonStyle(.plain)) == 0)
    #expect(try bluePixels(Button("Open") {}.buttonStyle(.borderless)) > 20)
    #expect(try bluePixels(Button("Open") {}.buttonStyle(PlainButtonStyle())
      .foregroundColor(.blue)) > 20)
  }

  struct Checkbox: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
        configuration.label
      }
    }
  }

  struct Underlined: TextFieldStyle {
    func _body(configuration: TextField<_Label>) -> some View {
      VStack(spacing: 2) {
        configuration
        Rectangle().frame(height: 1)
      }
    }
  }

  /// Reads the field's text as public libraries do (FloatingLabelTextFieldStyle): by reflecting
  /// on SwiftUI's stored binding, `_text`.
  struct Reflecting: TextFieldStyle {
    func _body(configuration: TextField<_Label>) -> some View {
      let text = Mirror(reflecting: configuration).descendant("_text") as! Binding<String>
      return Text("\(text.wrappedValue.count) letters")
    }
  }

  struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
    }
  }

  struct Boxed: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      Text("gauge \(Int(configuration.value * 10))")
    }
  }

  @Test func stylesOfTheAppsOwnDrawFromTheirBodies() {
    #expect(resolvedTexts(Toggle("Agree", isOn: .constant(true)).toggleStyle(Checkbox()))
            == ["Agree"])
    let field = layoutFrames(TextField("Name", text: .constant("Ada"))
      .textFieldStyle(Underlined()))
    #expect(frames(field, "Rectangle").count == 1)
    #expect(resolvedTexts(TextField("Name", text: .constant("Ada")).textFieldStyle(Reflecting()))
            == ["3 letters"])
    #expect(resolvedTexts(ProgressView(value: 0.42).progressViewStyle(Percent())) == ["42 %"])
    #expect(resolvedTexts(Gauge(value: 0.7) { Text("x") }.gaugeStyle(Boxed())) == ["gauge 7"])
  }

  @Test func builtInStylesAreTypesAndValues() {
    let named = layoutFrames(List { Text("a") }.listStyle(InsetGroupedListStyle()))
    let value = layoutFrames(List { Text("a") }.listStyle(.insetGrouped))
    #expect(named.map(\.frame) == value.map(\.frame))
    let style: some PickerStyle = .segmented
    let segmented = layoutFrames(Picker("P", selection: .constant(0)) {
      Text("a").tag(0)
      Text("b").tag(1)
    }.pickerStyle(style))
    #expect(frame(segmented, ".frame(height: 32)") != .null)
    #expect(resolvedTexts(TextField("Name", text: .constant(""))
      .textFieldStyle(RoundedBorderTextFieldStyle())) == ["Name"])
  }

  @Test func aPagedTabViewShowsTheChosenPageAndNoBar() {
    let paged = TabView(selection: .constant(1)) {
      Text("one").tag(0)
      Text("two").tag(1)
    }
    .tabViewStyle(.page(indexDisplayMode: .never))
    #expect(resolvedTexts(paged) == ["two"])
    let tabs = TabView(selection: .constant("b")) {
      Tab("Home", systemImage: "house", value: "a") { Text("home") }
      Tab("Inbox", systemImage: "tray", value: "b") { Text("inbox") }
    }
    #expect(resolvedTexts(tabs) == ["inbox", "Home", "Inbox"])
  }

  @Test func stylesLookAsOnAnIPhone() {
    let date = Date(timeIntervalSince1970: 1_704_164_400)
    let view = ScrollView {
      VStack(spacing: 16) {
        TabView {
          Color.indigo.tag(0)
          Color.teal.tag(1)
          Color.orange.tag(2)
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .frame(height: 80)
        DatePicker("Day", selection: .constant(date), displayedComponents: .date)
          .datePickerStyle(.graphical)
        Picker("Size", selection: .constant(2)) {
          ForEach(0..<6) { Text("Size \($0)").tag($0) }
        }
        .pickerStyle(.wheel)
        HStack(spacing: 20) {
          Gauge(value: 0.62) { Text("62") }.gaugeStyle(.accessoryCircularCapacity)
          Gauge(value: 0.3) { Text("30") }.gaugeStyle(.accessoryCircular)
          Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
          Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
        }
        HStack(spacing: 12) {
          Button("Glass") {}.buttonStyle(.glass)
          Button("Prominent") {}.buttonStyle(.glassProminent)
          Menu("Sort") { Button("Name") {} }.menuStyle(.button)
        }
      }
      .padding(16)
    }
    assertSnapshot(of: view, as: .image(device: .iphone13, scale: 2), named: "styles")
  }
}
