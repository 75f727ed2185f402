import Cellshot

/// A value a FlexiblePicker shows as a chip.
public protocol Selectable: Identifiable, Hashable {
  var displayedName: String { get }
  var isSelected: Bool { get set }
  init(displayedName: String)
}

extension String {
  /// The width of the string on one line in `font`, from the bitmap font's real metrics.
  public func getWidth(with font: UIFont) -> CGFloat {
    let fontAttributes = [NSAttributedString.Key.font: font]
    let size = self.size(withAttributes: fontAttributes)
    return size.width
  }

  /// The height of one line of the string in `font`.
  public func getHeight(with font: UIFont) -> CGFloat {
    let fontAttributes = [NSAttributedString.Key.font: font]
    let size = self.size(withAttributes: fontAttributes)
    return size.height
  }
}

/// A flow of chips (the seed's FlexiblePicker): each chip is its text, padded, on a selected
/// or unselected background, with a rounded border; chips fill lines greedily across the
/// width, `spacing` apart, and lines align leading, centre or trailing. Chip widths come from
/// the bitmap fonts' metrics. Two seed bugs are fixed: a first item that does not fit no
/// longer leaves an empty line, and an item wider than the line gets a line of its own,
/// truncated with an ellipsis.
public struct FlexiblePicker<T: Selectable>: View {
  @Binding var inputData: [T]
  var spacing: CGFloat
  var alignment: HorizontalAlignment
  var isSelectable: Bool
  var fontSize: CGFloat
  var fontWeight: Font.Weight
  var textPadding: CGFloat
  var borderWidth: CGFloat
  var borderColor: Color
  var textColor: Color
  var selectedColor: Color
  var notSelectedColor: Color

  public init(inputData: Binding<[T]>, spacing: CGFloat = 8, alignment: HorizontalAlignment = .leading,
              isSelectable: Bool = true, fontSize: CGFloat = 16, fontWeight: Font.Weight = .regular,
              textPadding: CGFloat = 8, borderWidth: CGFloat = 1, borderColor: Color = .gray,
              textColor: Color = .black, selectedColor: Color = .blue,
              notSelectedColor: Color = .gray) {
    _inputData = inputData
    self.spacing = max(0, spacing)
    self.alignment = alignment
    self.isSelectable = isSelectable
    self.fontSize = fontSize
    self.fontWeight = fontWeight
    self.textPadding = max(0, textPadding)
    self.borderWidth = max(0, borderWidth)
    self.borderColor = borderColor
    self.textColor = textColor
    self.selectedColor = selectedColor
    self.notSelectedColor = notSelectedColor
  }

  private var font: UIFont { UIFont.systemFont(ofSize: fontSize, weight: fontWeight) }

  private func calculateWidths(for data: [T]) -> [(value: T, width: CGFloat)] {
    return data.map { selectableType -> (T, CGFloat) in
      let textWidth = selectableType.displayedName.getWidth(with: font)
      let width = [textPadding, textPadding, borderWidth, borderWidth, spacing]
        .reduce(textWidth, +)
      return (selectableType, width)
    }
  }

  /// Greedy lines: indices of the items on each line, for items of the given widths (each
  /// already including its spacing). A line is never empty; an item wider than the line
  /// stands alone.
  public static func divideIntoLines(widths: [CGFloat], lineWidth: CGFloat) -> [[Int]] {
    var lines: [[Int]] = []
    var line: [Int] = []
    var remaining = lineWidth
    for (index, width) in widths.enumerated() {
      if remaining - width > 0 || line.isEmpty && width >= lineWidth {
        line.append(index)
        remaining -= width
      } else {
        if !line.isEmpty { lines.append(line) }
        line = [index]
        remaining = lineWidth - width
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  private func divideDataIntoLines(lineWidth: CGFloat) -> [[T]] {
    let data = calculateWidths(for: inputData)
    return FlexiblePicker.divideIntoLines(widths: data.map(\.width), lineWidth: lineWidth)
      .map { $0.map { data[$0].value } }
  }

  private func calculateVStackHeight(width: CGFloat) -> CGFloat {
    let data = divideDataIntoLines(lineWidth: width)
    guard let textHeight = data.first?.first?.displayedName.getHeight(with: font) else { return 16 }
    let result = [textPadding, textPadding, borderWidth, borderWidth, spacing]
      .reduce(textHeight, +)
    return result * CGFloat(data.count)
  }

  public var body: some View {
    GeometryReader { geo in
      VStack(alignment: alignment, spacing: spacing) {
        ForEach(divideDataIntoLines(lineWidth: geo.size.width).enumerated().map { (data: $1, id: $0) },
                id: \.id) { dataArray in
          Group {
            HStack(spacing: spacing) {
              ForEach(dataArray.data, id: \.id) { data in
                Button(action: { updateSelectedData(with: data) }) {
                  Text(data.displayedName)
                    .lineLimit(1)
                    .foregroundColor(textColor)
                    .font(.system(size: fontSize, weight: fontWeight))
                    .padding(textPadding)
                }
                .background(data.isSelected ? selectedColor.opacity(0.5) : notSelectedColor.opacity(0.5))
                .cornerRadius(10)
                .disabled(!isSelectable)
                .overlay(RoundedRectangle(cornerRadius: 10).stroke(borderColor, lineWidth: borderWidth))
              }
            }
          }
        }
      }
      .frame(width: geo.size.width, height: calculateVStackHeight(width: geo.size.width),
             alignment: Alignment(horizontal: alignment, vertical: .center))
    }
  }

  private func updateSelectedData(with data: T) {
    guard let index = inputData.indices.first(where: { inputData[$0] == data }) else { return }
    inputData[index].isSelected.toggle()
  }
}
