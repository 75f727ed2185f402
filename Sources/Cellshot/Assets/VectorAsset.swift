// Vector images in asset catalogs: a PDF in an image set is drawn as Xcode draws it when it
// builds the app, its first page at the picture's scale (1 point of the page is `scale`
// pixels), through Cellshot's own rasterizer: the same pixels on every machine. Its size in
// points is the page's. ("Preserve Vector Data" makes a resized image redraw at its new size on
// an iPhone; Cellshot scales the picture drawn at the screen's scale instead.)

import Foundation
import PDFVector
import PNGCodec
import Raster

enum VectorAsset {
  /// The largest file read as a vector image.
  static let maxBytes = PDFFile.maxFileBytes

  /// The first page of the PDF at `path`, drawn `scale` pixels per point, and what of it was
  /// not drawn.
  static func render(_ path: String, scale: Int) throws(AssetProblem)
    -> (pixels: PixelBuffer, warnings: [String])
  {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path, maxBytes: maxBytes)
    } catch {
      throw AssetProblem(message: "\(path): \(error)")
    }
    do {
      let picture = try PDFPicture(bytes: bytes, name: path)
      let width = max(1, Int((picture.width * Double(scale)).rounded()))
      let height = max(1, Int((picture.height * Double(scale)).rounded()))
      do {
        try SizeLimits.standard.check(width: width, height: height)
      } catch {
        throw AssetProblem(message: "\(path): a page of \(picture.width) x \(picture.height) "
                           + "points is too large to draw at \(scale)x (\(error))")
      }
      let (ops, warnings) = try picture.draw(pixelWidth: width, pixelHeight: height)
      let list = displayList(ops, width: width, height: height)
      return (try list.render(), warnings)
    } catch let error as PDFError {
      throw AssetProblem(message: error.message)
    } catch let error as AssetProblem {
      throw error
    } catch {
      throw AssetProblem(message: "\(path): \(error)")
    }
  }

  /// The operations as a display list on a clear `width` x `height` picture.
  static func displayList(_ ops: [PDFDrawOp], width: Int, height: Int) -> DisplayList {
    var list = DisplayList(commands: [], width: width, height: height, background: .clear)
    let canvas = IntRect(x: 0, y: 0, width: width, height: height)
    for op in ops {
      switch op {
      case .fill(let outline, .color(let color)):
        list.commands.append(.path(outline, color, label: "pdf"))
      case .fill(let outline, .gradient(let paint)):
        list.commands.append(.pathGradient(outline, paint))
      case .image(let buffer, let map):
        let w = Double(buffer.width), h = Double(buffer.height)
        if map.b == 0 && map.c == 0 && map.a > 0 && map.d > 0 {
          list.commands.append(.image(buffer, Rect(x: map.tx, y: map.ty, width: map.a * w,
                                                   height: map.d * h), label: "pdf picture"))
        } else if let moved = try? buffer.transformed(
          by: map, at: IntRect(x: 0, y: 0, width: buffer.width, height: buffer.height),
          onto: canvas) {
          list.commands.append(.image(moved, Rect(x: 0, y: 0, width: Double(width),
                                                  height: Double(height)), label: "pdf picture"))
        }
      case .beginLayer(let opacity): list.commands.append(.beginLayer(opacity: opacity))
      case .endLayer: list.commands.append(.endLayer)
      case .beginMask: list.commands.append(.beginEffect(.mask))
      case .beginMaskShape: list.commands.append(.beginMaskShape)
      case .endMask: list.commands.append(.endEffect)
      }
    }
    return list
  }
}
