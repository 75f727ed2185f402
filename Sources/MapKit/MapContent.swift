// What a SwiftUI Map shows (iOS 17's map content): markers, annotations, the user's location,
// circles, polylines and polygons, built by `@MapContentBuilder` as views are by ViewBuilder.
// Each kind of content becomes a `_MapElement` (where it is and how it is styled); the map
// draws the elements (Map+Drawing.swift).
import Cellshot

/// One thing a map shows: what `MapContent` resolves to.
public struct _MapElement {
  enum Kind {
    /// A balloon at a coordinate, with its glyph (iOS 17's Marker, iOS 14's MapMarker).
    case balloon(CLLocationCoordinate2D, glyph: AnyView?, monogram: Text?)
    /// The old pin (MapPin).
    case pin(CLLocationCoordinate2D)
    /// A view with its `anchor` at the coordinate.
    case view(CLLocationCoordinate2D, anchor: UnitPoint, content: AnyView)
    case user(anchor: UnitPoint, content: AnyView?)
    case circle(CLLocationCoordinate2D, radius: CLLocationDistance)
    case polyline([CLLocationCoordinate2D])
    case polygon([CLLocationCoordinate2D])
  }

  var kind: Kind
  var title: Text?
  var tint: Color?
  var fill: AnyShapeStyle?
  var stroke: AnyShapeStyle?
  var strokeStyle = StrokeStyle(lineWidth: 1)
  var showsTitle = true

  init(_ kind: Kind, title: Text? = nil) {
    self.kind = kind
    self.title = title
  }

  /// The coordinates the element covers, for framing a map around its content.
  var coordinates: [CLLocationCoordinate2D] {
    switch kind {
    case .balloon(let c, _, _), .pin(let c), .view(let c, _, _): return [c]
    case .user: return [DeviceLocation.coordinate]
    case .circle(let c, let radius):
      let region = MKCoordinateRegion(center: c, latitudinalMeters: 2 * radius,
                                      longitudinalMeters: 2 * radius)
      return [CLLocationCoordinate2D(latitude: c.latitude + region.span.latitudeDelta / 2,
                                     longitude: c.longitude - region.span.longitudeDelta / 2),
              CLLocationCoordinate2D(latitude: c.latitude - region.span.latitudeDelta / 2,
                                     longitude: c.longitude + region.span.longitudeDelta / 2)]
    case .polyline(let points), .polygon(let points): return points
    }
  }
}

/// Something a map shows, as MapKit's `MapContent`.
@MainActor @preconcurrency
public protocol MapContent {
  associatedtype Body: MapContent
  @MapContentBuilder @MainActor @preconcurrency var body: Body { get }
  /// The elements this content shows (implemented by MapKit's own kinds of content).
  func _mapElements() -> [_MapElement]
}

extension MapContent {
  public func _mapElements() -> [_MapElement] { body._mapElements() }
}

extension Never: MapContent {
  public func _mapElements() -> [_MapElement] { [] }
}

/// Content made of elements at once (what the builder and the modifiers give).
public struct _MapElements: MapContent {
  let elements: [_MapElement]
  public var body: Never { fatalError("_MapElements is primitive map content") }
  public func _mapElements() -> [_MapElement] { elements }
}

/// No content.
public struct EmptyMapContent: MapContent {
  public init() {}
  public var body: Never { fatalError("EmptyMapContent is primitive map content") }
  public func _mapElements() -> [_MapElement] { [] }
}

/// Builds map content from a closure's statements, as ViewBuilder builds views.
@resultBuilder @MainActor
public enum MapContentBuilder {
  public static func buildExpression<Content: MapContent>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }

  public static func buildBlock<Content: MapContent>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: MapContent>(_ content: repeat each Content)
    -> _MapElements {
    var elements: [_MapElement] = []
    for part in repeat each content { elements += part._mapElements() }
    return _MapElements(elements: elements)
  }

  public static func buildOptional(_ content: (any MapContent)?) -> _MapElements {
    _MapElements(elements: content?._mapElements() ?? [])
  }

  public static func buildEither(first: any MapContent) -> _MapElements {
    _MapElements(elements: first._mapElements())
  }

  public static func buildEither(second: any MapContent) -> _MapElements {
    _MapElements(elements: second._mapElements())
  }

  public static func buildArray<Content: MapContent>(_ components: [Content]) -> _MapElements {
    _MapElements(elements: components.flatMap { $0._mapElements() })
  }

  public static func buildLimitedAvailability<Content: MapContent>(_ content: Content)
    -> _MapElements {
    _MapElements(elements: content._mapElements())
  }
}

