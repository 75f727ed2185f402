import SwiftUI

/// A recipe's tags as capsules in the brand colour.
public struct TagList: View {
  let tags: [String]

  public init(tags: [String]) {
    self.tags = tags
  }

  public var body: some View {
    HStack(spacing: 6) {
      ForEach(tags, id: \.self) { tag in
        Text(tag)
          .font(.caption.weight(.semibold))
          .padding(.horizontal, 10)
          .padding(.vertical, 4)
          .background(Color(.brand).opacity(0.15), in: Capsule())
          .foregroundStyle(Color(.brand))
      }
    }
  }
}

#Preview("Tags", traits: .sizeThatFitsLayout) {
  TagList(tags: ["Breakfast", "Vegetarian", "Quick"])
    .padding()
}
