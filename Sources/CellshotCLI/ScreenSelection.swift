import Cellshot
import Gallery

/// Turns command-line words into screens and devices, with one-line errors.
enum ScreenSelection {
  static func screens(_ ids: [String]) throws -> [Screen] {
    if ids.isEmpty { return Gallery.screens }
    return try ids.map { id in
      guard let screen = Gallery.screen(id) else {
        throw UsageError("no screen '\(id)' (cellshot list shows them)")
      }
      return screen
    }
  }

  static func device(_ text: String) throws -> Device {
    guard let device = Device(parsing: text) else {
      throw UsageError("unknown device '\(text)': use a device's name (iphone13, iphone16-pro, "
                       + "'iPhone 16 Pro', ipad-pro-11; docs/devices.md lists them; with "
                       + "-landscape) or WxH in points, 1 to 10000 a side")
    }
    return device
  }
}

struct ScreenError: Error, CustomStringConvertible {
  var id: String
  var underlying: Error
  var description: String { "\(id): \(underlying)" }
}
