@testable import Cellshot
import Foundation
import PNGCodec
import SwiftUI
import Testing
import UIKit

/// The UIKit names SwiftUI code and its tests reach: a hosting controller's view drawn into an
/// image renderer, bezier paths with some corners rounded, the pasteboard, JPEG data, symbol
/// configurations, haptics.
@MainActor @Suite struct UIKitTests {
  struct Card: View {
    var body: some View {
      ZStack {
        Color.white
        RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 40, height: 20)
      }
    }
  }

  @Test func aHostingViewDrawsItsSwiftUIViewIntoAnImageRenderer() throws {
    let controller = UIHostingController(rootView: Card())
    controller.view.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
    controller.view.setNeedsLayout()
    let renderer = UIGraphicsImageRenderer(size: controller.view.bounds.size)
    let picture = renderer.image { _ in
      controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
    }
    let expected = try Renderer(size: CGSize(width: 60, height: 40), scale: 3).render(Card())
    #expect(picture.pixels == expected.buffer)
    #expect(picture.scale == 3)
    #expect(UIImageView(image: picture).image == picture)
  }

  @Test func aPlainViewDrawsItsBackgroundAndSubviews() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .red
    let child = UIView(frame: CGRect(x: 5, y: 0, width: 5, height: 10))
    child.backgroundColor = .blue
    view.addSubview(child)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let picture = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
      view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
    }
    let pixels = try! #require(picture.pixels)
    #expect(Array(pixels.bytes[0..<4]) == [255, 0, 0, 255])     // UIKit's red is pure
    #expect(Array(pixels.bytes[(5 * 4)..<(5 * 4 + 4)]) == [0, 0, 255, 255])
    #expect(child.superview === view)
  }

  @Test func aBezierPathRoundsOnlyTheCornersItIsAskedTo() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                            cornerRadii: CGSize(width: 10, height: 10))
    #expect(path.bounds == rect)
    let swiftUI = Path(path.cgPath)
    #expect(swiftUI == UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 10)
      .path(in: rect))
  }

  @Test func thePasteboardGivesBackWhatWasCopied() {
    let board = UIPasteboard()
    board.string = "copied"
    #expect(board.string == "copied" && board.hasStrings && !board.hasURLs)
    board.url = URL(string: "https://example.com")
    #expect(board.url?.host == "example.com" && board.string == nil)
    #expect(board.changeCount == 2)
  }

  @Test func jpegDataIsAJPEGOfThePicture() throws {
    let buffer = try Renderer(size: CGSize(width: 33, height: 17), background: .white)
      .render(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
      .buffer
    let data = try #require(UIImage(pixels: buffer).jpegData(compressionQuality: 0.9))
    #expect(data.starts(with: [0xFF, 0xD8]))
    let decoded = try JPEGDecoder().decode([UInt8](data))
    #expect(decoded.width == 33 && decoded.height == 17)
    let worst = zip(decoded.bytes, buffer.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst < 24)
    // the same pixels give the same bytes
    #expect(UIImage(pixels: buffer).jpegData(compressionQuality: 0.9) == data)
    let small = try #require(UIImage(pixels: buffer).jpegData(compressionQuality: 0.1))
    #expect(small.count < data.count)
  }

  @Test func aSymbolConfigurationSetsTheSymbolsSizeAndWeight() {
    let config = UIImage.SymbolConfiguration(pointSize: 40, weight: .bold)
    let image = Image(uiImage: UIImage(systemName: "star", withConfiguration: config)!)
    #expect(image.symbolPointSize == 40 && image.symbolWeight == .bold)
    #expect(Image(systemName: "star") == Image(systemName: "star"))
    #expect(Image(systemName: "star") != image)
  }

  @Test func hapticsAreAcceptedAndChangeNothing() {
    let impact = UIImpactFeedbackGenerator(style: .light)
    impact.prepare()
    impact.impactOccurred()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
    #expect(impact.style == .light)
  }
}

@MainActor
@Suite struct ImageRendererTests {
  @Test func aViewIsDrawnAtItsIdealSizeAndScale() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
    let image = try #require(renderer.uiImage)
    #expect(image.size == CGSize(width: 30, height: 20))
    renderer.scale = 3
    let sharp = try #require(renderer.uiImage)
    #expect(sharp.size == CGSize(width: 30, height: 20) && sharp.scale == 3)
    renderer.proposedSize = ProposedViewSize(width: 50, height: nil)
    #expect(renderer.uiImage?.size == CGSize(width: 50, height: 20))
  }
}
