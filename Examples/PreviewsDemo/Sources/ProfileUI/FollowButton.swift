import SwiftUI

/// A follow button written for iOS, with `#Preview`s: `import SwiftUI` is Cellshot's stand-in.
struct FollowButton: View {
  var isFollowing: Bool

  var body: some View {
    Text(isFollowing ? "Following" : "Follow")
      .font(.subheadline.weight(.semibold))
      .foregroundColor(isFollowing ? .primary : .white)
      .padding(.horizontal, 20)
      .padding(.vertical, 8)
      .background(isFollowing ? Color(.systemGray5) : Color.accentColor, in: Capsule())
  }
}

#Preview("Follow", traits: .sizeThatFitsLayout) {
  FollowButton(isFollowing: false).padding()
}

#Preview("Following", traits: .sizeThatFitsLayout) {
  FollowButton(isFollowing: true).padding()
}
