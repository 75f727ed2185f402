// CoreLocationUI on Linux: `LocationButton`, the system button that grants the app one-time
// access to the location. It draws as iOS 15+ draws it: the location arrow and its title in
// white on a filled rounded rectangle of the tint colour (blue by default), in the body font at
// medium weight; `.labelStyle(.iconOnly)` keeps the arrow, `.symbolVariant(.fill)` fills it,
// `.tint` and `.foregroundStyle` recolour it, `.cornerRadius` rounds it further. Pressing it
// calls the action (the user has allowed the location: see CoreLocation's manager).
import Cellshot
import Foundation
import SwiftUI

/// The system button that shares the current location once.
public struct LocationButton: View {
  /// The words the button may say: iOS offers these only, so people recognize it.
  public enum Title: Sendable, Hashable {
    case currentLocation
    case sendCurrentLocation
    case sendMyCurrentLocation
    case shareCurrentLocation
    case shareMyCurrentLocation

    /// The title in English, as an iPhone set to English shows it.
    var text: String {
      switch self {
      case .currentLocation: return "Current Location"
      case .sendCurrentLocation: return "Send Current Location"
      case .sendMyCurrentLocation: return "Send My Current Location"
      case .shareCurrentLocation: return "Share Current Location"
      case .shareMyCurrentLocation: return "Share My Current Location"
      }
    }
  }

  let title: Title?
  let action: () -> Void
  /// The colour `.tint(_:)` gives (the `.tint` shape style is the app's accent colour).
  @Environment(\.tint) private var tint

  /// A button showing only the location arrow.
  public init(action: @escaping () -> Void) {
    title = nil
    self.action = action
  }

  /// A button with the arrow and `title`.
  public init(_ title: Title, action: @escaping () -> Void) {
    self.title = title
    self.action = action
  }

  public var body: some View {
    Button(action: action) {
      Group {
        if let title {
          Label(title.text, systemImage: "location")
        } else {
          Image(systemName: "location")
        }
      }
      .font(.body.weight(.medium))
      .foregroundStyle(.white)
      .padding(.horizontal, 16)
      .padding(.vertical, 11)
      .background(tint, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
    .buttonStyle(.plain)
  }
}
