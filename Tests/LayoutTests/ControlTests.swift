@testable import Cellshot
import CellshotTesting
import Testing

/// Controls in their resting state, with iOS's sizes: frames by number, and two screens.
@MainActor @Suite struct ControlTests {
  @Test func controlSizes() {
    let view = VStack(spacing: 10) {
      Toggle("Wi-Fi", isOn: .constant(true))
      Stepper("Count", value: .constant(3), in: 0...10)
      Picker("Size", selection: .constant(1)) {
        Text("S").tag(0)
        Text("M").tag(1)
        Text("L").tag(2)
      }
      .pickerStyle(.segmented)
    }
    .padding(16)
    let f = layoutFrames(view)
    #expect(frame(f, ".frame(width: 51, height: 31)").size == CGSize(width: 51, height: 31))
    #expect(frame(f, ".frame(width: 51, height: 31)").maxX == 374)
    #expect(frame(f, ".frame(height: 32)").width == 358)
    let segments = frames(f, ".frame(maxWidth: inf, maxHeight: inf)")
    #expect(segments.count == 3 && segments.allSatisfy { abs($0.width - 358.0 / 3) < 0.001 })
  }

  /// iOS 13-18's segmented control divides two segments neither of which is raised, with a
  /// 1 x 18-point line centred on their boundary (a public iOS 13 screenshot at 2x); iOS 26's
  /// draws none.
  @Test func segmentedDividersSkipTheChosenSegment() {
    let picker = Picker("Tip", selection: .constant(15)) {
      ForEach([5, 10, 15, 20, 25], id: \.self) { Text("\($0)%") }
    }
    .pickerStyle(.segmented)
    .frame(width: 380)
    let f = layoutFrames(picker)
    let lines = frames(f, ".frame(width: 1, height: 18)")
    #expect(lines.count == 2, "\(lines)")
    let track = frame(f, ".frame(height: 32)")
    #expect(lines.map(\.midX) == [track.minX + 76, track.minX + 304], "\(lines)")
    #expect(lines.allSatisfy { $0.midY == track.midY })
    let glass = layoutFrames(picker.interfaceLook(.ios26))
    #expect(frames(glass, ".frame(width: 1, height: 18)").isEmpty)
    // The raised segment's title is semibold, in both looks: wider than when not raised.
    let other = Picker("Tip", selection: .constant(5)) {
      ForEach([5, 10, 15, 20, 25], id: \.self) { Text("\($0)%") }
    }
    .pickerStyle(.segmented)
    .frame(width: 380)
    for look in [InterfaceLook.ios18, .ios26] {
      let raised = frame(layoutFrames(picker.interfaceLook(look)), "Text(\"15%\")")
      let flat = frame(layoutFrames(other.interfaceLook(look)), "Text(\"15%\")")
      #expect(raised.width > flat.width, "\(look): \(raised) \(flat)")
    }
  }

  /// A list row's Label keeps its icon in the tint inside a prominent button: a public iOS
  /// 26 screen's `.borderedProminent` button in a list row shows its title and, in the icon's
  /// place, nothing (blue on the blue fill), where Cellshot drew the icon white. Outside a
  /// list, and under a foreground colour of the app's, the icon takes the label's colour.
  @Test func aListRowLabelKeepsItsIconTintInAProminentButton() {
    func iconColor<V: View>(_ view: V) -> Raster.Color? {
      let (engine, _) = Renderer(size: CGSize(width: 390, height: 400)).layout(view)
      for node in engine.builder.nodes {
        if case .symbol(let symbol) = node.kind { return symbol.color }
      }
      return nil
    }
    let button = Button {} label: { Label("Check", systemImage: "textformat.size") }
      .buttonStyle(.borderedProminent)
    let env = EnvironmentValues()
    #expect(iconColor(List { button }) == Color.blue.resolved(in: env))
    #expect(iconColor(button) == Color.white.resolved(in: env))
    #expect(iconColor(List { button.foregroundColor(.red) }) == Color.red.resolved(in: env))
  }

  /// `ContentUnavailableView`'s symbol is drawn in the regular weight under its bold title (a
  /// public iOS 26 screenshot's tray in thin lines; Cellshot drew it bold).
  @Test func anUnavailableViewsSymbolIsRegularUnderItsBoldTitle() {
    let (engine, _) = Renderer(size: CGSize(width: 390, height: 400)).layout(
      ContentUnavailableView("No Mail", systemImage: "tray", description: Text("None yet.")))
    let weights = engine.builder.nodes.compactMap { node -> FontWeight? in
      if case .symbol(let symbol) = node.kind { return symbol.weight }
      return nil
    }
    #expect(weights == [.regular], "\(weights)")
    // Its description 3 points under the title (the screenshot: 8.33 from ink to ink).
    let f = layoutFrames(ContentUnavailableView("No Mail", systemImage: "tray",
                                                description: Text("None yet.")))
    let gap = frame(f, "Text(\"None yet.\")").minY - frame(f, "Text(\"No Mail\")").maxY
    #expect(gap == 3, "\(gap)")
  }

