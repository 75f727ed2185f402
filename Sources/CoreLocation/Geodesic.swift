// The distance between two coordinates on the WGS-84 ellipsoid, the figure of the Earth GPS
// uses, by Vincenty's inverse formula (T. Vincenty, "Direct and inverse solutions of geodesics
// on the ellipsoid with application of nested equations", Survey Review 23, 1975).
//
// Why the ellipsoid: iOS's `distance(from:)` is not a sphere's. Distances that public test
// suites assert iOS gives, against this formula and haversine on 6,371,009 m (the mean radius):
//   from                  to                     iOS              Vincenty          sphere
//   (50, 2)               (76, 5)                2,900,825.0348 m  2,900,825.0352 m  2,894,167.9 m
//   (41, -111)            (41, -112), twice      168.27 km         168.269 km        167.839 km
//   (50.4441, 30.5707)    (50.4541, 30.6067)     2,791 m           2,791.7 m         2,784.2 m
import Foundation

enum Geodesic {
  /// WGS-84's semi-major axis, in metres.
  static let equatorialRadius = 6_378_137.0
  /// WGS-84's flattening.
  static let flattening = 1 / 298.257_223_563
  /// The mean radius (IUGG), for the great circle used where Vincenty's iteration fails.
  static let meanRadius = 6_371_008.8

  /// The geodesic distance in metres between two coordinates.
  ///
  /// For nearly antipodal points, where the iteration does not converge, the great-circle
  /// distance on a sphere of the mean radius: within half a percent of the geodesic there.
  static func distance(from a: CLLocationCoordinate2D, to b: CLLocationCoordinate2D) -> Double {
    // The same order either way, so that a to b and b to a round alike.
    if (b.latitude, b.longitude) < (a.latitude, a.longitude) { return distance(from: b, to: a) }
    let f = flattening
    let semiMajor = equatorialRadius
    let semiMinor = (1 - f) * semiMajor
    let radians = Double.pi / 180
    let l = (b.longitude - a.longitude) * radians
    let u1 = atan((1 - f) * tan(a.latitude * radians))
    let u2 = atan((1 - f) * tan(b.latitude * radians))
    let sinU1 = sin(u1), cosU1 = cos(u1), sinU2 = sin(u2), cosU2 = cos(u2)

    var lambda = l
    for _ in 0..<200 {
      let sinLambda = sin(lambda), cosLambda = cos(lambda)
      let sinSigma = sqrt((cosU2 * sinLambda) * (cosU2 * sinLambda)
                          + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda)
                          * (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda))
      if sinSigma == 0 { return 0 }  // the same point
      let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
      let sigma = atan2(sinSigma, cosSigma)
      let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
      let cosSqAlpha = 1 - sinAlpha * sinAlpha
      // On the equator cos²α is 0 and the midpoint term vanishes.
      let cos2SigmaM = cosSqAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha
      let c = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
      let previous = lambda
      lambda = l + (1 - c) * f * sinAlpha
        * (sigma + c * sinSigma
           * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
      if abs(lambda - previous) < 1e-12 {
        let uSq = cosSqAlpha * (semiMajor * semiMajor - semiMinor * semiMinor)
          / (semiMinor * semiMinor)
        let bigA = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
        let bigB = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
        let deltaSigma = bigB * sinSigma
          * (cos2SigmaM + bigB / 4
             * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
                - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma)
                * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
        return semiMinor * bigA * (sigma - deltaSigma)
      }
    }
    return greatCircle(from: a, to: b)
  }

  /// Haversine on the mean radius.
  static func greatCircle(from a: CLLocationCoordinate2D, to b: CLLocationCoordinate2D) -> Double {
    let radians = Double.pi / 180
    let phi1 = a.latitude * radians, phi2 = b.latitude * radians
    let dPhi = phi2 - phi1, dLambda = (b.longitude - a.longitude) * radians
    let h = sin(dPhi / 2) * sin(dPhi / 2)
      + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
    return 2 * meanRadius * asin(min(1, sqrt(h)))
  }
}
