@testable import Cellshot
import CellshotTesting
import Foundation
import Raster
import Testing

/// The device around the screen: the notch or Dynamic Island drawn black over the status bar
/// (on by default for a device's screen, a switch to leave it out), and the opt-in phone frame
/// for documentation images.
@MainActor @Suite struct DeviceChromeTests {
  /// The housing's place: centred at the top upright, on the left edge sideways; none on a
  /// home-button iPhone or an iPad.
  @Test func housingsSitWhereTheDevicesHaveThem() throws {
    let island = try #require(Device.iphone15Pro.sensorHousing)
    #expect(island.feature == .dynamicIsland)
    #expect(island.rect == CGRect(x: (393 - 126) / 2, y: 11.33, width: 126, height: 37.33))
    // 14 below the top on the phones with a 62-point safe area (the 16 Pro's and the 17s').
    for name in ["iphone16-pro", "iphone16-pro-max", "iphone17", "iphone17-pro-max"] {
      let housing = try #require(Device(parsing: name)?.sensorHousing)
      #expect(housing.rect.minY == 14, "\(name)")
    }
    let notch = try #require(Device.iphone13.sensorHousing)
    #expect(notch.feature == .notch)
    #expect(notch.rect == CGRect(x: 116.5, y: 0, width: 157, height: 33))
    #expect(try #require(Device(parsing: "iphone-x")?.sensorHousing).rect.width == 210)
    let sideways = try #require(Device.iphone13.landscape.sensorHousing)
    #expect(sideways.isSideways
      && sideways.rect == CGRect(x: 0, y: 116.5, width: 33, height: 157))
    #expect(Device.iphoneSE.sensorHousing == nil)
    #expect(Device(parsing: "ipad-pro-11")?.sensorHousing == nil)
  }

  /// The status bar's parts where iOS puts them on each class of iPhone, as measured on
  /// public simulator screenshots (docs/research-status-bar.md): beside a notch, the battery's
  /// fill at (348.67, 20.67) 18.67 x 8 inside a 40 % outline with a clear gap, the first bar at
  /// x 302.33; beside the Dynamic Island the battery 25 x 13 from x 332.8; on a home-button
  /// iPhone the bars at the left and the battery at the right; the home indicator 0.357 of
  /// the screen's width.
  @Test func theStatusBarIsLaidOutAsIOSLaysItOut() throws {
    let white = Color.white.ignoresSafeArea()
    let notch = try Renderer(device: .iphone13, scale: 3).render(white).buffer
    #expect(notch[1074, 74] == RGBA8(r: 0, g: 0, b: 0, a: 255))  // the battery's fill
    #expect(notch[1043, 74].r > 200)  // the clear gap inside the outline
    #expect(notch[1041, 74].r > 120 && notch[1041, 74].r < 180)  // the 40 % outline
    #expect(notch[911, 85].r == 0 && notch[911, 70].r == 255)  // the first bar, 4 tall
    let island = try Renderer(device: .iphone15Pro, scale: 3).render(white).buffer
    #expect(island[1036, 87].r == 0 && island[1036, 64].r == 255)
    let se = try Renderer(device: try #require(Device(parsing: "iphone-se-3")), scale: 2)
      .render(white).buffer
    #expect(se[16, 28].r == 0 && se[713, 19].r == 0 && se[600, 19].r == 255)
    // The home indicator: 139 points on a 390-point screen, centred, 8 above the bottom.
    #expect(notch[3 * 126 + 1, 2500].r == 0 && notch[3 * 125, 2500].r == 255)
  }

  /// Black in light and dark alike, over whatever the screen shows; `sensorHousing = false`
  /// and a screen without the device's overlays leave it out.
  @Test func theHousingIsDrawnBlackOverTheScreen() throws {
    let white = Color.white.ignoresSafeArea()
    for scheme in [ColorScheme.light, .dark] {
      let island = try Renderer(device: .iphone15Pro, colorScheme: scheme).render(white).buffer
      #expect(island[196, 30] == RGBA8(r: 0, g: 0, b: 0, a: 255), "\(scheme)")
      #expect(island[196, 52].r == 255 && island[130, 30].r == 255, "\(scheme)")
    }
    let notch = try Renderer(device: .iphone13).render(white).buffer
    #expect(notch[195, 20].r == 0 && notch[195, 40].r == 255)
    // The notch's bottom corners are rounded, its top fillets reach out along the edge.
    #expect(notch[117, 31].r == 255 && notch[112, 0].r < 255)
    var without = Renderer(device: .iphone15Pro)
    without.sensorHousing = false
    #expect(try without.render(white).buffer[196, 30].r == 255)
    let sideways = try Renderer(device: .iphone13.landscape).render(white).buffer
    #expect(sideways[20, 195].r == 0 && sideways[40, 195].r == 255)
  }

  /// The frame grows the picture by the bezel, rim and buttons, rounds the screen's corners
  /// to the device's radius, and leaves the screen's pixels as they were.
  @Test func theFrameIsDrawnAroundTheScreen() throws {
    var renderer = Renderer(device: .iphone15Pro, scale: 2)
    let screen = try renderer.render(Color.orange.ignoresSafeArea()).buffer
    renderer.deviceFrame = true
    let framed = try renderer.render(Color.orange.ignoresSafeArea()).buffer
    let side = Int((DeviceFrame.bezel + DeviceFrame.rim + DeviceFrame.button) * 2)
    let end = Int((DeviceFrame.bezel + DeviceFrame.rim) * 2)
    #expect(framed.width == screen.width + 2 * side && framed.height == screen.height + 2 * end)
    #expect(framed[0, 0].a == 0)  // outside the phone
    #expect(framed[side + screen.width / 2, end + 400] == screen[screen.width / 2, 400])
    // The bezel beside the screen is black; the screen's corner is rounded off.
    #expect(framed[side - 4, framed.height / 2] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    #expect(framed[side + 3, end + 3] != screen[3, 3])
    // A size that is no device's has no frame.
    var plain = Renderer(size: CGSize(width: 100, height: 100))
    plain.deviceFrame = true
    #expect(try plain.render(Color.orange).buffer.width == 100)
  }

  /// What a user looks at: an iPhone 15 Pro framed in light mode, an iPhone 13 sideways in
  /// dark mode with its notch on the left, and an iPhone SE's forehead and chin.
  @Test func framedDevices() throws {
    let screen = NavigationStack {
      List {
        Section("Today") {
          Label("Steps", systemImage: "figure.walk")
          Label("Sleep", systemImage: "bed.double.fill")
        }
      }
      .navigationTitle("Health")
    }
    assertSnapshot(of: screen, as: .image(device: .iphone15Pro, deviceFrame: true),
                   named: "iphone15-pro")
    assertSnapshot(of: screen, as: .image(device: .iphone13.landscape, colorScheme: .dark,
                                          deviceFrame: true), named: "iphone13-landscape-dark")
    assertSnapshot(of: screen, as: .image(device: .iphoneSE, deviceFrame: true),
                   named: "iphone-se")
  }
}
