import SwiftUI

/// A card as an iOS app has it: a symbol, a title, a subtitle and a button, on a tinted
/// background with rounded corners. Made with its memberwise initializer, it can be built
/// outside the main actor.
struct CardView: View {
  var title: String
  var subtitle: String

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(spacing: 8) {
        Image(systemName: "star.fill").foregroundColor(.orange)
        Text(title).font(.headline)
      }
      Text(subtitle).font(.subheadline).foregroundColor(.secondary)
      Button("Follow") {}
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Color.blue.opacity(0.15))
        .cornerRadius(8)
    }
    .padding()
    .background(Color(.secondarySystemBackground))
    .cornerRadius(12)
    .padding()
  }
}

/// A screen that fills the safe area, so that a device's insets show.
struct ProfileScreen: View {
  var name: String

  var body: some View {
    VStack(spacing: 0) {
      Text(name).font(.title).frame(maxWidth: .infinity).padding().background(Color.teal)
      Spacer()
      CardView(title: "Snapshots on Linux", subtitle: "Drawn by Cellshot")
      Spacer()
      Text("Footer").frame(maxWidth: .infinity).padding().background(Color.gray.opacity(0.3))
    }
  }
}

/// A model as tests snapshot one as text.
struct User: Codable, Equatable {
  var id: Int
  var name: String
  var bio: String
  var tags: [String]
}

let blob = User(id: 1, name: "Blob", bio: "Blobbed around the world.", tags: ["swift", "linux"])
