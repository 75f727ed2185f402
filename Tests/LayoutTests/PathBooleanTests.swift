@testable import Cellshot
import Testing

/// Path's boolean operations on flattened outlines: the areas they cover (counted on a grid of
/// sample points), their hit tests, and lines cut by a fill.
@MainActor @Suite struct PathBooleanTests {
  let a = Path(CGRect(x: 0, y: 0, width: 50, height: 50))
  let b = Path(CGRect(x: 25, y: 25, width: 50, height: 50))

  /// The area a path's fill covers, counted at the centres of one-point cells.
  func area(_ path: Path) -> Double {
    var count = 0
    for j in 0..<120 {
      for i in 0..<120 where path.contains(CGPoint(x: Double(i) - 9.5, y: Double(j) - 9.5)) {
        count += 1
      }
    }
    return Double(count)
  }

  /// The path's elements' end points, as moves and lines give them.
  func points(_ path: Path) -> [CGPoint] {
    var out: [CGPoint] = []
    path.forEach { element in
      switch element {
      case .move(let p), .line(let p): out.append(p)
      default: break
      }
    }
    return out
  }

  @Test func operationsCoverWhatTheirFillsSay() {
    #expect(area(a.union(b)) == 4375)
    #expect(area(a.intersection(b)) == 625)
    #expect(area(a.subtracting(b)) == 1875)
    #expect(area(a.symmetricDifference(b)) == 3750)
    #expect(a.subtracting(b).contains(CGPoint(x: 10, y: 10)))
    #expect(!a.subtracting(b).contains(CGPoint(x: 40, y: 40)))
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    let ring = square.subtracting(Path(CGRect(x: 25, y: 25, width: 50, height: 50)))
    #expect(area(ring) == 7500 && !ring.contains(CGPoint(x: 50, y: 50)))
  }

  @Test func aCircleIsHalvedAndOverlapsAreNormalized() {
    let disk = Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60))
    let right = Path(CGRect(x: 50, y: 0, width: 60, height: 100))
    let half = area(disk.intersection(right))
    #expect(abs(half - area(disk) / 2) < 3, "\(half) of \(area(disk))")
    var both = a
    both.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    #expect(area(both.normalized()) == 3750)  // even-odd by default
    #expect(area(both.normalized(eoFill: false)) == 4375)
  }

  @Test func linesAreCutByTheOtherFill() {
    var line = Path()
    line.move(to: CGPoint(x: -10, y: 10))
    line.addLine(to: CGPoint(x: 100, y: 10))
    #expect(points(line.lineIntersection(a)) == [CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 10)])
    #expect(points(line.lineSubtraction(a)) == [CGPoint(x: -10, y: 10), CGPoint(x: 0, y: 10),
                                                CGPoint(x: 50, y: 10), CGPoint(x: 100, y: 10)])
  }

  @Test func aStrokedPathCoversItsStroke() {
    var line = Path()
    line.move(to: CGPoint(x: 0, y: 50))
    line.addLine(to: CGPoint(x: 100, y: 50))
    #expect(area(line.strokedPath(StrokeStyle(lineWidth: 10))) == 1000)
    let dashed = line.strokedPath(StrokeStyle(lineWidth: 10, dash: [10, 10]))
    #expect(area(dashed) == 500)
    #expect(dashed.contains(CGPoint(x: 5, y: 50)) && !dashed.contains(CGPoint(x: 15, y: 50)))
  }
}
