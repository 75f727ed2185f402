// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: on each
// axis the frame's own bounds decide its size from the proposal, and the child's size only
// where the frame leaves it free (SwiftUI's `_FlexFrameLayout`); the child is offered the
// proposal clamped to the bounds, and placed by the alignment.

extension View {
  /// A flexible frame: at least the minimums, at most the maximums (`.infinity` fills the
  /// space offered), the ideal size when asked for one.
  public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil,
                    maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                    alignment: Alignment = .center) -> some View {
    func clean(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN ? nil : max(0, $0) } }
    let flex = FlexFrame(minWidth: clean(minWidth), idealWidth: clean(idealWidth),
                         maxWidth: clean(maxWidth), minHeight: clean(minHeight),
                         idealHeight: clean(idealHeight), maxHeight: clean(maxHeight),
                         alignment: alignment)
    var parts: [String] = []
    for (label, v) in [("minWidth", minWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
                       ("maxHeight", maxHeight)] {
      if let v { parts.append("\(label): \(fmtPoints(v))") }
    }
    return LayoutModifier(content: self, kind: .flexFrame(flex),
                          name: ".frame(\(parts.joined(separator: ", ")))")
  }
}

/// A frame with minimum, ideal and maximum sizes.
struct FlexFrame {
  var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
  var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
  var alignment: Alignment
}

extension LayoutEngine {
  /// A flexible frame's size on each axis (SwiftUI's `_FlexFrameLayout`).
  func sizeFlexFrame(_ f: FlexFrame, _ children: [NodeID], _ p: ProposedViewSize) -> CGSize {
    let child = children.first
    let childProposal = flexChildProposal(f, p)
    var childSize: CGSize?
    func childAnswer() -> CGSize {
      if let childSize { return childSize }
      let s = child.map { sizeThatFits($0, childProposal) } ?? .zero
      childSize = s
      return s
    }
    func axis(_ proposed: CGFloat?, _ mn: CGFloat?, _ ideal: CGFloat?, _ mx: CGFloat?,
              _ childP: CGFloat?, _ c: () -> CGFloat) -> CGFloat {
      let mn = mn, mx = mx.map { max($0, mn ?? 0) }
      if let proposed, let mn, let mx { return min(max(proposed, mn), mx) }
      if proposed == nil, let ideal { return max(ideal, mn ?? 0) }
      if let mn, let mx { return min(max(c(), mn), mx) }
      if let mn { return max(min(childP ?? .infinity, c()), mn) }
      if let mx { return min(max(childP ?? -.infinity, c()), mx) }
      return c()
    }
    let w = axis(p.width, f.minWidth, f.idealWidth, f.maxWidth, childProposal.width) {
      childAnswer().width
    }
    let h = axis(p.height, f.minHeight, f.idealHeight, f.maxHeight, childProposal.height) {
      childAnswer().height
    }
    // Offered unlimited space, a frame that may grow without limit takes it, whatever its child
    // (a stack probing flexibility sees `.frame(maxWidth: .infinity)` as flexible); offered
    // less, an unbounded frame (`minWidth: .infinity`) stays as large as its child.
    func bounded(_ size: CGFloat, _ proposed: CGFloat?, _ c: () -> CGFloat) -> CGFloat {
      size.isFinite || proposed == .infinity ? size : c()
    }
    return CGSize(width: bounded(w, p.width) { childAnswer().width },
                  height: bounded(h, p.height) { childAnswer().height })
  }

  /// Places the child offered the frame's final size (SwiftUI since iOS 17), except on an
  /// axis that was offered nothing, has no ideal size, and ended strictly between min and max.
  func placeFlexFrame(_ flex: FlexFrame, _ children: [NodeID], in rect: CGRect,
                      _ p: ProposedViewSize) {
    guard let child = children.first else { return }
    func axis(_ proposed: CGFloat?, _ size: CGFloat, _ mn: CGFloat?, _ ideal: CGFloat?,
              _ mx: CGFloat?) -> CGFloat? {
      if proposed == nil && ideal == nil && size > (mn ?? -.infinity) && size < (mx ?? .infinity) {
        return nil
      }
      return size
    }
    let q = ProposedViewSize(
      width: axis(p.width, rect.width, flex.minWidth, flex.idealWidth, flex.maxWidth),
      height: axis(p.height, rect.height, flex.minHeight, flex.idealHeight, flex.maxHeight))
    placeAligned(child, in: rect, alignment: flex.alignment, proposal: q)
  }

  func flexChildProposal(_ f: FlexFrame, _ p: ProposedViewSize) -> ProposedViewSize {
    func axis(_ proposed: CGFloat?, _ mn: CGFloat?, _ ideal: CGFloat?, _ mx: CGFloat?)
      -> CGFloat?
    {
      guard let value = proposed ?? ideal else { return nil }
      var v = value
      if let mn { v = max(v, mn) }
      if let mx { v = min(v, max(mx, mn ?? 0)) }
      return v
    }
    return ProposedViewSize(width: axis(p.width, f.minWidth, f.idealWidth, f.maxWidth),
                            height: axis(p.height, f.minHeight, f.idealHeight, f.maxHeight))
  }
}
