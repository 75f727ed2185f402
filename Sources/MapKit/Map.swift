// SwiftUI's Map, as MapKit declares it: iOS 17's map of content (markers, annotations, shapes)
// at a camera position, and iOS 14's map of a region with annotation items. Map+Drawing.swift
// draws it.
import Cellshot

/// A map, as MapKit's SwiftUI `Map`.
public struct Map<Content: View>: View {
  let elements: [_MapElement]
  let position: MapCameraPosition
  let showsUserLocation: Bool

  init(elements: [_MapElement], position: MapCameraPosition, showsUserLocation: Bool = false) {
    self.elements = elements
    self.position = position
    self.showsUserLocation = showsUserLocation
  }

  public var body: some View {
    ReportingView(
      warning: "a Map draws no map tiles (there are none offline): its land is one colour, "
        + "with its markers, annotations and shapes at their places",
      content: MapPicture(elements: elements, position: position,
                          showsUserLocation: showsUserLocation))
  }
}

/// The content of an iOS 17 map (the type in Map's generic signature).
public struct MapContentView<SelectedValue, Content: MapContent>: View {
  public var body: some View { EmptyView() }
}

/// The content of an iOS 14 map without annotations.
public struct _DefaultMapContent: View {
  public var body: some View { EmptyView() }
}

/// The content of an iOS 14 map with annotation items.
public struct _DefaultAnnotatedMapContent<Items: RandomAccessCollection>: View {
  public var body: some View { EmptyView() }
}

extension Map {
  public init<C: MapContent>(position: Binding<MapCameraPosition>,
                             bounds: MapCameraBounds? = nil,
                             interactionModes: MapInteractionModes = .all,
                             scope: Namespace.ID? = nil,
                             @MapContentBuilder content: () -> C)
  where Content == MapContentView<Never, C> {
    self.init(elements: content()._mapElements(), position: position.wrappedValue)
  }

  public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic,
                             bounds: MapCameraBounds? = nil,
                             interactionModes: MapInteractionModes = .all,
                             scope: Namespace.ID? = nil,
                             @MapContentBuilder content: () -> C)
  where Content == MapContentView<Never, C> {
    self.init(elements: content()._mapElements(), position: initialPosition)
  }

  /// A map whose content can be selected (nothing is selected in a still picture unless
  /// `selection` says so; a selected marker draws as any other).
  public init<SelectedValue: Hashable, C: MapContent>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) where Content == MapContentView<SelectedValue, C> {
    self.init(elements: content()._mapElements(), position: position.wrappedValue)
  }

  public init<SelectedValue: Hashable, C: MapContent>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) where Content == MapContentView<SelectedValue, C> {
    self.init(elements: content()._mapElements(), position: initialPosition)
  }

  public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
              interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
  where Content == MapContentView<Never, EmptyMapContent> {
    self.init(elements: [], position: position.wrappedValue)
  }

  public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
              interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
  where Content == MapContentView<Never, EmptyMapContent> {
    self.init(elements: [], position: initialPosition)
  }
}

extension Map {
  /// An iOS 14 map of `coordinateRegion`.
  public init(coordinateRegion: Binding<MKCoordinateRegion>,
              interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
              userTrackingMode: Binding<MapUserTrackingMode>? = nil)
  where Content == _DefaultMapContent {
    self.init(elements: [], position: .region(coordinateRegion.wrappedValue),
              showsUserLocation: showsUserLocation)
  }

  public init(mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
              showsUserLocation: Bool = false,
              userTrackingMode: Binding<MapUserTrackingMode>? = nil)
  where Content == _DefaultMapContent {
    self.init(elements: [], position: .rect(mapRect.wrappedValue),
              showsUserLocation: showsUserLocation)
  }

  /// An iOS 14 map of `coordinateRegion` with an annotation per item.
  public init<Items: RandomAccessCollection, A: MapAnnotationProtocol>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
    annotationItems: Items, annotationContent: @escaping (Items.Element) -> A
  ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
    self.init(elements: annotationItems.map { annotationContent($0)._element },
              position: .region(coordinateRegion.wrappedValue),
              showsUserLocation: showsUserLocation)
  }

  public init<Items: RandomAccessCollection, A: MapAnnotationProtocol>(
    mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
    annotationItems: Items, annotationContent: @escaping (Items.Element) -> A
  ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
    self.init(elements: annotationItems.map { annotationContent($0)._element },
              position: .rect(mapRect.wrappedValue), showsUserLocation: showsUserLocation)
  }
}

/// An iOS 14 map annotation: a marker, a pin or a view.
@MainActor @preconcurrency
public protocol MapAnnotationProtocol {
  /// What the map draws for it.
  var _element: _MapElement { get }
}

/// iOS 14's balloon marker (drawn as iOS 17's Marker without a title), red unless tinted.
public struct MapMarker: MapAnnotationProtocol {
  public let _element: _MapElement

  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    var element = _MapElement(.balloon(coordinate, glyph: nil, monogram: nil))
    element.tint = tint
    _element = element
  }
}

/// The old pin: a round head on a needle whose point is on the coordinate, red unless tinted.
public struct MapPin: MapAnnotationProtocol {
  public let _element: _MapElement

  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    var element = _MapElement(.pin(coordinate))
    element.tint = tint
    _element = element
  }
}

/// iOS 14's view annotation: `content` with `anchorPoint` (a unit point) on the coordinate.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
  public let _element: _MapElement

  public init(coordinate: CLLocationCoordinate2D,
              anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
              @ViewBuilder content: () -> Content) {
    _element = _MapElement(.view(coordinate, anchor: UnitPoint(x: anchorPoint.x,
                                                               y: anchorPoint.y),
                                 content: AnyView(content())))
  }
}