extension ForEach: MapContent where Content: MapContent {
  public typealias Body = Never
  public var body: Never { fatalError("ForEach is primitive map content") }
  public func _mapElements() -> [_MapElement] { data.flatMap { content($0)._mapElements() } }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: MapContent {
  /// A piece of map content per element of `data`.
  public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, content: content)
  }
}

extension ForEach where Content: MapContent {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>,
              @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, content: content)
  }
}

extension Group: MapContent where Content: MapContent {
  public typealias Body = Never
  public var body: Never { fatalError("Group is primitive map content") }
  public func _mapElements() -> [_MapElement] { content._mapElements() }

  public init(@MapContentBuilder content: () -> Content) { self.init(_wrapping: content()) }
}

/// A balloon-shaped annotation at a coordinate, as MapKit's `Marker`: red unless tinted, with
/// a white glyph (a pin, a symbol, an image or up to three letters) and its title below.
public struct Marker<Label: View>: MapContent {
  let element: _MapElement

  public var body: Never { fatalError("Marker is primitive map content") }
  public func _mapElements() -> [_MapElement] { [element] }

  init(_ title: Text?, glyph: AnyView?, monogram: Text?, coordinate: CLLocationCoordinate2D) {
    element = _MapElement(.balloon(coordinate, glyph: glyph, monogram: monogram), title: title)
  }

  /// A marker whose title is `label`.
  public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
    self.init(Text(verbatim: ""), glyph: nil, monogram: nil, coordinate: coordinate)
    _ = label()
  }
}

extension Marker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
    self.init(Text(titleKey), glyph: nil, monogram: nil, coordinate: coordinate)
  }

  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
    self.init(Text(title), glyph: nil, monogram: nil, coordinate: coordinate)
  }

  public init(_ title: Text, coordinate: CLLocationCoordinate2D) {
    self.init(title, glyph: nil, monogram: nil, coordinate: coordinate)
  }

  /// The marker of a map item: its name at its placemark's coordinate.
  public init(item: MKMapItem) {
    self.init(item.name.map { Text($0) }, glyph: nil, monogram: nil,
              coordinate: item.placemark.coordinate)
  }
}

extension Marker where Label == Cellshot.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String,
              coordinate: CLLocationCoordinate2D) {
    self.init(Text(titleKey), glyph: AnyView(Image(systemName: systemImage)), monogram: nil,
              coordinate: coordinate)
  }

  public init<S: StringProtocol>(_ title: S, systemImage: String,
                                 coordinate: CLLocationCoordinate2D) {
    self.init(Text(title), glyph: AnyView(Image(systemName: systemImage)), monogram: nil,
              coordinate: coordinate)
  }

  public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
    self.init(Text(titleKey), glyph: AnyView(Image(image).resizable().scaledToFit()),
              monogram: nil, coordinate: coordinate)
  }

  public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
    self.init(Text(title), glyph: AnyView(Image(image).resizable().scaledToFit()),
              monogram: nil, coordinate: coordinate)
  }
}

extension Marker where Label == Cellshot.Label<Text, Text> {
  public init(_ titleKey: LocalizedStringKey, monogram: Text,
              coordinate: CLLocationCoordinate2D) {
    self.init(Text(titleKey), glyph: nil, monogram: monogram, coordinate: coordinate)
  }

  public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.init(Text(title), glyph: nil, monogram: monogram, coordinate: coordinate)
  }
}

/// A view at a coordinate, as MapKit's `Annotation`: `content` with its `anchor` on the
/// coordinate, and the title below it.
public struct Annotation<Label: View, Content: View>: MapContent {
  let element: _MapElement

  public var body: Never { fatalError("Annotation is primitive map content") }
  public func _mapElements() -> [_MapElement] { [element] }

  public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
              @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    element = _MapElement(.view(coordinate, anchor: anchor, content: AnyView(content())),
                          title: nil)
  }
}

extension Annotation where Label == Text {
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D,
              anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
    element = _MapElement(.view(coordinate, anchor: anchor, content: AnyView(content())),
                          title: Text(titleKey))
  }

  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D,
                                 anchor: UnitPoint = .center,
                                 @ViewBuilder content: () -> Content) {
    element = _MapElement(.view(coordinate, anchor: anchor, content: AnyView(content())),
                          title: Text(title))
  }

  public init(_ title: Text, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
              @ViewBuilder content: () -> Content) {
    element = _MapElement(.view(coordinate, anchor: anchor, content: AnyView(content())),
                          title: title)
  }

  public init(item: MKMapItem, anchor: UnitPoint = .center,
              @ViewBuilder content: () -> Content) {
    element = _MapElement(.view(item.placemark.coordinate, anchor: anchor,
                                content: AnyView(content())),
                          title: item.name.map { Text($0) })
  }
}

/// The user's location on the map: the blue dot, as iOS draws it, or `content`.
public struct UserAnnotation<Content: View>: MapContent {
  let element: _MapElement

