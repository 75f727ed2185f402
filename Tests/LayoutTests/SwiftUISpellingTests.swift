@testable import Cellshot
import Foundation
import Testing

/// Everyday SwiftUI spellings an iOS codebase has, which must compile unchanged and do what
/// they do on iOS: custom environment keys, angle arithmetic, format specifiers, `fill()`,
/// gradient strokes, hidden labels, style types by name, bar items, the default scroll anchor.
@MainActor @Suite struct SwiftUISpellingTests {
  struct Greeting: EnvironmentKey { static let defaultValue = "Hello" }

  struct GreetingText: View {
    @Environment(\.greeting) var greeting
    var body: some View { Text(greeting) }
  }

  func render<V: View>(_ view: V, _ width: CGFloat = 60, _ height: CGFloat = 60) throws
    -> PixelBuffer
  {
    try Renderer(size: CGSize(width: width, height: height), background: .white).render(view)
      .buffer
  }

  @Test func customEnvironmentKeysGiveTheirDefaultOrTheNearestValue() {
    #expect(resolvedTexts(GreetingText()) == ["Hello"])
    #expect(resolvedTexts(VStack {
      GreetingText()
      GreetingText().environment(\.greeting, "Xin chào")
    }.environment(\.greeting, "你好")) == ["你好", "Xin chào"])
  }

  @Test func anglesAddScaleAndNegate() {
    var angle = Angle.degrees(30) + .degrees(60)
    #expect(abs(angle.degrees - 90) < 1e-9)
    angle -= .degrees(180)
    #expect(abs(angle.degrees + 90) < 1e-9)
    #expect(abs((-angle).degrees - 90) < 1e-9)
    #expect(abs((Angle.degrees(10) * 3).degrees - 30) < 1e-9)
    #expect(abs((2 * Angle.degrees(10)).degrees - 20) < 1e-9)
    #expect(abs((Angle.degrees(90) / 2).degrees - 45) < 1e-9)
  }

  @Test func formatSpecifiersWriteAsStringFormatDoes() {
    let rating = 4.256
    let count = 7
    #expect(resolvedTexts(Text("\(rating, specifier: "%.1f") ★ (\(count, specifier: "%03d"))"))
              == ["4.3 ★ (007)"])
  }

  @Test func lineSpacingGoesBetweenLinesOnly() {
    let words = "one two three four five six seven"
    let text = Text(words).font(.system(size: 17)).frame(width: 80)
    func height(_ view: some View) -> CGFloat {
      firstFrame(layoutFrames(view), startingWith: "Text").height
    }
    let plain = height(text), spaced = height(text.lineSpacing(6))
    let lines = plain / 16  // monospaced 17-point text: 16 points a line
    #expect(lines >= 3)
    #expect(spaced == plain + 6 * (lines - 1))
    #expect(height(Text("one").lineSpacing(6)) == 16)  // one line: nothing added
    // A text style sets its lines further apart (body: 22 points baseline to baseline, less
    // SF's line, 21 at scale 1, a pixel); a fixed size does not.
    #expect(height(Text(words).frame(width: 80)) == plain + 1 * (lines - 1))
    #expect(height(Text(words).font(.footnote).frame(width: 80))
              > height(Text(words).font(.system(size: 13)).frame(width: 80)))
  }

  /// Each text style's lines are its Human Interface Guidelines' line height apart, baseline
  /// to baseline, as iOS's own renders measure (body 22, callout 21, subheadline 20, footnote
  /// 18, title3 25: docs/research-text-metrics.md), in the system font at 1x, 2x and 3x; a
  /// `.system(size:)` text's are SF's line apart; `.lineSpacing` keeps at least the style's
  /// gap (a caption with `.lineSpacing(3)` measured 52 pixels at 3x on iOS 26).
  @Test func textStylesSetLinesTheirLeadingApart() {
    func pitch(_ font: Font, spacing: CGFloat? = nil, scale: Int) -> CGFloat {
      func height(_ lines: Int) -> CGFloat {
        let text = Text(verbatim: Array(repeating: "Hxg", count: lines).joined(separator: "\n"))
          .font(font)
        let view = spacing.map { AnyView(text.lineSpacing($0)) } ?? AnyView(text)
        let (engine, _) = Renderer(size: CGSize(width: 390, height: 844), scale: scale)
          .layout(view)
        return engine.builder.nodes.first { $0.name.hasPrefix("Text(") }?.frame.height ?? 0
      }
      return ((height(3) - height(2)) * CGFloat(scale)).rounded()  // pixels
    }
    let styles: [(Font, CGFloat)] = [
      (.largeTitle, 41), (.title, 34), (.title2, 28), (.title3, 25), (.headline, 22),
      (.body, 22), (.callout, 21), (.subheadline, 20), (.footnote, 18), (.caption, 16),
    ]
    for scale in [1, 2, 3] {
      for (font, leading) in styles {
        let got = pitch(font, scale: scale)
        #expect(got == leading * CGFloat(scale), "\(font) at \(scale)x: \(got) pixels")
      }
      // caption2's 13 is less than SF's own 11-point line (13.13): its lines are SF's apart
      let own = (11 * CGFloat(scale) * 2444 / 2048).rounded(.up)
      #expect(pitch(.caption2, scale: scale) == own)
    }
    // `.system(size: 17)` at 3x: SF's own line, 61 pixels.
    #expect(pitch(.system(size: 17), scale: 3) == 61)
    // Tight and loose leading: 2 points less or more (footnote 16 and 20; iOS 26's list
    // footers, set tight, measured 16 on three public screenshots at 3x).
    #expect(pitch(.footnote.leading(.tight), scale: 3) == 48)
    #expect(pitch(.footnote.leading(.loose), scale: 3) == 60)
    // Never closer than SF's own line: body tight (20) at 2x keeps SF's 41 pixels.
    #expect(pitch(.body.leading(.tight), scale: 2) == 41)
    // `.lineSpacing`: SF's caption line (43 pixels at 3x) and 9, not the style's 48 and 9;
    // a smaller spacing than the style's gap leaves the style's.
    #expect(pitch(.caption, spacing: 3, scale: 3) == 52)
    #expect(pitch(.body, spacing: 1, scale: 3) == 66)
    // At another Dynamic Type size, Apple's table's leading for that size: body at
    // accessibility 2 (33 points) 40 apart, as a public iOS 26 screen measured (not 22/17 of
    // 33, 42.7); footnote at xxxLarge (19 points) 24.
    func sized(_ font: Font, _ size: DynamicTypeSize) -> CGFloat {
      func height(_ lines: Int) -> CGFloat {
        let text = Text(verbatim: Array(repeating: "Hxg", count: lines).joined(separator: "\n"))
          .font(font).dynamicTypeSize(size)
        let (engine, _) = Renderer(size: CGSize(width: 390, height: 844), scale: 3).layout(text)
        return engine.builder.nodes.first { $0.name.hasPrefix("Text(") }?.frame.height ?? 0
      }
      return ((height(3) - height(2)) * 3).rounded()
    }
    #expect(sized(.body, .accessibility2) == 120)
    #expect(sized(.footnote, .xxxLarge) == 72)
  }

  @Test func fillWithNoStyleTakesTheForegroundColour() throws {
    let picture = try render(Circle().fill().foregroundColor(.red).frame(width: 40, height: 40))
    #expect(picture[30, 30] == RGBA8(r: 255, g: 59, b: 48, a: 255))  // iOS's red
  }

  @Test func gradientStrokesRunTheGradientAcrossTheFrame() throws {
    let ring = Rectangle()
      .stroke(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing),
              lineWidth: 8)
      .frame(width: 40, height: 40)
    let picture = try render(ring)
    let left = picture[11, 30], right = picture[48, 30], middle = picture[30, 30]
    #expect(left.r > 200 && left.b < 120, "\(left)")  // the line on the leading side is red
    #expect(right.b > 200 && right.r < 120, "\(right)")  // the trailing side blue
    #expect(middle == RGBA8(r: 255, g: 255, b: 255, a: 255))  // inside the line: nothing
    // A trimmed ring's arc takes the gradient too, and strokeBorder keeps inside the frame.
    let arc = try render(Circle().trim(from: 0, to: 0.5)
      .stroke(LinearGradient(colors: [.green, .green], startPoint: .top, endPoint: .bottom),
              style: StrokeStyle(lineWidth: 6, lineCap: .round))
      .frame(width: 40, height: 40))
    #expect(arc[30, 49].g > 150 && arc[30, 49].r < 150, "\(arc[30, 49])")  // the bottom
    #expect(arc[30, 11] == RGBA8(r: 255, g: 255, b: 255, a: 255))  // the top half is trimmed
    let border = try render(Rectangle().strokeBorder(Color.blue.gradient, lineWidth: 4)
      .frame(width: 40, height: 40))
    #expect(border[9, 30] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    #expect(border[11, 30].b > 200)
  }

  @Test func hiddenLabelsLeaveTheControlOnly() {
    let on = Binding.constant(true)
    #expect(frame(layoutFrames(Toggle("Wi-Fi", isOn: on).labelsHidden().fixedSize()), "ZStack")
              .size == CGSize(width: 51, height: 31))
    let shown = layoutFrames(Toggle("Wi-Fi", isOn: on))
    let hidden = layoutFrames(Toggle("Wi-Fi", isOn: on).labelsHidden())
    #expect(!frames(shown, "Text(\"Wi-Fi\")").isEmpty)
    #expect(frames(hidden, "Text(\"Wi-Fi\")").isEmpty)
    #expect(frames(layoutFrames(Stepper("Count", value: .constant(1)).labelsHidden()),
                   "Text(\"Count\")").isEmpty)
  }

  @Test func styleTypesByNameAreTheStyles() throws {
    let rows = ForEach(["A", "B"], id: \.self) { Text($0) }
    #expect(layoutFrames(List { rows }.listStyle(InsetGroupedListStyle())).map(\.frame)
              == layoutFrames(List { rows }.listStyle(.insetGrouped)).map(\.frame))
    #expect(layoutFrames(List { rows }.listStyle(PlainListStyle())).map(\.frame)
              == layoutFrames(List { rows }.listStyle(.plain)).map(\.frame))
    // A switch tinted by its style is drawn in that colour.
    let tinted = try render(Toggle("", isOn: .constant(true)).labelsHidden()
      .toggleStyle(SwitchToggleStyle(tint: .purple)), 60, 40)
    let purple = Color.purple.resolved(dark: false).premultiplied
    #expect(tinted[12, 20] == purple, "\(tinted[12, 20])")
    #expect(try render(Text("A").accentColor(.red)) == render(Text("A").tint(.red)))
  }

  @Test func animationsCompileAndChangeNothing() {
    var shown = false
    // Nonisolated, as iOS's: a model off the main actor animates its changes.
    final class Model: @unchecked Sendable {
      var offset = 0
      nonisolated func move() { withAnimation(.snappy) { offset += 1 } }
    }
    let model = Model()
    model.move()
    #expect(model.offset == 1)
    let done = withAnimation(.spring(response: 0.3, dampingFraction: 0.7).delay(0.1)) {
      shown = true
      return 1
    }
    var completed = false
    withAnimation(.bouncy, { shown.toggle() }, completion: { completed = true })
    #expect(done == 1 && !shown && completed)
    let plain = Text("A").padding()
    let animated = Text("A").padding()
      .animation(.easeInOut(duration: 0.2).repeatForever(autoreverses: false), value: shown)
      .transition(.push(from: .bottom).combined(with: .opacity))
      .contentTransition(.numericText())
      .transaction { $0.animation = nil }
    #expect(layoutFrames(plain).map(\.frame) == layoutFrames(animated).map(\.frame))
  }

  struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .padding(10)
        .background(Capsule().fill(Color.orange))
        .scaleEffect(configuration.isPressed ? 0.9 : 1)
    }
  }

  struct Tapped: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.padding(4).onTapGesture { configuration.trigger() }
    }
  }

  @Test func buttonStylesOfTheAppsOwnMakeTheButton() {
    let frames = layoutFrames(Button("Go") {}.buttonStyle(Pill()))
    let text = frame(frames, "Text(\"Go\")"), pill = firstFrame(frames, startingWith: "Capsule")
    #expect(pill.width == text.width + 20 && pill.height == text.height + 20)
    // The label is not tinted by a style of the app's own: it takes the primary colour.
    let (engine, _) = Renderer(size: CGSize(width: 100, height: 100))
      .layout(Button("Go") {}.buttonStyle(Pill()))
    let colors = engine.builder.nodes.compactMap { node -> Raster.Color? in
      if case .text(let t) = node.kind { return t.color } else { return nil }
    }
    #expect(colors == [Color.primary.resolved(dark: false)])
    let primitive = layoutFrames(Button("Go") {}.buttonStyle(Tapped()))
    #expect(firstFrame(primitive, startingWith: ".padding").width
              == frame(primitive, "Text(\"Go\")").width + 8)
    // The built-in styles are still drawn as before.
    #expect(layoutFrames(Button("Go") {}.buttonStyle(.bordered)).map(\.frame)
              == layoutFrames(Button("Go") {}.buttonStyle(BorderedButtonStyle())).map(\.frame))
  }

  struct Checkbox: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
        configuration.label
      }
    }
  }

  struct Stacked: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(spacing: 4) { configuration.icon; configuration.title }
    }
  }

  @Test func toggleAndLabelStylesOfTheAppsOwn() {
    let on = layoutFrames(Toggle("Remember me", isOn: .constant(true)).toggleStyle(Checkbox()))
    #expect(!frames(on, "Image(systemName: \"checkmark.square.fill\")").isEmpty)
    #expect(frames(on, "ZStack").isEmpty)  // no switch
    let off = layoutFrames(Toggle("Remember me", isOn: .constant(false)).toggleStyle(Checkbox()))
    #expect(!frames(off, "Image(systemName: \"square\")").isEmpty)
    let label = layoutFrames(Label("Inbox", systemImage: "tray").labelStyle(Stacked()))
    let icon = frame(label, "Image(systemName: \"tray\")"), title = frame(label, "Text(\"Inbox\")")
    #expect(icon.maxY + 4 == title.minY)  // the icon above the title
    #expect(layoutFrames(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)).count
              < layoutFrames(Label("Inbox", systemImage: "tray")).count)
  }

  @Test func barItemsReachTheBar() {
    let screen = NavigationView {
      Text("Body")
        .navigationBarTitle("Inbox")
        .navigationBarItems(leading: Text("Edit"), trailing: Image(systemName: "plus"))
    }
    .navigationViewStyle(StackNavigationViewStyle())
    #expect(resolvedTexts(screen).contains("Edit"))
  }

  @Test func theDefaultScrollAnchorShowsTheContentsEnd() {
    let rows = VStack(spacing: 0) {
      ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 100) }
    }
    let bottom = layoutFrames(ScrollView { rows }.defaultScrollAnchor(.bottom), height: 800)
    // The last row's text (16 points, centred in its 100) ends 42 points above the bottom.
    #expect(abs(frame(bottom, "Text(\"Row 19\")").maxY - 758) < 0.01)
    #expect(abs(firstFrame(bottom, startingWith: "VStack").maxY - 800) < 0.01)
    // Content shorter than the scroll view sits at the anchor; an offset asked for wins.
    let short = layoutFrames(ScrollView { Text("Only") }.defaultScrollAnchor(.bottom), height: 800)
    #expect(abs(frame(short, "Text(\"Only\")").maxY - 800) < 0.01)
    let offset = layoutFrames(ScrollView { rows }.defaultScrollAnchor(.bottom)
      .scrollContentOffset(y: 100).scrollDisabled(true), height: 800)
    #expect(abs(firstFrame(offset, startingWith: "VStack").minY + 100) < 0.01)
  }

  @Test func aScrollPositionAndContentMarginsSetWhereTheContentStarts() {
    let rows = VStack(spacing: 0) {
      ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 100) }
    }
    @State var atBottom = ScrollPosition(edge: .bottom)
    let bottom = layoutFrames(ScrollView { rows }.scrollPosition($atBottom), height: 800)
    #expect(abs(firstFrame(bottom, startingWith: "VStack").maxY - 800) < 0.01)
    @State var at300 = ScrollPosition(y: 300)
    let down = layoutFrames(ScrollView { rows }.scrollPosition($at300), height: 800)
    #expect(abs(firstFrame(down, startingWith: "VStack").minY + 300) < 0.01)
    // Margins pad the content inside the scroll view, and scroll with it.
    let margins = layoutFrames(ScrollView { rows }.contentMargins(.top, 40)
      .contentMargins(.horizontal, 20, for: .scrollContent), width: 390, height: 800)
    let stack = firstFrame(margins, startingWith: "VStack")
    let scroll = firstFrame(margins, startingWith: "ScrollView")
    #expect(abs(stack.minY - 40) < 0.01 && abs(stack.minX - scroll.minX - 20) < 0.01)
    #expect(abs(scroll.width - stack.width - 40) < 0.01)
    let indicators = layoutFrames(ScrollView { rows }.contentMargins(30, for: .scrollIndicators),
                                  height: 800)
    #expect(abs(firstFrame(indicators, startingWith: "VStack").minY) < 0.01)
  }

  /// SwiftUI's `ContentMode` has two cases: a switch over `.fit` and `.fill` is exhaustive.
  nonisolated static func scaleWord(_ mode: ContentMode) -> String {
    switch mode {
    case .fit: "fit"
    case .fill: "fill"
    }
  }

  /// Groups and sections are made outside the main actor, as Apple's nonisolated initializers
  /// allow (a view-building helper function that is not isolated).
  nonisolated static func spinner(_ loading: Bool) -> some View {
    Group { if loading { Text("Loading") } }
  }

  @Test func containersAndModesAsAppleDeclaresThem() {
    #expect(ContentMode.allCases.map(Self.scaleWord) == ["fit", "fill"])
    #expect(resolvedTexts(Self.spinner(true)) == ["Loading"])
    // A UIFont is a Font, and NSString measures as String does.
    let font = UIFont.systemFont(ofSize: 17)
    #expect(Font(font) == Font(font.spec))
    #expect(("Hi" as NSString).size(withAttributes: [.font: font])
      == "Hi".size(withAttributes: [.font: font]))
  }

  /// An app's plain value types may be `BitwiseCopyable` with SwiftUI's geometry and settings
  /// in them, as iOS's frozen types allow (a public kit's gesture and bounds states do).
  struct BoundsState: Equatable, Sendable, BitwiseCopyable {
    var edges: Edge.Set, axes: Axis.Set, anchor: UnitPoint, insets: EdgeInsets, angle: Angle
    var edge: HorizontalEdge, vertical: VerticalEdge.Set, direction: LayoutDirection
    var scheme: ColorScheme, mode: ContentMode, visibility: Visibility, size: DynamicTypeSize
  }

  @Test func settingsAndGeometryAreBitwiseCopyable() {
    let state = BoundsState(edges: [.top], axes: .vertical, anchor: .center, insets: EdgeInsets(),
                            angle: .degrees(90), edge: .leading, vertical: .all,
                            direction: .leftToRight, scheme: .dark, mode: .fit,
                            visibility: .hidden, size: .large)
    func copy<T: BitwiseCopyable>(_ value: T) -> T { value }
    #expect(copy(state) == state)
  }
}

extension EnvironmentValues {
  var greeting: String {
    get { self[SwiftUISpellingTests.Greeting.self] }
    set { self[SwiftUISpellingTests.Greeting.self] = newValue }
  }
}
