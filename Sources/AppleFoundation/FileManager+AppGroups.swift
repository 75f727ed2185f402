// App groups' shared container (`containerURL(forSecurityApplicationGroupIdentifier:)`), which
// swift-corelibs-foundation lacks. A picture's app has the entitlements it asks for, so each
// group has a folder, made when first asked for, under the temporary directory
// (`cellshot-app-groups/<identifier>`), as iOS makes the group's container.
import Foundation

extension FileManager {
  /// The group's shared folder, made if missing (nil only for an empty identifier, or if it
  /// cannot be made).
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
    let name = groupIdentifier.replacingOccurrences(of: "/", with: "_")
    guard !name.isEmpty, name != ".", name != ".." else { return nil }
    let url = temporaryDirectory.appendingPathComponent("cellshot-app-groups", isDirectory: true)
      .appendingPathComponent(name, isDirectory: true)
    do {
      try createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      return nil
    }
    return url
  }
}