  public var body: Never { fatalError("UserAnnotation is primitive map content") }
  public func _mapElements() -> [_MapElement] { [element] }

  /// The location the phone is at, given to `content`.
  public struct UserLocation: Sendable {
    public var location: CLLocation? {
      CLLocation(latitude: DeviceLocation.coordinate.latitude,
                 longitude: DeviceLocation.coordinate.longitude)
    }
    public var heading: CLHeading? { nil }
  }

  public init(anchor: UnitPoint = .center,
              @ViewBuilder content: @escaping (UserLocation) -> Content) {
    element = _MapElement(.user(anchor: anchor, content: AnyView(content(UserLocation()))))
  }
}

extension UserAnnotation where Content == EmptyView {
  /// The blue dot.
  public init(anchor: UnitPoint = .center) {
    element = _MapElement(.user(anchor: anchor, content: nil))
  }
}

/// A circle of `radius` metres around a coordinate, as MapKit's `MapCircle`.
public struct MapCircle: MapContent {
  let element: _MapElement

  public var body: Never { fatalError("MapCircle is primitive map content") }
  public func _mapElements() -> [_MapElement] { [element] }

  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    element = _MapElement(.circle(center, radius: radius))
  }

  public init(_ circle: MKCircle) { self.init(center: circle.coordinate, radius: circle.radius) }
}

/// How a polyline joins its points: straight on the map, or along the globe.
public struct MapPolyline: MapContent {
  /// How a polyline's segments run.
  public enum ContourStyle: Sendable, Hashable {
    case straight
    case geodesic
  }

  let element: _MapElement

  public var body: Never { fatalError("MapPolyline is primitive map content") }
  public func _mapElements() -> [_MapElement] { [element] }

  public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
    element = _MapElement(.polyline(coordinates))
  }

  public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) {
    self.init(coordinates: points.map(\.coordinate), contourStyle: contourStyle)
  }

  public init(_ polyline: MKPolyline) {
    self.init(points: polyline.mapPoints)
  }

  /// A route's line.
  public init(_ route: MKRoute) { self.init(route.polyline) }
}

/// A closed shape on a map, as MapKit's `MapPolygon`.
public struct MapPolygon: MapContent {
  let element: _MapElement

  public var body: Never { fatalError("MapPolygon is primitive map content") }
  public func _mapElements() -> [_MapElement] { [element] }

  public init(coordinates: [CLLocationCoordinate2D]) {
    element = _MapElement(.polygon(coordinates))
  }

  public init(points: [MKMapPoint]) { self.init(coordinates: points.map(\.coordinate)) }

  public init(_ polygon: MKPolygon) { self.init(points: polygon.mapPoints) }
}

/// Where an overlay sits among the map's own layers: above the roads, or above the labels too.
public enum MKOverlayLevel: Int, Sendable {
  case aboveRoads = 0
  case aboveLabels = 1
}

extension MapContent {
  private func restyled(_ change: (inout _MapElement) -> Void) -> _MapElements {
    _MapElements(elements: _mapElements().map { element in
      var element = element
      change(&element)
      return element
    })
  }

  /// Colours markers' balloons.
  public func tint(_ tint: Color?) -> some MapContent { restyled { $0.tint = tint } }

  /// Fills circles and polygons (and colours polylines and markers) with `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some MapContent {
    restyled { element in
      element.fill = AnyShapeStyle(style)
      if case .polyline = element.kind { element.stroke = AnyShapeStyle(style) }
    }
  }

  /// Outlines shapes with `content`, `lineWidth` points wide.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some MapContent {
    restyled {
      $0.stroke = AnyShapeStyle(content)
      $0.strokeStyle = StrokeStyle(lineWidth: lineWidth)
    }
  }

  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some MapContent {
    restyled {
      $0.stroke = AnyShapeStyle(content)
      $0.strokeStyle = style
    }
  }

  public func strokeStyle(style: StrokeStyle) -> some MapContent {
    restyled { $0.strokeStyle = style }
  }

  /// Whether markers' and annotations' titles show.
  public func annotationTitles(_ visibility: Visibility) -> some MapContent {
    restyled { $0.showsTitle = visibility != .hidden }
  }

  /// Accepted: subtitles show only for a selected marker, and nothing is selected.
  public func annotationSubtitles(_ visibility: Visibility) -> some MapContent { self }

  /// Accepted: the overlay sits above every layer Cellshot draws (it draws no roads or labels).
  public func mapOverlayLevel(level: MKOverlayLevel) -> some MapContent { self }

  /// Accepted: a tag selects the content, and nothing is selected in a still picture.
  public func tag<V: Hashable>(_ tag: V) -> some MapContent { self }
}
