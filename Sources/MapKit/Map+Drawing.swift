// How a Map draws. There are no map tiles offline, so the map is drawn plainly: its frame
// filled with the land colour of its style (standard: a pale beige by day, a dark grey at
// night; imagery and hybrid: a dark olive; colours chosen to look like Apple's, which it does
// not publish), then its circles, polygons and polylines, then its annotations: each at its
// coordinate's Web-Mercator position in the camera's region, fitted to the frame as MapKit fits
// a region (the whole region visible, centred). `.automatic` frames all the content with a
// margin; a map with nothing to frame shows the United States (the Simulator's region).
import Cellshot

/// Turns coordinates into points of a map's frame.
struct MapProjection {
  let center: MKMapPoint
  /// Frame points per map point.
  let scale: Double
  let size: CGSize

  init(showing rect: MKMapRect, in size: CGSize) {
    center = MKMapPoint(x: rect.midX, y: rect.midY)
    let width = max(rect.width, 1), height = max(rect.height, 1)
    scale = min(Double(size.width) / width, Double(size.height) / height)
    self.size = size
  }

  func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
    let mapPoint = MKMapPoint(coordinate)
    return CGPoint(x: (mapPoint.x - center.x) * scale + Double(size.width) / 2,
                   y: (mapPoint.y - center.y) * scale + Double(size.height) / 2)
  }

  /// `metres` at `latitude`, in frame points.
  func length(_ metres: Double, at latitude: Double) -> CGFloat {
    CGFloat(metres * MKMapPointsPerMeterAtLatitude(latitude) * scale)
  }
}

extension MapCameraPosition {
  /// The map rectangle this position shows, given what the map holds.
  func framedRect(_ elements: [_MapElement]) -> MKMapRect {
    switch storage {
    case .region(let region): return MKMapRect(region: region)
    case .rect(let rect): return rect
    case .item(let item, _):
      return MKMapRect(region: MKCoordinateRegion(center: item.placemark.coordinate,
                                                  latitudinalMeters: 1000,
                                                  longitudinalMeters: 1000))
    case .camera(let camera): return MKMapRect(region: camera.region)
    case .userLocation:
      return MKMapRect(region: MKCoordinateRegion(center: DeviceLocation.coordinate,
                                                  latitudinalMeters: 1000,
                                                  longitudinalMeters: 1000))
    case .automatic:
      let points = elements.flatMap(\.coordinates).map(MKMapPoint.init)
      guard let first = points.first else {
        return MKMapRect(region: MKCoordinateRegion(
          center: CLLocationCoordinate2D(latitude: 39.5, longitude: -98.35),
          span: MKCoordinateSpan(latitudeDelta: 30, longitudeDelta: 60)))
      }
      var rect = MKMapRect(origin: first, size: MKMapSize())
      for point in points.dropFirst() {
        rect = rect.union(MKMapRect(origin: point, size: MKMapSize()))
      }
      // At least 1 km around a single place; a quarter of the size again on every side, so
      // that balloons drawn above their coordinates stay inside.
      let least = 1000 * MKMapPointsPerMeterAtLatitude(first.coordinate.latitude)
      let width = max(rect.width, least), height = max(rect.height, least)
      return MKMapRect(x: rect.midX - width * 0.75, y: rect.midY - height * 0.75,
                       width: width * 1.5, height: height * 1.5)
    }
  }
}

/// The drawing of a map.
struct MapPicture: View {
  let elements: [_MapElement]
  let position: MapCameraPosition
  let showsUserLocation: Bool
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.mapStyle) private var mapStyle
  @Environment(\.mapControls) private var mapControls

  /// The land colour of the map's style.
  var land: Color {
    switch (mapStyle.base, colorScheme) {
    case (.standard, .dark): return Color(red: 44 / 255, green: 45 / 255, blue: 48 / 255)
    case (.standard, _): return Color(red: 247 / 255, green: 244 / 255, blue: 237 / 255)
    default: return Color(red: 58 / 255, green: 64 / 255, blue: 50 / 255)
    }
  }

  var body: some View {
    let all = showsUserLocation ? elements + [_MapElement(.user(anchor: .center, content: nil))]
      : elements
    GeometryReader { proxy in
      let projection = MapProjection(showing: position.framedRect(all), in: proxy.size)
      let layers = MapLayers(elements: all, projection: projection).views
      ZStack(alignment: .topLeading) {
        Rectangle().fill(land)
        ForEach(0..<layers.count, id: \.self) { index in layers[index] }
      }
    }
    .overlay(alignment: .topTrailing) {
      if let mapControls {
        VStack(spacing: 10) { mapControls }.padding(.top, 8).padding(.trailing, 8)
      }
    }
    .clipped()
  }
}

/// The views of a map's elements: shapes first, then annotations, each placed by the
/// projection.
@MainActor
struct MapLayers {
  let elements: [_MapElement]
  let projection: MapProjection

