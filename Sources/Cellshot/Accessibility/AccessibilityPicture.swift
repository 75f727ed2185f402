// The accessibility picture, as Cash App's AccessibilitySnapshot draws it (its default
// renderer, cashapp/AccessibilitySnapshot 0.12.1): the view in grey, each element's frame
// filled in its own colour at 30 %, and a legend on a light grey ground listing, in the same
// colours, what VoiceOver says of each (12-point text) and its hint (12-point italic, grey).
// The legend goes below a view wider than tall or narrower than 316 points, else to its right in
// columns 284 points wide; everything is 16 points apart. It is composed as a view and drawn
// by the renderer, so its text is Cellshot's text.

import Raster

/// Draws a view's accessibility elements over its picture, with their legend.
public enum AccessibilityPicture {
  /// AccessibilitySnapshot's colours, in order, cycling: cyan, magenta, green, blue, yellow,
  /// purple, orange.
  public static let markerColors: [Color] = [
    Color(r: 0, g: 255, b: 255), Color(r: 255, g: 0, b: 255), Color(r: 0, g: 255, b: 0),
    Color(r: 0, g: 0, b: 255), Color(r: 255, g: 255, b: 0), Color(r: 128, g: 0, b: 128),
    Color(r: 255, g: 128, b: 0),
  ]

  /// When an element's activation point is marked.
  public enum ActivationPoints: Sendable {
    /// When it is not the centre of its frame (AccessibilitySnapshot's default).
    case whenOverridden
    case always
    case never
  }

  static let inset: CGFloat = 16
  static let columnWidth: CGFloat = 284
  static let marker: CGFloat = 14

  /// `picture` (drawn at `scale`) with `tree`'s elements marked and listed beside or below it.
  @MainActor
  public static func render(_ picture: PixelBuffer, scale: Int, tree: AccessibilityTree,
                            monochrome: Bool = true, colors: [Color] = markerColors,
                            activationPoints: ActivationPoints = .whenOverridden)
    throws(RasterError) -> PixelBuffer
  {
    let k = CGFloat(max(scale, 1))
    let size = CGSize(width: CGFloat(picture.width) / k, height: CGFloat(picture.height) / k)
    let palette = colors.isEmpty ? markerColors : colors
    let color = { (i: Int) in palette[i % palette.count] }
    let shown = monochrome ? grey(picture) : picture
    let marked = ZStack(alignment: .topLeading) {
      Image(pixelBuffer: shown, scale: k, label: "snapshot")
      ForEach(Array(tree.elements.enumerated()), id: \.offset) { i, element in
        Rectangle().fill(color(i).opacity(0.3))
          .frame(width: max(0, element.frame.width), height: max(0, element.frame.height))
          .offset(x: element.frame.minX, y: element.frame.minY)
        if marksActivationPoint(element, activationPoints) {
          Crosshair(color: color(i))
            .offset(x: element.activationPoint.x - 8, y: element.activationPoint.y - 8)
        }
      }
    }
    .frame(width: size.width, height: size.height, alignment: .topLeading)
    .clipped()

    let below = size.width > size.height || size.width < columnWidth + 2 * inset
    let rowWidth = below ? max(size.width, columnWidth + 2 * inset) - 2 * inset : columnWidth
    let rows = tree.elements.enumerated().map { i, element in
      LegendRow(color: color(i), description: element.description, hint: element.spokenHint,
                width: rowWidth)
    }
    let measure = Renderer(size: CGSize(width: rowWidth, height: 10_000), scale: max(scale, 1))
    let heights = rows.map { measure.idealSize($0).height }
    var canvas: CGSize
    var placed: [(row: LegendRow, at: CGPoint)] = []
    if below {
      var y = size.height + inset
      for (row, height) in zip(rows, heights) {
        placed.append((row, CGPoint(x: inset, y: y)))
        y += height + inset
      }
      canvas = CGSize(width: max(size.width, rowWidth + 2 * inset),
                      height: rows.isEmpty ? size.height : y)
    } else {
      var x = size.width + inset, y = inset, columns = rows.isEmpty ? 0 : 1
      for (row, height) in zip(rows, heights) {
        if y > inset, y + height > size.height - inset {
          x += columnWidth + inset
          y = inset
          columns += 1
        }
        placed.append((row, CGPoint(x: x, y: y)))
        y += height + inset
      }
      let tallest = placed.map(\.at.y).max().map { _ in
        zip(placed, heights).map { $0.at.y + $1 }.max() ?? 0
      } ?? 0
      canvas = CGSize(width: size.width + CGFloat(columns) * (columnWidth + inset) + inset,
                      height: max(size.height, tallest + inset))
    }
    canvas = CGSize(width: (canvas.width * k).rounded(.up) / k,
                    height: (canvas.height * k).rounded(.up) / k)
    let page = ZStack(alignment: .topLeading) {
      Color(r: 230, g: 230, b: 230)
      marked
      ForEach(Array(placed.enumerated()), id: \.offset) { _, item in
        item.row.offset(x: item.at.x, y: item.at.y)
      }
    }
    .frame(width: canvas.width, height: canvas.height, alignment: .topLeading)
    return try Renderer(size: canvas, scale: max(scale, 1)).render(page).buffer
  }

