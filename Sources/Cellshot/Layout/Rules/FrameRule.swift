// `.frame(width:height:alignment:)`: a fixed size on the axes given; on the others, the
// child's size for the proposal. The child is proposed the fixed size and aligned in it.

extension View {
  /// A frame of fixed width, height, or both; the view sits in it by `alignment`. Negative,
  /// NaN and infinite sizes are ignored.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil,
                    alignment: Alignment = .center) -> some View {
    let w = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    let h = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    var parts: [String] = []
    if let w { parts.append("width: \(fmtPoints(w))") }
    if let h { parts.append("height: \(fmtPoints(h))") }
    let frame = FixedFrame(width: w, height: h, alignment: alignment)
    return LayoutModifier(content: self, kind: .frame(frame),
                          name: ".frame(\(parts.joined(separator: ", ")))")
  }
}

/// A frame of fixed width, height or both.
struct FixedFrame {
  var width: CGFloat?
  var height: CGFloat?
  var alignment: Alignment

  /// The proposal the child gets: the fixed lengths, else what the frame was offered.
  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
  }
}

extension LayoutEngine {
  func sizeFrame(_ frame: FixedFrame, _ children: [NodeID], _ p: ProposedViewSize) -> CGSize {
    let child = children.isEmpty ? CGSize.zero : sizeThatFits(children[0], frame.childProposal(p))
    return CGSize(width: frame.width ?? child.width, height: frame.height ?? child.height)
  }

  func placeFrame(_ frame: FixedFrame, _ children: [NodeID], in rect: CGRect,
                  _ p: ProposedViewSize) {
    guard let child = children.first else { return }
    placeAligned(child, in: rect, alignment: frame.alignment, proposal: frame.childProposal(p))
  }
}
