// Apple Pencil: its double tap and squeeze (iPadOS 17.5), the pose of a pencil hovering over
// the screen, and the action the user prefers for each. A picture has no pencil, so no value
// of these types is ever made and no action runs; they compile with SwiftUI's types. They
// carry no public initializer, as in SwiftUI: only the system makes them.

/// Where a hovering Apple Pencil is and how it is held, when it was double-tapped or squeezed.
public struct PencilHoverPose: Hashable, Sendable {
  /// The point below the pencil's tip, in the view's coordinates.
  public let location: CGPoint
  /// That point as a fraction of the view's size.
  public let anchor: UnitPoint
  /// How high above the screen the tip is, in points.
  public let zDistance: CGFloat
  /// The pencil's angle with the screen (0: flat on it).
  public let altitude: Angle
  /// The direction the pencil points in, in the screen's plane.
  public let azimuth: Angle
  /// How far the pencil is turned about its own axis.
  public let roll: Angle
}

/// A double tap on Apple Pencil: where the pencil hovered, if it did.
public struct PencilDoubleTapGestureValue: Hashable, Sendable {
  public let hoverPose: PencilHoverPose?
}

/// A squeeze of Apple Pencil: where the pencil hovered, if it did.
public struct PencilSqueezeGestureValue: Hashable, Sendable {
  public let hoverPose: PencilHoverPose?
}

/// Where a squeeze of Apple Pencil is: still held, let go, or not a squeeze after all.
@frozen public enum PencilSqueezeGesturePhase: Equatable, Sendable {
  case active(PencilSqueezeGestureValue)
  case ended(PencilSqueezeGestureValue)
  case failed
}

/// What the user set a pencil's double tap or squeeze to do, in Settings.
public struct PencilPreferredAction: Hashable, Sendable {
  let name: String

  public static let switchEraser = PencilPreferredAction(name: "switchEraser")
  public static let switchPrevious = PencilPreferredAction(name: "switchPrevious")
  public static let showColorPalette = PencilPreferredAction(name: "showColorPalette")
  public static let showInkAttributes = PencilPreferredAction(name: "showInkAttributes")
  public static let showContextualPalette = PencilPreferredAction(name: "showContextualPalette")
  public static let runSystemShortcut = PencilPreferredAction(name: "runSystemShortcut")
  public static let ignore = PencilPreferredAction(name: "ignore")
}

extension View {
  /// Calls `action` when Apple Pencil is double-tapped over the view: never, in a picture.
  public func onPencilDoubleTap(
    perform action: @escaping (_ value: PencilDoubleTapGestureValue) -> Void
  ) -> some View {
    self
  }

  /// Calls `action` as Apple Pencil is squeezed over the view: never, in a picture.
  public func onPencilSqueeze(
    perform action: @escaping (_ phase: PencilSqueezeGesturePhase) -> Void
  ) -> some View {
    self
  }
}

extension EnvironmentValues {
  /// The action the user set a double tap to do: Settings' default, switching to the eraser,
  /// unless set.
  public var preferredPencilDoubleTapAction: PencilPreferredAction {
    get { self[extra: "preferredPencilDoubleTapAction", default: .switchEraser] }
    set { self[extra: "preferredPencilDoubleTapAction", default: .switchEraser] = newValue }
  }

  /// The action the user set a squeeze to do: Settings' default, the contextual palette,
  /// unless set.
  public var preferredPencilSqueezeAction: PencilPreferredAction {
    get { self[extra: "preferredPencilSqueezeAction", default: .showContextualPalette] }
    set { self[extra: "preferredPencilSqueezeAction", default: .showContextualPalette] = newValue }
  }
}
