// A settings form, an article, a grid of cards and a tab view, in ten previews.
import SwiftUI

public struct SettingsForm: View {
  @State var notifications = true
  @State var volume = 0.4
  let title: String
  public init(title: String) { self.title = title }
  public var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          LabeledContent("Name", value: "Ada Lovelace")
          LabeledContent("Email", value: "ada@example.com")
        }
        Section("Preferences") {
          Toggle("Notifications", isOn: $notifications)
          Slider(value: $volume)
          Picker("Theme", selection: .constant(1)) { Text("Light").tag(0); Text("Dark").tag(1) }
        }
        Section { Button("Sign Out", role: .destructive) {} }
      }
      .navigationTitle(title)
    }
  }
}

public struct ArticleView: View {
  let paragraphs: Int
  public init(paragraphs: Int) { self.paragraphs = paragraphs }
  public var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        RoundedRectangle(cornerRadius: 16).fill(.blue.gradient).frame(height: 180)
        Text("The Analytical Engine").font(.largeTitle.bold())
        Text("Notes by the translator").font(.subheadline).foregroundStyle(.secondary)
        ForEach(0..<paragraphs, id: \.self) { _ in
          Text("The Analytical Engine has no pretensions whatever to originate anything. It can do whatever we know how to order it to perform. It can follow analysis; but it has no power of anticipating any analytical relations or truths.")
        }
      }
      .padding()
    }
  }
}

public struct CardGrid: View {
  let count: Int
  public init(count: Int) { self.count = count }
  public var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))], spacing: 16) {
          ForEach(0..<count, id: \.self) { i in
            VStack(alignment: .leading, spacing: 6) {
              RoundedRectangle(cornerRadius: 12).fill(Color(hue: Double(i) / Double(count), saturation: 0.5, brightness: 0.9)).frame(height: 100)
                .overlay(Image(systemName: "photo").font(.largeTitle).foregroundStyle(.white))
              Text("Item \(i)").font(.headline)
              Text("\(i + 1) photos").font(.caption).foregroundStyle(.secondary)
            }
            .padding(8)
            .background(.background, in: RoundedRectangle(cornerRadius: 16))
            .shadow(radius: 2)
          }
        }
        .padding()
      }
      .navigationTitle("Albums")
    }
  }
}

public struct Tabs: View {
  public init() {}
  public var body: some View {
    TabView {
      RowList().tabItem { Label("Rows", systemImage: "list.bullet") }
      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
      Text("Profile").tabItem { Label("Profile", systemImage: "person.crop.circle") }
    }
  }
}

#Preview("Settings") { SettingsForm(title: "Settings") }
#Preview("Settings long title") { SettingsForm(title: "Preferences and Account") }
#Preview("Article short") { ArticleView(paragraphs: 1) }
#Preview("Article long") { ArticleView(paragraphs: 4) }
#Preview("Grid 4") { CardGrid(count: 4) }
#Preview("Grid 12") { CardGrid(count: 12) }
#Preview("Tabs") { Tabs() }
#Preview("Rows plain") { RowList().listStyle(.plain) }
#Preview("Article tinted") { ArticleView(paragraphs: 2).tint(.orange) }
#Preview("Grid 8") { CardGrid(count: 8) }
