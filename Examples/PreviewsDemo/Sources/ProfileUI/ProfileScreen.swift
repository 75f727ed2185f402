import Cellshot

/// A profile screen: a list of cards in a navigation stack.
struct ProfileScreen: View {
  var body: some View {
    NavigationStack {
      List {
        Section("Team") {
          ProfileCard(name: "Ada Lovelace", role: "Analyst", followers: 1842)
          ProfileCard(name: "Grace Hopper", role: "Compiler writer", followers: 9120)
        }
        .listRowInsets(EdgeInsets())
        Section {
          Toggle("Show followers", isOn: .constant(true))
          NavigationLink("Settings") { Text("Settings") }
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Profile")
    }
  }
}

struct ProfileScreen_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(["iPhone 13", "iPhone SE (3rd generation)"], id: \.self) { device in
      ProfileScreen()
        .previewDevice(PreviewDevice(rawValue: device))
        .previewDisplayName(device)
    }
  }
}
