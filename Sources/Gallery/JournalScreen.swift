import Cellshot

// A journal on an iPhone 15 Pro inside its frame, for documentation images: what the real
// screens of issue 41 exposed. Paragraphs in text styles (their lines the style's leading
// apart), sections made by a view of the app's own inside the list and counted through
// `Group(subviews:)`, a short list over a tab bar left transparent (iOS 15's scroll edge), the
// Dynamic Island, and the phone's outline around the screen.

struct JournalAppView: View {
  var body: some View {
    TabView {
      NavigationStack {
        List {
          EntrySections()
        }
        .navigationTitle("Journal")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button {} label: { Image(systemName: "square.and.pencil") }
          }
        }
      }
      .tabItem { Label("Journal", systemImage: "book.closed") }
      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
      Text("Insights").tabItem { Label("Insights", systemImage: "chart.bar") }
    }
  }
}

/// The entries, a section a week: a view of the app's own that the list looks through.
struct EntrySections: View {
  var body: some View {
    Section {
      Entry(day: "Saturday", mood: "sun.max.fill", tint: .orange,
            text: "Walked the harbour wall at low tide. The fog lifted by ten and the "
              + "whole bay turned silver; counted eleven boats going out.")
      Entry(day: "Friday", mood: "cloud.rain.fill", tint: .blue,
            text: "Rain all day. Finished the chapter on lighthouses and wrote to Ines.")
    } header: {
      EntryCount(title: "This week") {
        Text("Saturday")
        Text("Friday")
      }
    } footer: {
      Text("Entries stay on this iPhone. Turn on syncing in Settings to keep them on all "
           + "your devices.")
    }
    Section("Last week") {
      Entry(day: "Tuesday", mood: "leaf.fill", tint: .green,
            text: "Planted the herbs by the kitchen door: thyme, chives, two kinds of mint.")
    }
  }
}

/// A header naming how many entries a section has, counted as iOS 18 counts subviews.
struct EntryCount<Content: View>: View {
  let title: String
  @ViewBuilder let content: Content

  var body: some View {
    Group(subviews: content) { subviews in
      Text("\(title) · \(subviews.count) entries")
    }
  }
}

/// One entry: the day and a mood symbol over the first lines of what was written.
struct Entry: View {
  let day: String
  let mood: String
  let tint: Color
  let text: String

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack(alignment: .firstTextBaseline) {
        Text(day).font(.headline)
        Spacer()
        Image(systemName: mood).foregroundStyle(tint)
      }
      Text(text)
        .font(.subheadline)
        .foregroundStyle(.secondary)
        .lineLimit(3)
    }
    .padding(.vertical, 4)
  }
}

enum JournalScreens {
  static let all: [Screen] = [
    Screen("app-journal", "A journal in an iPhone 15 Pro's frame: paragraphs a style's leading "
           + "apart, sections from a view of the app's own, a transparent tab bar",
           seed: nil, device: .iphone15Pro, safeArea: true, deviceFrame: true) {
      JournalAppView()
    },
  ]
}

// The journal's settings in iOS 26's look, on an iPhone 16 Pro: what the public iOS 26 screens
// of the fidelity check exposed. A floating glass tab bar, toolbar items in glass (a `Menu`
// labelled with a `Label` is its icon, the confirmation last), 52-point rows on 24-point
// cards, headers in title case, a vertical field keeping three lines' room, capsule toggles
// and segmented control, a prominent glass button, Korean broken at its spaces.

struct JournalSettingsView: View {
  @State private var reminders = true
  @State private var iCloud = false
  @State private var layout = 0
  @State private var note = ""

  var body: some View {
    TabView {
      NavigationStack {
        Form {
          Section("Writing") {
            Toggle("Daily reminder", isOn: $reminders)
            Toggle("Sync with iCloud", isOn: $iCloud)
            Picker("Layout", selection: $layout) {
              Text("List").tag(0)
              Text("Cards").tag(1)
            }
            .pickerStyle(.segmented)
          }
          Section {
            TextField("What would make writing easier?", text: $note, axis: .vertical)
              .lineLimit(3...5)
          } header: {
            Text("Feedback")
          } footer: {
            Text("일기는 이 기기에만 저장됩니다. 동기화를 켜면 모든 기기에서 볼 수 있습니다.")
          }
          Section {
            Button("Export Entries") {}
              .buttonStyle(.glassProminent)
          }
        }
        .navigationTitle("Settings")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
          ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
          ToolbarItem(placement: .topBarTrailing) {
            Menu {
              Button("Help") {}
            } label: {
              Label("More", systemImage: "ellipsis.circle")
            }
          }
        }
      }
      .tabItem { Label("Settings", systemImage: "gearshape") }
      Text("Journal").tabItem { Label("Journal", systemImage: "book.closed") }
      Text("Insights").tabItem { Label("Insights", systemImage: "chart.bar") }
    }
  }
}

enum JournalSettingsScreens {
  static let all: [Screen] = [
    Screen("app-journal-settings-26", "The journal's settings in iOS 26's look: a floating "
           + "glass tab bar, glass toolbar items, 24-point cards, a three-line field, Korean",
           seed: nil, device: .iphone16Pro, safeArea: true, look: .ios26) {
      JournalSettingsView()
    },
  ]
}
