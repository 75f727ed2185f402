@testable import Cellshot
import Foundation
import PDFVector
import TestSupport
import Testing

/// PDFs in asset catalogs: a vector image is drawn at the render's scale, its size in points
/// the page's, as Xcode rasterizes it; a PDF Cellshot cannot read is a warning naming the file.
/// The fixture (`scripts/fixtures/make-vector-pdf.py`) exercises what exported icons use.
@MainActor @Suite struct VectorAssetTests {
  init() throws {
    try AssetCatalogs.shared.add(AssetFixture.path)
  }

  static var drawing: String { AssetFixture.path + "/Drawing.imageset/drawing.pdf" }

  @Test func aPDFIconDrawsItsPathsStrokesClipsShadingsAndMasks() throws {
    let (pixels, warnings) = try VectorAsset.render(Self.drawing, scale: 1)
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(pixels.width == 24 && pixels.height == 24)
    func at(_ x: Int, _ y: Int) -> [Int] {
      let p = pixels[x, y].straight
      return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }
    // Outside the red square: clear. Inside: red (0.9, 0.2, 0.2).
    #expect(at(0, 0) == [0, 0, 0, 0])
    #expect(at(4, 12) == [230, 51, 51, 255])
    // Blue at 50 % (the ExtGState's ca) over the red.
    #expect(at(17, 7) == [115, 25, 153, 255])
    // The white stroke, 2 pt wide along y = 5 (pixel row 19 from the top).
    #expect(at(10, 18) == [255, 255, 255, 255] && at(10, 16) == [230, 51, 51, 255])
    // The shading pattern inside its clip: red to green along x from 2 to 10, by the
    // calculator function t -> (1 - t, t, 0); outside the clip, the square's red.
    let left = at(2, 6), right = at(9, 6)
    #expect(left[0] > 230 && left[1] < 25 && left[2] == 0, "\(left)")
    #expect(right[0] < 25 && right[1] > 230 && right[2] == 0, "\(right)")
    #expect(at(11, 6) == [230, 51, 51, 255])
    // The black form shows only through its soft mask, a triangle at the bottom right.
    #expect(at(20, 21) == [0, 0, 0, 255])
    #expect(at(14, 16) == [230, 51, 51, 255])
  }

  @Test func anImageSetWithAPDFTakesThePagesSizeAtTheRendersScale() throws {
    let frames = layoutFrames(Image("Drawing"), width: 40, height: 40)
    #expect(frame(frames, "Image(\"Drawing\")").size == CGSize(width: 24, height: 24))
    let rendered = try Renderer(size: CGSize(width: 24, height: 24), scale: 3)
      .render(Image("Drawing"))
    #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
    // Drawn at 3x, not scaled up from 1x: the stroke's edge is sharp at the finer grid.
    let p = rendered.buffer[30, 54].straight
    #expect([p.r, p.g, p.b] == [255, 255, 255])
  }

  @Test func aPDFCellshotCannotReadIsAWarningNamingTheFile() throws {
    let rendered = try Renderer(size: CGSize(width: 20, height: 20)).render(Image("Vector"))
    let warning = rendered.warnings.joined(separator: "\n")
    #expect(warning.contains("image 'Vector'") && warning.contains("vector.pdf has no page")
            && warning.hasSuffix("it takes no space"), "\(warning)")
    // Bytes that are not a PDF, a reference loop, and a page without a box.
    #expect(throws: PDFError.self) { try PDFPicture(bytes: Array("GIF89a".utf8), name: "x") }
    let loop = Array("""
      %PDF-1.4
      1 0 obj 2 0 R endobj 2 0 obj 1 0 R endobj
      3 0 obj << /Type /Page /MediaBox 1 0 R >> endobj
      trailer << /Root 4 0 R >>
      """.utf8)
    let error = #expect(throws: PDFError.self) { try PDFPicture(bytes: loop, name: "loop.pdf") }
    #expect(error?.message.contains("loop.pdf") == true, "\(String(describing: error))")
    // A content stream that is not Flate data: refused by name (it once grew its buffer to
    // 64 MB before giving up, for every broken stream).
    let broken = Array("""
      %PDF-1.4
      1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
      2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
      3 0 obj << /Type /Page /MediaBox [0 0 10 10] /Contents 4 0 R >> endobj
      4 0 obj << /Length 9 /Filter /FlateDecode >>
      stream
      not flate
      endstream
      endobj
      trailer << /Root 1 0 R >>
      """.utf8)
    let page = try PDFPicture(bytes: broken, name: "broken.pdf")
    let drawn = #expect(throws: PDFError.self) { try page.draw(pixelWidth: 10, pixelHeight: 10) }
    #expect(drawn?.message == "broken.pdf: a Flate stream is broken",
            "\(String(describing: drawn))")
  }
}
