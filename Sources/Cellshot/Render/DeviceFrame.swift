import Raster

/// The phone around a screen, for documentation images (`Renderer.deviceFrame`, the CLI's
/// `--frame`): the screen's rounded corners (the device's display corner radius), a black
/// bezel, a metal rim and the side buttons, on a transparent background, all drawn by Cellshot.
/// A home-button iPhone gets its forehead and chin, with the speaker slit and the home button.
/// A shape of its kind, not a likeness of one model: no Apple artwork.
struct DeviceFrame: Sendable {
  let device: Device
  let scale: Int

  /// The bezel between screen and rim, the rim, and how far the buttons stand out, in points.
  static let bezel = 12.0, rim = 4.0, button = 3.0
  /// A home-button iPhone's forehead and chin, in points.
  static let chin = 64.0
  static let rimColor = Raster.Color(r: 72, g: 72, b: 74)
  static let buttonColor = Raster.Color(r: 58, g: 58, b: 60)

  /// `screen` inside the phone.
  ///
  /// - Throws: `RasterError` when the framed picture would be too large.
  func framing(_ screen: PixelBuffer) throws(RasterError) -> PixelBuffer {
    let s = Double(scale)
    let radius = Double(device.cornerRadius)
    let homeButton = radius == 0 && !device.isPad
    let side = (Self.bezel + Self.rim) * s
    let end = ((homeButton ? Self.chin : Self.bezel) + Self.rim) * s
    // The buttons stand out of the long sides: left and right upright, top and bottom sideways.
    let sideways = screen.width > screen.height
    let (across, down) = sideways ? (end, side) : (side, end)
    let outside = Self.button * s
    let (outX, outY) = sideways ? (0, outside) : (outside, 0)
    let width = Int((Double(screen.width) + 2 * (across + outX)).rounded())
    let height = Int((Double(screen.height) + 2 * (down + outY)).rounded())
    var canvas = try Raster.Canvas(width: width, height: height)
    let body = Raster.Rect(x: outX, y: outY, width: Double(width) - 2 * outX,
                           height: Double(height) - 2 * outY)
    let outer = (radius > 0 ? radius + Self.bezel + Self.rim : 2 * Self.rim + 40) * s
    drawButtons(into: &canvas, body: body, sideways: sideways)
    canvas.fill(.continuousRoundedRect(body, outer), with: Self.rimColor)
    let inner = body.insetBy(dx: Self.rim * s, dy: Self.rim * s)
    canvas.fill(.continuousRoundedRect(inner, outer - Self.rim * s), with: .black)
    let screenRect = Raster.Rect(x: outX + across, y: outY + down, width: Double(screen.width),
                                 height: Double(screen.height))
    if radius > 0 {
      canvas.pushClip(.continuousRoundedRect(screenRect, radius * s))
      canvas.drawImage(screen, in: screenRect, isOpaque: false)
      canvas.popClip()
    } else {
      canvas.drawImage(screen, in: screenRect, isOpaque: false)
    }
    if homeButton { drawHomeButton(into: &canvas, screen: screenRect, sideways: sideways) }
    return canvas.buffer
  }

  /// The volume buttons on the left edge and the side button on the right, standing out;
  /// sideways (the phone's top to the left), on the bottom and top edges.
  private func drawButtons(into canvas: inout Raster.Canvas, body: Raster.Rect,
                           sideways: Bool) {
    let s = Double(scale)
    let length = sideways ? body.width : body.height
    let stand = (Self.button + Self.rim) * s
    let buttons = [(0.19, 0.05, false), (0.27, 0.09, false), (0.38, 0.09, false),
                   (0.27, 0.14, true)]
    for (from, extent, onRight) in buttons {
      let along = length * from, size = length * extent
      let r: Raster.Rect
      if sideways {
        // The phone's left edge is now the bottom, its right edge the top.
        r = Raster.Rect(x: body.minX + along,
                        y: onRight ? body.minY - Self.button * s : body.maxY - Self.rim * s,
                        width: size, height: stand)
      } else {
        r = Raster.Rect(x: onRight ? body.maxX - Self.rim * s : body.minX - Self.button * s,
                        y: body.minY + along, width: stand, height: size)
      }
      canvas.fill(.roundedRect(r, CornerRadii(1.5 * s)), with: Self.buttonColor)
    }
  }

  /// A home-button iPhone's speaker slit above the screen and home button below it (left and
  /// right of it sideways).
  private func drawHomeButton(into canvas: inout Raster.Canvas, screen: Raster.Rect,
                              sideways: Bool) {
    let s = Double(scale)
    let slit: Raster.Rect, centre: Raster.Point
    if sideways {
      slit = Raster.Rect(x: screen.minX - 34.5 * s, y: screen.midY - 24 * s, width: 5 * s,
                         height: 48 * s)
      centre = Raster.Point(x: screen.maxX + 32 * s, y: screen.midY)
    } else {
      slit = Raster.Rect(x: screen.midX - 24 * s, y: screen.minY - 34.5 * s, width: 48 * s,
                         height: 5 * s)
      centre = Raster.Point(x: screen.midX, y: screen.maxY + 32 * s)
    }
    canvas.fill(.capsule(slit), with: Self.buttonColor)
    canvas.stroke(.circle(center: centre, radius: 20 * s), width: 2 * s, with: Self.rimColor)
  }
}