  static func marksActivationPoint(_ element: AccessibilityElement,
                                   _ mode: ActivationPoints) -> Bool {
    switch mode {
    case .always: return true
    case .never: return false
    case .whenOverridden:
      return abs(element.activationPoint.x - element.frame.midX) > 0.5
        || abs(element.activationPoint.y - element.frame.midY) > 0.5
    }
  }

  /// The picture in grey: each pixel its Rec. 709 luma (integer weights 54, 183, 19 of 256),
  /// alpha kept.
  static func grey(_ picture: PixelBuffer) -> PixelBuffer {
    var out = picture
    out.bytes.withUnsafeMutableBufferPointer { bytes in
      var i = 0
      while i + 3 < bytes.count {
        let luma = (54 * Int(bytes[i]) + 183 * Int(bytes[i + 1]) + 19 * Int(bytes[i + 2])) >> 8
        let y = UInt8(min(luma, Int(bytes[i + 3])))
        bytes[i] = y
        bytes[i + 1] = y
        bytes[i + 2] = y
        i += 4
      }
    }
    return out
  }
}

/// One element in the legend: its colour's square, what VoiceOver says, and its hint.
struct LegendRow: View {
  let color: Color
  let description: String
  let hint: String?
  let width: CGFloat

  var body: some View {
    HStack(alignment: .top, spacing: 16) {
      Rectangle().fill(color.opacity(0.3))
        .frame(width: AccessibilityPicture.marker, height: AccessibilityPicture.marker)
      VStack(alignment: .leading, spacing: 4) {
        Text(verbatim: description).font(.system(size: 12)).foregroundColor(.black)
        if let hint {
          Text(verbatim: hint).font(.system(size: 12).italic())
            .foregroundColor(Color(r: 77, g: 77, b: 77))
        }
      }
      .frame(width: max(1, width - AccessibilityPicture.marker - 16), alignment: .leading)
    }
    .frame(width: width, alignment: .leading)
  }
}

/// Where a double tap lands, when it is not the element's centre: a ring, four ticks and a dot,
/// 16 points across.
struct Crosshair: View {
  let color: Color

  var body: some View {
    ZStack {
      Circle().stroke(color, lineWidth: 1.6).frame(width: 13, height: 13)
      Circle().fill(color).frame(width: 3, height: 3)
      Rectangle().fill(color).frame(width: 1.4, height: 16)
        .mask(VStack(spacing: 0) {
          Color.black.frame(height: 4); Color.clear; Color.black.frame(height: 4)
        })
      Rectangle().fill(color).frame(width: 16, height: 1.4)
        .mask(HStack(spacing: 0) {
          Color.black.frame(width: 4); Color.clear; Color.black.frame(width: 4)
        })
    }
    .frame(width: 16, height: 16)
  }
}
