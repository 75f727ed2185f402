import SwiftUI

/// A recipe's rating as five stars, the last one partly filled, and the number beside them.
public struct RatingView: View {
  let rating: Double

  public init(rating: Double) {
    self.rating = rating
  }

  public var body: some View {
    HStack(spacing: 2) {
      ForEach(0..<5, id: \.self) { index in
        Image(systemName: symbol(for: index))
          .foregroundStyle(.orange)
      }
      Text(rating, format: .number.precision(.fractionLength(1)))
        .font(.subheadline.monospacedDigit())
        .foregroundStyle(.secondary)
        .padding(.leading, 4)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("Rated \(rating, specifier: "%.1f") out of 5")
  }

  private func symbol(for index: Int) -> String {
    let filled = rating - Double(index)
    if filled >= 0.75 { return "star.fill" }
    if filled >= 0.25 { return "star.leadinghalf.filled" }
    return "star"
  }
}

#Preview("High", traits: .sizeThatFitsLayout) {
  RatingView(rating: 4.8)
    .padding()
}

#Preview("Half stars", traits: .sizeThatFitsLayout) {
  RatingView(rating: 2.5)
    .padding()
}
