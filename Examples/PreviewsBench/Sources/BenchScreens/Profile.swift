// A profile page, in seven previews.
import SwiftUI

public struct Profile: View {
  let name: String
  public init(name: String) { self.name = name }
  public var body: some View {
    VStack(spacing: 16) {
      Circle().fill(.purple.opacity(0.3)).frame(width: 120, height: 120)
        .overlay(Text(String(name.prefix(1))).font(.system(size: 56, weight: .bold)))
      Text(name).font(.title)
      HStack(spacing: 24) {
        VStack { Text("128").font(.headline); Text("Posts").font(.caption) }
        VStack { Text("4.2k").font(.headline); Text("Followers").font(.caption) }
        VStack { Text("310").font(.headline); Text("Following").font(.caption) }
      }
      Button("Follow") {}.buttonStyle(.borderedProminent)
      Spacer()
    }
    .padding(.top, 40)
  }
}

#Preview("Profile Ada") { Profile(name: "Ada Lovelace") }
#Preview("Profile Grace") { Profile(name: "Grace Hopper") }
#Preview("Profile long") { Profile(name: "Alexandra Wilhelmina Montgomery") }
#Preview("Profile dark bg") { Profile(name: "Edsger Dijkstra").background(Color.gray.opacity(0.2)) }
#Preview("Profile tinted") { Profile(name: "Barbara Liskov").tint(.green) }
#Preview("Profile in nav") { NavigationStack { Profile(name: "Donald Knuth").navigationTitle("Profile") } }
#Preview("Profile small") { Profile(name: "Ken") }
