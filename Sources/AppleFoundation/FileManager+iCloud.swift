// iCloud's names on FileManager, which swift-corelibs-foundation lacks: the ubiquity
// container and the signed-in account's token. A picture's iPhone is signed out of iCloud, so
// there is no container (nil, as iOS answers then) and no token.
import Foundation

extension FileManager {
  /// The iCloud container's folder: nil, as on an iPhone signed out of iCloud.
  public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }

  /// The signed-in iCloud account's token: nil, signed out.
  public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }

  /// Whether `url` is in iCloud: never, signed out.
  public func isUbiquitousItem(at url: URL) -> Bool { false }
}
