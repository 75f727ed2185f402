// Segmented controls (`UISegmentedControl`): drawn as SwiftUI's segmented `Picker` draws, its
// segments' titles (or images) side by side, the selected one raised.
import Cellshot

/// A row of segments, one of them selected.
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
  private enum Segment {
    case title(String)
    case image(UIImage)
  }
  private var segments: [Segment] = []
  private var actionsBySegment: [Int: UIAction] = [:]
  /// The selected segment, or `noSegment` (-1).
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  open var isMomentary = false
  open var apportionsSegmentWidthsByContent = false
  open var selectedSegmentTintColor: UIColor?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  public static let noSegment = -1

  /// Segments of titles (strings) or images.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      if let image = item as? UIImage {
        segments.append(.image(image))
      } else {
        segments.append(.title("\(item)"))
      }
    }
  }

  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(items: actions.map(\.title))
    self.frame = frame
    for (index, action) in actions.enumerated() { actionsBySegment[index] = action }
  }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open var numberOfSegments: Int { segments.count }

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert(.title(title ?? ""), at: min(max(segment, 0), segments.count))
  }
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    segments.insert(image.map(Segment.image) ?? .title(""), at: min(max(segment, 0),
                                                                     segments.count))
  }
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insertSegment(withTitle: action.title, at: segment, animated: animated)
    actionsBySegment[segment] = action
  }
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
  }
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = UISegmentedControl.noSegment
  }
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment] = .title(title ?? "")
  }
  open func titleForSegment(at segment: Int) -> String? {
    guard segments.indices.contains(segment), case .title(let title) = segments[segment]
    else { return nil }
    return title
  }
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment), let image else { return }
    segments[segment] = .image(image)
  }
  open func imageForSegment(at segment: Int) -> UIImage? {
    guard segments.indices.contains(segment), case .image(let image) = segments[segment]
    else { return nil }
    return image
  }
  open func actionForSegment(at segment: Int) -> UIAction? { actionsBySegment[segment] }
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
  open func isEnabledForSegment(at segment: Int) -> Bool { true }
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {}
  open func widthForSegment(at segment: Int) -> CGFloat { 0 }
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?,
                                   for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// Each segment's natural width, with UIKit's padding, and the control's 32-point height.
  open override var intrinsicContentSize: CGSize {
    let font = UIFont.systemFont(ofSize: 13, weight: .medium)
    let widest = segments.map { segment -> CGFloat in
      switch segment {
      case .title(let title): TextMetrics.size(of: title, font: font.spec).width
      case .image(let image): image.size.width
      }
    }.max() ?? 0
    return CGSize(width: (widest + 24) * CGFloat(segments.count), height: 32)
  }

  override var drawnContent: AnyView? {
    let segments = self.segments
    let picker = Picker("", selection: .constant(selectedSegmentIndex)) {
      ForEach(segments.indices, id: \.self) { index in
        switch segments[index] {
        case .title(let title): Text(verbatim: title).tag(index)
        case .image(let image): Image(uiImage: image).tag(index)
        }
      }
    }
    .pickerStyle(.segmented)
    .labelsHidden()
    .disabled(!isEnabled)
    return AnyView(picker.frame(width: bounds.width, height: bounds.height))
  }
}
