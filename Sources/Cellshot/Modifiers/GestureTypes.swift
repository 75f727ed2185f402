// The gestures SwiftUI recognizes, with their settings and the values they report. A picture
// is never touched, so none reports anything; the values are SwiftUI's, with what SwiftUI
// derives from them (a drag's translation and velocity), for code and tests that build them.

/// A tap, or `count` taps.
public struct TapGesture: Gesture {
  public typealias Value = Void
  public typealias Body = Never
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

/// A tap, reporting where it landed.
public struct SpatialTapGesture: Gesture {
  public typealias Body = Never
  /// Where the tap landed.
  public struct Value: Equatable, @unchecked Sendable {
    public var location: CGPoint
    public init(location: CGPoint = .zero) { self.location = location }
  }
  public var count: Int
  public var coordinateSpace: CoordinateSpace

  @_disfavoredOverload
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
  }
}

/// A press held for `minimumDuration` without moving more than `maximumDistance`.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public typealias Body = Never
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A drag: where it started and where it is.
public struct DragGesture: Gesture {
  public typealias Body = Never

  /// A drag's state at a moment.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    /// Where the drag would end if it stopped accelerating now.
    public var predictedEndLocation: CGPoint

    public init(time: Date = Date(timeIntervalSinceReferenceDate: 0), location: CGPoint = .zero,
                startLocation: CGPoint = .zero, predictedEndLocation: CGPoint? = nil) {
      self.time = time
      self.location = location
      self.startLocation = startLocation
      self.predictedEndLocation = predictedEndLocation ?? location
    }

    /// How far the drag has gone: `location - startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// The velocity, in points a second: four times the way still to the predicted end, as
    /// SwiftUI derives it.
    public var velocity: CGSize {
      CGSize(width: 4 * (predictedEndLocation.x - location.x),
             height: 4 * (predictedEndLocation.y - location.y))
    }
    /// The translation at the predicted end.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x,
             height: predictedEndLocation.y - startLocation.y)
    }
  }

  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace

  @_disfavoredOverload
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
  public init(minimumDistance: CGFloat = 10,
              coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
  }
}

/// A pinch, reporting the scale (deprecated in SwiftUI for `MagnifyGesture`).
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public typealias Body = Never
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch, reporting its magnification, velocity and where it started.
public struct MagnifyGesture: Gesture {
  public typealias Body = Never
  /// A pinch's state at a moment.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
    public init(time: Date = Date(timeIntervalSinceReferenceDate: 0), magnification: CGFloat = 1,
                velocity: CGFloat = 0, startAnchor: UnitPoint = .center,
                startLocation: CGPoint = .zero) {
      self.time = time
      self.magnification = magnification
      self.velocity = velocity
      self.startAnchor = startAnchor
      self.startLocation = startLocation
    }
  }
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A twist, reporting the angle (deprecated in SwiftUI for `RotateGesture`).
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public typealias Body = Never
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A twist, reporting its rotation, velocity and where it started.
public struct RotateGesture: Gesture {
  public typealias Body = Never
  /// A twist's state at a moment.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
    public init(time: Date = Date(timeIntervalSinceReferenceDate: 0), rotation: Angle = .zero,
                velocity: Angle = .zero, startAnchor: UnitPoint = .center,
                startLocation: CGPoint = .zero) {
      self.time = time
      self.rotation = rotation
      self.velocity = velocity
      self.startAnchor = startAnchor
      self.startLocation = startLocation
    }
  }
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Every touch on the view, as it happens (iOS 18).
public struct SpatialEventGesture: Gesture {
  public typealias Value = SpatialEventCollection
  public typealias Body = Never
  public let coordinateSpace: CoordinateSpace
  public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }
}

/// The touches a `SpatialEventGesture` reports at a moment.
public struct SpatialEventCollection: Collection, Equatable {
  let events: [Event]

  /// The events given (a picture's gestures report none).
  init(_ events: [Event] = []) { self.events = events }

  /// One touch.
  public struct Event: Identifiable, Hashable {
    /// A touch's identity, the same while it lasts.
    public struct ID: Hashable {
      let value: Int
    }
    /// What made the touch.
    public enum Kind: Hashable {
      case touch
      case pencil
      case pointer
    }
    /// Whether the touch goes on, has ended, or was cancelled.
    public enum Phase: Hashable {
      case active
      case ended
      case cancelled
    }
    /// How a stylus is held.
    public struct InputDevicePose: Hashable {
      public var altitude: Angle
      public var azimuth: Angle
    }

    public var id: ID
    public var timestamp: TimeInterval
    public var kind: Kind
    public var location: CGPoint
    public var phase: Phase
    public var modifierKeys: EventModifiers
    public var inputDevicePose: InputDevicePose?

    @_implements(Equatable, ==(_:_:))
    public static func __equals(_ a: Event, _ b: Event) -> Bool {
      a.id == b.id && a.timestamp == b.timestamp && a.kind == b.kind
        && a.location == b.location && a.phase == b.phase
        && a.modifierKeys.rawValue == b.modifierKeys.rawValue
        && a.inputDevicePose == b.inputDevicePose
    }
    public func hash(into hasher: inout Hasher) {
      hasher.combine(id)
      hasher.combine(timestamp)
      hasher.combine(phase)
    }
  }

  /// The event with `id`, if it is in the collection.
  public subscript(index: Event.ID) -> Event? { events.first { $0.id == index } }

  /// Iterates over the events.
  public struct Iterator: IteratorProtocol {
    var base: IndexingIterator<[Event]>
    public mutating func next() -> Event? { base.next() }
  }
  public func makeIterator() -> Iterator { Iterator(base: events.makeIterator()) }

  /// A position in the collection.
  public struct Index: Comparable {
    let value: Int
    public static func < (lhs: Index, rhs: Index) -> Bool { lhs.value < rhs.value }
  }
  public var startIndex: Index { Index(value: events.startIndex) }
  public var endIndex: Index { Index(value: events.endIndex) }
  public subscript(position: Index) -> Event { events[position.value] }
  public func index(after i: Index) -> Index { Index(value: i.value + 1) }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.events == rhs.events
  }
}

/// The double pinch a watch takes as a shortcut: accepted on an iPhone (iOS 18).
public struct HandGestureShortcut: Sendable, Equatable {
  let name: String
  /// The shortcut for a view's primary action.
  public static let primaryAction = HandGestureShortcut(name: "primaryAction")
}

extension View {
  /// Makes `shortcut` trigger the view's action (on a watch): nothing to see.
  public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true)
    -> some View { self }
}
