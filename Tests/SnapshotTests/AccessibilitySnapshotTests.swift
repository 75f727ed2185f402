import Cellshot
import CellshotTesting
import Foundation
import Testing
import TestSupport

/// A settings screen with a control of each kind and each accessibility modifier.
struct AccessibilitySample: View {
  @State private var notifications = true
  @State private var volume = 0.75
  @State private var name = ""
  @State private var password = "secret"

  var body: some View {
    NavigationStack {
      List {
        Section("Account") {
          HStack {
            Image(systemName: "person.circle.fill").font(.largeTitle)
            VStack(alignment: .leading) {
              Text("John Doe").font(.headline)
              Text("Online").font(.subheadline)
            }
          }
          .accessibilityElement(children: .combine)
          TextField("Name", text: $name)
          SecureField("Password", text: $password)
        }
        Section("Sound") {
          Toggle("Notifications", isOn: $notifications)
          Slider(value: $volume)
            .accessibilityLabel("Volume")
          Label("Ringtone", systemImage: "bell")
        }
        Section {
          Button("Delete Account", role: .destructive) {}
            .accessibilityHint("Removes your data from this phone")
          Link("Privacy", destination: URL(string: "https://example.com")!)
          HStack {
            Image(systemName: "fork.knife").accessibilityHidden(true)
            Image(systemName: "star.fill").accessibilityLabel("Favorite")
            Text("Hidden note").accessibilityHidden(true)
            Text("Read second")
            Text("Read first").accessibilitySortPriority(1)
          }
          RatingStars(rating: 4)
            .accessibilityRepresentation {
              Slider(value: .constant(0.8)).accessibilityLabel("Rating")
            }
        }
      }
      .navigationTitle("Settings")
    }
  }
}

/// Five stars drawn by hand: VoiceOver reads the slider it stands for.
struct RatingStars: View {
  let rating: Int
  var body: some View {
    HStack(spacing: 2) {
      ForEach(0..<5, id: \.self) { i in
        Image(systemName: i < rating ? "star.fill" : "star")
      }
    }
  }
}

/// What VoiceOver reads of a view, as text and as AccessibilitySnapshot's picture, with
/// references in `Goldens/accessibility-snapshot-tests/`.
@MainActor @Suite struct AccessibilitySnapshotTests {
  @Test func aScreensElementsAsVoiceOverReadsThem() {
    assertSnapshot(of: AccessibilitySample(), as: .accessibility(device: .iphone13))
  }

  @Test func aScreensElementsMarkedWithTheirLegend() {
    assertSnapshot(of: AccessibilitySample(), as: .accessibilityImage(device: .iphone13))
  }

  /// The rules one at a time, by their text.
  @Test func labelsAreDerivedAsIOSDerivesThem() {
    func said(_ view: some View) -> [String] {
      Renderer(size: CGSize(width: 390, height: 300)).accessibilityTree(view).elements
        .map(\.description)
    }
    #expect(said(Text("Hello")) == ["Hello"])
    #expect(said(Image(systemName: "plus")) == ["Add. Image."])
    #expect(said(Image(decorative: "Pancakes")) == [])
    #expect(said(Button("Save") {}) == ["Save. Button."])
    #expect(said(Button {} label: { Image(systemName: "trash") }) == ["trash. Button."])
    #expect(said(Toggle("Wi-Fi", isOn: .constant(false))) == ["Wi-Fi. Switch Button. Off."])
    #expect(said(Text("Title").accessibilityAddTraits(.isHeader)) == ["Title. Heading."])
    #expect(said(Text("Title").accessibilityHeading(.h1)) == ["Title. Heading."])
    #expect(said(Text("Tab").accessibilityAddTraits([.isButton, .isSelected]))
            == ["Selected: Tab. Button."])
    #expect(said(Text("Price").accessibilityValue("$4")) == ["Price: $4"])
    #expect(said(HStack { Text("A"); Text("B") }.accessibilityElement()) == [""])
    #expect(said(HStack { Text("A"); Text("B") }.accessibilityElement().accessibilityLabel("AB"))
            == ["AB"])
    #expect(said(VStack { Text("A"); Text("B").accessibilityRemoveTraits(.isStaticText) })
            == ["A", "B"])
    #expect(said(Button("Save") {}.disabled(true)) == ["Save. Dimmed. Button."])
    #expect(said(Picker("Size", selection: .constant(1)) {
      Text("S").tag(0); Text("M").tag(1); Text("L").tag(2)
    }.pickerStyle(.segmented)) == ["S. Button. 1 of 3.", "Selected: M. Button. 2 of 3.",
                                  "L. Button. 3 of 3."])
    let tabs = Renderer(device: .iphone13).accessibilityTree(TabView {
      Text("Home").tabItem { Label("Home", systemImage: "house") }
      Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
    }).elements.map(\.description)
    #expect(tabs.suffix(2) == ["Selected: Home. Tab. 1 of 2.", "Settings. Tab. 2 of 2."],
            "\(tabs)")
    let hinted = Renderer(size: CGSize(width: 390, height: 100))
      .accessibilityTree(Toggle("Wi-Fi", isOn: .constant(true)).accessibilityHint("Joins"))
    #expect(hinted.elements.first?.spokenHint == "Joins. Double tap to toggle setting.")
  }
}
