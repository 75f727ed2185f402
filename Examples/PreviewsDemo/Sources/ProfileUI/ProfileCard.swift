import Cellshot

/// A profile row as an app would have it: written the usual SwiftUI way, with previews.
struct ProfileCard: View {
  var name: String
  var role: String
  var followers: Int

  var body: some View {
    HStack(spacing: 12) {
      Circle()
        .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
        .frame(width: 48, height: 48)
        .overlay(Text(String(name.prefix(1))).font(.title2).bold().foregroundColor(.white))
      VStack(alignment: .leading, spacing: 2) {
        Text(name).font(.headline)
        Text(role).font(.subheadline).foregroundStyle(.secondary)
      }
      Spacer()
      Label("\(followers)", systemImage: "person.2.fill")
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
    .padding()
    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    .padding()
  }
}

struct ProfileCard_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      ProfileCard(name: "Ada Lovelace", role: "Analyst", followers: 1842)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Card")
      ProfileCard(name: "Ada Lovelace", role: "Analyst", followers: 1842)
        .preferredColorScheme(.dark)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Card dark")
    }
  }
}
