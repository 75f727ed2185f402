import Cellshot
import SeedLayouts

// Seed 001 (SwiftUI搭建瀑布流-交错网格): the staggered grid. `StaggeredGrid` itself is in
// Cellshot; below are the seed's Home, PostCard and Post, ported.
// Changes from the seed: `import Cellshot` for `import SwiftUI`; Home takes its column count
// (the seed's @State starts at 2 and the toolbar buttons change it); PostCard's
// `.onAppear { print(post.imageURL) }` is dropped (it would print during renders); the ten
// pictures are this project's own (see PostPictures.swift).

struct Post: Identifiable, Hashable {
  var id = UUID().uuidString
  var imageURL: String
}

struct Home: View {
  @State var posts: [Post] = []
  // To show dynamic
  @State var columns: Int = 2
  // Smooth Hero Effect
  @Namespace var animation
  var placement: StaggeredPlacement = .roundRobin

  init(columns: Int, placement: StaggeredPlacement = .roundRobin) {
    _columns = State(initialValue: columns)
    self.placement = placement
  }

  var body: some View {
    NavigationView {
      StaggeredGrid(columns: columns, placement: placement, list: posts, content: { post in
        PostCard(post: post)
          .matchedGeometryEffect(id: post.id, in: animation)
      })
      .padding(.horizontal)
      .navigationTitle("Staggered Grid")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button {
            columns += 1
          } label: {
            Image(systemName: "plus")
          }
        }
        ToolbarItem(placement: .navigationBarTrailing) {
          Button {
            columns = max(columns - 1, 1)
          } label: {
            Image(systemName: "minus")
          }
        }
      }
      .animation(.easeInOut, value: columns)
    }
    .onAppear {
      for index in 1...10 {
        posts.append(Post(imageURL: "post\(index)"))
      }
    }
  }
}

struct PostCard: View {
  var post: Post
  var body: some View {
    Image(post.imageURL)
      .resizable()
      .aspectRatio(contentMode: .fit)
      .cornerRadius(10)
  }
}

enum StaggeredGridScreens {
  static let all: [Screen] = (1...4).map { n in
    Screen("staggered-grid-\(n)col", "staggered grid of ten pictures in \(n) column\(n == 1 ? "" : "s")",
           seed: "001") {
      Home(columns: n)
    }
  }
}