  @Test func pickerFindsTheChosenOption() {
    enum Flavor: String, CaseIterable, Identifiable {
      case vanilla, chocolate, mint
      var id: Self { self }
    }
    let menu = Picker("Flavor", selection: .constant(Flavor.chocolate)) {
      ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
    }
    let f = layoutFrames(menu.padding(16))
    // The row shows the label and the chosen option (implicit tags from ForEach's ids).
    #expect(f.contains { $0.name == "Text(\"Chocolate\")" } && !f.contains { $0.name == "Text(\"Mint\")" })
    let tagged = Picker("Size", selection: .constant("m")) {
      Text("Small").tag("s")
      Text("Medium").tag("m")
    }
    let g = layoutFrames(tagged)
    #expect(g.contains { $0.name == "Text(\"Medium\")" } && !g.contains { $0.name == "Text(\"Small\")" })
  }

  struct Login: View {
    @State private var email = "ada@example.com"
    @State private var password = "secret"
    @State private var remember = true
    @State private var plan = 0
    var body: some View {
      VStack(alignment: .leading, spacing: 16) {
        Text("Sign In").font(.largeTitle).bold()
        TextField("Email", text: $email).textFieldStyle(.roundedBorder)
        SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
        TextField("Promo code", text: .constant("")).textFieldStyle(.roundedBorder)
        Toggle("Remember me", isOn: $remember)
        Picker("Plan", selection: $plan) {
          Text("Free").tag(0)
          Text("Pro").tag(1)
          Text("Team").tag(2)
        }
        .pickerStyle(.segmented)
        Button("Sign In") {}.buttonStyle(.borderedProminent).controlSize(.large)
        HStack {
          Button("Forgot?") {}.buttonStyle(.bordered)
          Spacer()
          Button("Create account") {}
        }
        Slider(value: .constant(0.3))
        ProgressView(value: 0.6)
        HStack(spacing: 24) {
          ProgressView()
          Label("Favourites", systemImage: "star")
          Stepper("", value: .constant(1))
        }
      }
      .padding(20)
      .frame(maxHeight: .infinity, alignment: .top)
    }
  }

  /// A secure field's dots as iOS draws them at body size: 7.2 points across, 10.25 apart,
  /// centred 6.1 points above the baseline, the field as tall as a text field.
  @Test func secureFieldDotsAreIOSSize() {
    let secure = layoutFrames(SecureField("Password", text: .constant("secret")))
    let dots = secure.filter { $0.name.hasPrefix("Circle") }.map(\.frame)
    #expect(dots.count == 6)
    #expect(dots.allSatisfy { abs($0.width - 7.208) < 0.01 && abs($0.height - 7.208) < 0.01 })
    #expect(abs(dots[1].minX - dots[0].minX - 10.251) < 0.01, "\(dots)")
    let plain = layoutFrames(TextField("Email", text: .constant("secret")))
    let field = { (f: [(name: String, frame: CGRect)]) in f.first?.frame.height ?? -1 }
    #expect(field(secure) == field(plain), "\(field(secure)) \(field(plain))")
  }

  @Test func loginForm() {
    assertSnapshots(of: Login(), as: [
      "light": .image(device: .iphone13, scale: 2),
      "dark": .image(device: .iphone13, scale: 2, colorScheme: .dark),
    ])
  }

  @Test func moreControls() {
    let date = Date(timeIntervalSince1970: 1_704_164_400)
    let view = NavigationStack {
      Form {
        Section("Controls") {
          DatePicker("Due", selection: .constant(date))
          ColorPicker("Colour", selection: .constant(Color.orange))
          DisclosureGroup("Closed") { Text("Hidden") }
          DisclosureGroup("Open", isExpanded: .constant(true)) { Text("Shown inside") }
          Gauge(value: 0.6) { Text("Storage") }
          Menu("Sort by") { Button("Name") {} }
          Link("Help centre", destination: URL(string: "https://example.com")!)
          Button("Delete account", role: .destructive) {}
            .listRowBackground(Color.red.opacity(0.12))
        }
        Section("Labels and rings") {
          HStack(spacing: 16) {
            Label("Icon only", systemImage: "star.fill").labelStyle(.iconOnly)
            Image(systemName: "bell").imageScale(.large)
            Circle().trim(from: 0, to: 0.7)
              .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
              .rotationEffect(.degrees(-90))
              .frame(width: 36, height: 36)
            Text("Blurred").blur(radius: 2)
            Text("Grey").foregroundColor(.blue).grayscale(1)
          }
        }
      }
      .navigationTitle("Everyday")
      .navigationBarTitleDisplayMode(.inline)
    }
    assertSnapshot(of: view, as: .image(device: .iphone13, scale: 2))
    assertSnapshot(of: ContentUnavailableView("No Mail", systemImage: "tray",
                                              description: Text("New messages appear here.")),
                   as: .image(size: CGSize(width: 320, height: 300), scale: 2),
                   named: "unavailable")
  }

  @Test func aSliderSetsItsValueLabelsBesideTheTrackAndHidesItsLabel() {
    let slider = Slider(value: .constant(5.0), in: 0...10, step: 1) {
      Text("Volume")
    } minimumValueLabel: {
      Text("Low")
    } maximumValueLabel: {
      Text("High")
    }
    let frames = layoutFrames(slider.frame(width: 300))
    #expect(resolvedTexts(slider) == ["Low", "High"])
    let low = firstFrame(frames, startingWith: "Text(\"Low")
    let high = firstFrame(frames, startingWith: "Text(\"High")
    let track = firstFrame(frames, startingWith: "GeometryReader")
    #expect(low.maxX < track.minX && track.maxX < high.minX, "\(low) \(track) \(high)")
    #expect(abs(high.maxX - low.minX - 300) < 0.01)
  }
}