  /// The map's red, iOS's system red.
  static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)

  var views: [AnyView] {
    let shapes = elements.compactMap(shape)
    let annotations = elements.flatMap(annotation)
    return shapes + annotations
  }

  private func shape(_ element: _MapElement) -> AnyView? {
    let tint = AnyShapeStyle(Color.accentColor)
    switch element.kind {
    case .circle(let center, let radius):
      let c = projection.point(center)
      let r = projection.length(radius, at: center.latitude)
      let path = Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
      return filled(path, element, defaultFill: tint)
    case .polygon(let coordinates):
      var path = Path()
      path.addLines(coordinates.map(projection.point))
      path.closeSubpath()
      return filled(path, element, defaultFill: tint)
    case .polyline(let coordinates):
      var path = Path()
      path.addLines(coordinates.map(projection.point))
      var style = element.strokeStyle
      if element.stroke == nil { style.lineWidth = max(style.lineWidth, 3) }
      return AnyView(path.stroke(element.stroke ?? tint, style: style))
    default:
      return nil
    }
  }

  /// A closed shape: its fill (the tint at a quarter opacity unless styled), then its stroke.
  private func filled(_ path: Path, _ element: _MapElement, defaultFill: AnyShapeStyle)
    -> AnyView {
    let fill = element.fill ?? AnyShapeStyle(Color.accentColor.opacity(0.25))
    if let stroke = element.stroke {
      return AnyView(ZStack {
        path.fill(fill)
        path.stroke(stroke, style: element.strokeStyle)
      })
    }
    return AnyView(path.fill(fill))
  }

  private func annotation(_ element: _MapElement) -> [AnyView] {
    switch element.kind {
    case .balloon(let coordinate, let glyph, let monogram):
      let point = projection.point(coordinate)
      let balloon = MarkerBalloon(tint: element.tint ?? Self.red, glyph: glyph,
                                  monogram: monogram)
      var views = [placed(AnyView(balloon), at: point, anchor: .bottom)]
      if element.showsTitle, let title = element.title {
        views.append(placed(AnyView(MapTitle(title: title).padding(.top, 2)), at: point,
                            anchor: .top))
      }
      return views
    case .pin(let coordinate):
      return [placed(AnyView(MapPinShape(tint: element.tint ?? Self.red)),
                     at: projection.point(coordinate), anchor: .bottom)]
    case .view(let coordinate, let anchor, let content):
      return [placed(content, at: projection.point(coordinate), anchor: anchor)]
    case .user(let anchor, let content):
      let point = projection.point(DeviceLocation.coordinate)
      return [placed(content ?? AnyView(UserDot()), at: point, anchor: anchor)]
    default:
      return []
    }
  }

  /// `view` at its natural size with its `anchor` on `point`.
  private func placed(_ view: AnyView, at point: CGPoint, anchor: UnitPoint) -> AnyView {
    AnyView(AnchoredLayout(point: point, anchor: anchor) { view })
  }
}

/// Places its subviews at their ideal size with `anchor` on `point`, taking all the space
/// offered.
struct AnchoredLayout: Layout {
  let point: CGPoint
  let anchor: UnitPoint

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                     cache: inout ()) {
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: bounds.minX + point.x - size.width * anchor.x,
                                y: bounds.minY + point.y - size.height * anchor.y),
                    proposal: ProposedViewSize(size))
    }
  }
}

/// iOS 17's marker balloon: a circle on a short point whose tip is the coordinate, with its
/// glyph (a pin unless given) in white.
struct MarkerBalloon: View {
  let tint: Color
  let glyph: AnyView?
  let monogram: Text?

  var body: some View {
    ZStack(alignment: .top) {
      BalloonShape().fill(tint)
      Group {
        if let monogram {
          monogram.font(.system(size: 12, weight: .bold))
        } else if let glyph {
          glyph.font(.system(size: 14, weight: .semibold)).frame(maxWidth: 16, maxHeight: 16)
        } else {
          Image(systemName: "mappin").font(.system(size: 15, weight: .semibold))
        }
      }
      .foregroundStyle(.white)
      .frame(width: 30, height: 30)
    }
    .frame(width: 30, height: 37)
  }
}

/// A circle as wide as the rectangle at its top, and a point below it at the bottom centre.
struct BalloonShape: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path(ellipseIn: CGRect(x: rect.minX, y: rect.minY, width: rect.width,
                                      height: rect.width))
    let r = rect.width / 2
    path.move(to: CGPoint(x: rect.midX - r * 0.55, y: rect.minY + r * 1.8))
    path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.midX + r * 0.55, y: rect.minY + r * 1.8))
    path.closeSubpath()
    return path
  }
}

/// A marker's title under it: caption text, bold, in the primary colour.
struct MapTitle: View {
  let title: Text
  var body: some View {
    title.font(.caption.weight(.semibold)).foregroundStyle(.primary).lineLimit(1)
  }
}

/// The old pin: a 14-point head of `tint` on a grey needle 20 points long.
struct MapPinShape: View {
  let tint: Color
  var body: some View {
    VStack(spacing: 0) {
      Circle().fill(tint).frame(width: 14, height: 14)
      Rectangle().fill(Color(white: 0.55)).frame(width: 2, height: 20)
    }
  }
}

/// The user's location: a blue dot in a white ring.
struct UserDot: View {
  var body: some View {
    Circle().fill(Color(red: 0, green: 122 / 255, blue: 1)).frame(width: 16, height: 16)
      .padding(3).background(Circle().fill(.white))
  }
}
