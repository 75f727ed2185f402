// UIKit gesture recognizers attached to SwiftUI views (`UIGestureRecognizerRepresentable`,
// iOS 18), as SwiftUI declares them. A still picture has no touches: `.gesture(_:)` with a
// representable is accepted and leaves the view as it is, its recognizer never made (as
// UIKit's recognizers here never fire, UIGestureRecognizer.swift). Listed in docs/porting.md.
import Cellshot
import Foundation

/// A UIKit gesture recognizer that a SwiftUI view recognizes with: `.gesture(MyPinch())`.
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
  associatedtype UIGestureRecognizerType: UIGestureRecognizer
  associatedtype Coordinator = Void
  typealias Context = UIGestureRecognizerRepresentableContext<Self>
  typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
  func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
  func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
  func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
}

extension UIGestureRecognizerRepresentable {
  /// Nothing to update, as SwiftUI's default.
  public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType,
                                        context: Context) {}
  /// No action, as SwiftUI's default.
  public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType,
                                              context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == () {
  /// No coordinator, as SwiftUI's default when `Coordinator` is `Void`.
  public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

/// What a gesture representable's methods are given: its coordinator and a converter of the
/// recognizer's points into SwiftUI's coordinate spaces.
public struct UIGestureRecognizerRepresentableContext<
  Representable: UIGestureRecognizerRepresentable
> {
  public let coordinator: Representable.Coordinator
  public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

/// Converts a recognizer's location, velocity and translation into SwiftUI's coordinate
/// spaces. A picture has no touches: there is no location to convert (the origin), and no
/// velocity or translation (nil), as for a recognizer that has not begun.
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
  public var localLocation: CGPoint { location(in: .local) }

  /// `globalPoint` in `coordinateSpace`: the recognizer's view is not on a screen, so the
  /// point is given back as it is.
  public func convert(globalPoint: CGPoint,
                      to coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint {
    globalPoint
  }

  public func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint { .zero }

  public var localVelocity: CGPoint? { velocity(in: .local) }

  public func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }

  public var localTranslation: CGPoint? { translation(in: .local) }

  public func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }
}

extension View {
  /// Recognizes `representable`'s UIKit gesture on the view: accepted, as a picture has no
  /// touches; the view is drawn as it is.
  public func gesture(_ representable: some UIGestureRecognizerRepresentable)
    -> some View
  {
    self
  }
}
