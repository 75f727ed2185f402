@testable import AVFoundation
@testable import Cellshot
@testable import CoreLocation
import CoreMotion
import Foundation
@testable import StoreKit
import SwiftUI
import Synchronization
import Testing
@testable import UserNotifications

/// What a delegate heard, in order.
final class LocationRecorder: NSObject, CLLocationManagerDelegate {
  var events: [String] = []
  var locations: [CLLocation] = []

  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    events.append("authorization \(manager.authorizationStatus)")
  }

  func locationManager(_ manager: CLLocationManager,
                       didChangeAuthorization status: CLAuthorizationStatus) {
    events.append("status \(status)")
  }

  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    events.append("locations \(locations.count)")
    self.locations += locations
  }

  func locationManager(_ manager: CLLocationManager,
                       didDetermineState state: CLRegionState, for region: CLRegion) {
    events.append("\(region.identifier) \(state)")
  }
}

/// CoreLocation as app code uses it: distances as iOS measures them, and a manager whose
/// authorization is the app's (hence serialized).
@Suite(.serialized) struct CoreLocationTests {
  /// Distances iOS itself reported, from public test suites run on iOS.
  static let iOSDistances: [(from: (Double, Double), to: (Double, Double), metres: Double,
                             tolerance: Double)] = [
    ((50, 2), (76, 5), 2_900_825.034_786_75, 0.001),  // PicsNearMe, asserted to 1e-6 m
    ((41, -111), (41, -112), 84_135, 5),  // SwifterSwift: 168.27 km for two such legs
    ((50.444_097_290_532_53, 30.570_687_373_424_885),
     (50.454_098_944_524_2, 30.606_736_260_944_334), 2_791, 1),  // AirKit
  ]

  @Test(arguments: 0..<iOSDistances.count)
  func distanceIsTheOneIOSReports(_ index: Int) {
    let case_ = Self.iOSDistances[index]
    let a = CLLocation(latitude: case_.from.0, longitude: case_.from.1)
    let b = CLLocation(latitude: case_.to.0, longitude: case_.to.1)
    let distance = a.distance(from: b)
    #expect(abs(distance - case_.metres) <= case_.tolerance, "got \(distance) m")
    #expect(b.distance(from: a) == distance)
  }

  @Test func distanceIsNotASpheres() {
    // Haversine on 6,371,009 m gives 2,894,167.9 m here: 6.7 km short of iOS.
    let distance = CLLocation(latitude: 50, longitude: 2)
      .distance(from: CLLocation(latitude: 76, longitude: 5))
    #expect(distance > 2_900_000)
    #expect(CLLocation(latitude: 10, longitude: 20)
      .distance(from: CLLocation(latitude: 10, longitude: 20)) == 0)
  }

  @Test func coordinatesAreValidOnTheGlobeOnly() {
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90, longitude: 180)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: -112.4,
                                                                   longitude: -54.5)))
  }

  @Test func authorizationIsAskedThenAllowedAndTheWaitingRequestIsAnswered() {
    DeviceLocation.reset()
    let manager = CLLocationManager()
    let recorder = LocationRecorder()
    manager.delegate = recorder
    #expect(recorder.events == ["authorization notDetermined", "status notDetermined"])

    manager.requestLocation()  // waits for the user's answer
    #expect(recorder.locations.isEmpty)
    #expect(manager.location == nil)

    manager.requestWhenInUseAuthorization()
    #expect(manager.authorizationStatus == .authorizedWhenInUse)
    #expect(CLLocationManager.authorizationStatus() == .authorizedWhenInUse)
    #expect(recorder.events.suffix(3) == ["authorization authorizedWhenInUse",
                                          "status authorizedWhenInUse", "locations 1"])
    let fix = recorder.locations.first
    #expect(fix?.coordinate.latitude == 37.332_331_41)
    #expect(fix?.coordinate.longitude == -122.031_218_6)
    #expect(fix?.horizontalAccuracy == 5)

    manager.requestWhenInUseAuthorization()  // answered already: nothing new
    #expect(recorder.events.count == 5)
  }

  @Test func updatesDeliverTheFixOnceUntilStoppedAndStartedAgain() {
    DeviceLocation.reset()
    let manager = CLLocationManager()
    let recorder = LocationRecorder()
    manager.delegate = recorder
    manager.requestAlwaysAuthorization()
    #expect(manager.authorizationStatus == .authorizedAlways)

    manager.startUpdatingLocation()
    manager.startUpdatingLocation()
    #expect(recorder.locations.count == 1)
    manager.stopUpdatingLocation()
    manager.startUpdatingLocation()
    #expect(recorder.locations.count == 2)
  }

  @Test func aNewManagersDelegateIsToldTheAppsAuthorization() {
    DeviceLocation.reset()
    let first = CLLocationManager()
    first.requestWhenInUseAuthorization()
    let recorder = LocationRecorder()
    let second = CLLocationManager()
    second.delegate = recorder
    #expect(recorder.events.first == "authorization authorizedWhenInUse")
  }

  @Test func regionStateSaysOnWhichSideOfItTheDeviceIs() {
    DeviceLocation.reset()
    let manager = CLLocationManager()
    let recorder = LocationRecorder()
    manager.delegate = recorder
    let cupertino = CLCircularRegion(
      center: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009), radius: 5_000,
      identifier: "cupertino")
    let paris = CLCircularRegion(
      center: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522), radius: 5_000,
      identifier: "paris")
    manager.requestState(for: cupertino)
    manager.requestWhenInUseAuthorization()
    manager.requestState(for: cupertino)
    manager.requestState(for: paris)
    #expect(recorder.events.filter { !$0.hasPrefix("authorization") && !$0.hasPrefix("status") }
            == ["cupertino unknown", "cupertino inside", "paris outside"])
  }

  @Test func reverseGeocodingFindsInfiniteLoopAtTheDeviceAndNothingElsewhere() async throws {
    let geocoder = CLGeocoder()
    let here = CLLocation(latitude: 37.332_331_41, longitude: -122.031_218_6)
    let placemark = try #require(try await geocoder.reverseGeocodeLocation(here).first)
    #expect(placemark.locality == "Cupertino")
    #expect(placemark.isoCountryCode == "US")
    await #expect {
      try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 48.8566, longitude: 2.3522))
    } throws: { ($0 as? CLError)?.code == .geocodeFoundNoResult }
    var answered: (placemarks: [CLPlacemark]?, error: (any Error)?)?
    geocoder.geocodeAddressString("1 Infinite Loop") { answered = ($0, $1) }
    #expect(answered?.placemarks == nil)
    #expect((answered?.error as? CLError)?.code == .geocodeFoundNoResult)
  }
}

/// What a notification center delegate was asked to present.
final class PresentationRecorder: NSObject, UNUserNotificationCenterDelegate {
  var presented: [String] = []

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    presented.append(notification.request.identifier)
    completionHandler([.banner, .sound])
  }
}

/// UserNotifications as reminder apps use it: the center is the app's (hence serialized).
@Suite(.serialized) struct UserNotificationsTests {
  func reminder(_ identifier: String, title: String, hour: Int) -> UNNotificationRequest {
    let content = UNMutableNotificationContent()
    content.title = title
    content.sound = .default
    var components = DateComponents()
    components.hour = hour
    components.minute = 0
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    return UNNotificationRequest(identifier: identifier, content: content, trigger: trigger)
  }

  @Test func scheduledRequestsAreListedReplacedAndRemoved() async throws {
    let center = UNUserNotificationCenter.current()
    center.reset()
    var added: [(any Error)?] = []
    center.add(reminder("walk", title: "Walk", hour: 8)) { added.append($0) }
    try await center.add(reminder("read", title: "Read", hour: 21))
    #expect(added.count == 1 && added[0] == nil)
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["walk", "read"])

    // In an async function, `add(_:)` is the async form, as on iOS.
    try await center.add(reminder("walk", title: "Walk the dog", hour: 9))
    var listed: [UNNotificationRequest] = []
    center.getPendingNotificationRequests { listed = $0 }
    #expect(listed.map(\.content.title) == ["Walk the dog", "Read"])

    center.removePendingNotificationRequests(withIdentifiers: ["walk"])
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["read"])
    center.removeAllPendingNotificationRequests()
    #expect(await center.pendingNotificationRequests().isEmpty)
  }

  @Test func authorizationIsAskedThenAllowedForWhatWasAsked() async throws {
    let center = UNUserNotificationCenter.current()
    center.reset()
    #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
    var granted: Bool?
    center.requestAuthorization(options: [.alert, .sound]) { ok, _ in granted = ok }
    #expect(granted == true)
    var settings: UNNotificationSettings?
    center.getNotificationSettings { settings = $0 }
    #expect(settings?.authorizationStatus == .authorized)
    #expect(settings?.alertSetting == .enabled)
    #expect(settings?.soundSetting == .enabled)
    #expect(settings?.badgeSetting == .notSupported)
    #expect(try await center.requestAuthorization(options: [.badge]))
  }

  @Test func aRequestWithoutTriggerIsDeliveredAndPresentedToTheDelegate() async throws {
    let center = UNUserNotificationCenter.current()
    center.reset()
    let recorder = PresentationRecorder()
    center.delegate = recorder
    let content = UNMutableNotificationContent()
    content.title = "Now"
    try await center.add(UNNotificationRequest(identifier: "now", content: content, trigger: nil))
    #expect(recorder.presented == ["now"])
    #expect(await center.deliveredNotifications().map(\.request.identifier) == ["now"])
    #expect(await center.pendingNotificationRequests().isEmpty)
    center.delegate = nil
  }

  @Test func aRequestKeepsACopyOfItsContent() {
    let content = UNMutableNotificationContent()
    content.title = "Before"
    let request = UNNotificationRequest(identifier: "copy", content: content, trigger: nil)
    content.title = "After"
    #expect(request.content.title == "Before")
    #expect(!(request.content is UNMutableNotificationContent))
  }

  @Test func aCalendarTriggerFiresAtTheNextMatchingTime() throws {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = try #require(TimeZone(identifier: "UTC"))
    var components = DateComponents()
    components.calendar = utc
    components.hour = 9
    components.minute = 30
    let daily = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    let next = try #require(daily.nextTriggerDate())
    let now = Date()
    #expect(next > now && next <= now.addingTimeInterval(24 * 3600))
    let parts = utc.dateComponents([.hour, .minute, .second], from: next)
    #expect(parts.hour == 9 && parts.minute == 30 && parts.second == 0)

    components.weekday = 2  // Monday
    let weekly = try #require(
      UNCalendarNotificationTrigger(dateMatching: components, repeats: true).nextTriggerDate())
    #expect(utc.component(.weekday, from: weekly) == 2)
    #expect(weekly > now && weekly <= now.addingTimeInterval(7 * 24 * 3600))

    var past = DateComponents()
    past.calendar = utc
    (past.year, past.month, past.day, past.hour) = (2001, 1, 1, 0)
    #expect(UNCalendarNotificationTrigger(dateMatching: past, repeats: false)
      .nextTriggerDate() == nil)
  }

  @Test func aTimeIntervalTriggerFiresItsIntervalFromNow() throws {
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
    let next = try #require(trigger.nextTriggerDate())
    #expect(abs(next.timeIntervalSinceNow - 3600) < 5)
  }
}

/// CoreMotion as a phone lying still, face up.
struct CoreMotionTests {
  /// What a motion handler received, on the queue it ran on.
  final class Received: Sendable {
    let samples = Mutex<[(roll: Double, pitch: Double, gravityZ: Double)]>([])
  }

  @Test func deviceMotionIsDeliveredOnTheQueueAtRest() throws {
    let manager = CMMotionManager()
    #expect(manager.isDeviceMotionAvailable)
    let queue = OperationQueue()
    let received = Received()
    manager.deviceMotionUpdateInterval = 1 / 60
    manager.startDeviceMotionUpdates(to: queue) { motion, error in
      guard let motion, error == nil else { return }
      received.samples.withLock {
        $0.append((motion.attitude.roll, motion.attitude.pitch, motion.gravity.z))
      }
    }
    queue.waitUntilAllOperationsAreFinished()
    let samples = received.samples.withLock { $0 }
    #expect(samples.count == 1)
    #expect(samples.first?.roll == 0 && samples.first?.pitch == 0)
    #expect(samples.first?.gravityZ == -1)
    #expect(manager.isDeviceMotionActive)
    manager.stopDeviceMotionUpdates()
    #expect(manager.deviceMotion == nil)
  }

  @Test func samplesCanBeReadOnlyWhileUpdatesRun() {
    let manager = CMMotionManager()
    #expect(manager.accelerometerData == nil)
    manager.startAccelerometerUpdates()
    #expect(manager.accelerometerData?.acceleration.z == -1)
    manager.stopAccelerometerUpdates()
    #expect(manager.accelerometerData == nil)
    manager.startDeviceMotionUpdates(using: .xMagneticNorthZVertical)
    #expect(manager.deviceMotion?.heading == 0)
    #expect(manager.deviceMotion?.magneticField.accuracy == .high)
  }

  @Test func thePedometerCountsNoSteps() {
    var steps: Int?
    let start = Date(timeIntervalSinceNow: -3600)
    CMPedometer().queryPedometerData(from: start, to: Date()) { data, _ in
      steps = data?.numberOfSteps.intValue
    }
    #expect(CMPedometer.isStepCountingAvailable())
    #expect(steps == 0)
  }
}

/// StoreKit's review prompt, from SwiftUI's environment.
@MainActor struct StoreKitTests {
  struct RateOnAppear: View {
    @Environment(\.requestReview) private var requestReview
    var body: some View {
      Text("Enjoying it?").onAppear { requestReview() }
    }
  }

  @Test func requestReviewFromTheEnvironmentIsCountedAndShowsNothing() {
    let before = ReviewRequests.count
    #expect(texts(RateOnAppear()) == ["Enjoying it?"])
    #expect(ReviewRequests.count == before + 1)  // onAppear runs once, in the first pass
    let counted = ReviewRequests.count
    EnvironmentValues().requestReview()
    SKStoreReviewController.requestReview()
    #expect(ReviewRequests.count == counted + 2)
  }
}

/// AVFoundation as a phone with its sound off.
struct AVFoundationTests {
  /// A mono, 16-bit, 8 kHz WAV file of `seconds` of silence.
  func wav(seconds: Int) -> Data {
    let rate = 8_000, byteRate = rate * 2, size = byteRate * seconds
    func le(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    var bytes = Array("RIFF".utf8) + le(36 + size, 4) + Array("WAVEfmt ".utf8) + le(16, 4)
    bytes += le(1, 2) + le(1, 2) + le(rate, 4) + le(byteRate, 4) + le(2, 2) + le(16, 2)
    bytes += Array("data".utf8) + le(size, 4) + [UInt8](repeating: 0, count: size)
    return Data(bytes)
  }

  @Test func anAudioPlayerKnowsAWAVFilesLengthAndPlaysSilently() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cellshot-\(UUID().uuidString).wav")
    try wav(seconds: 2).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let player = try AVAudioPlayer(contentsOf: url)
    #expect(player.duration == 2)
    #expect(player.numberOfChannels == 1)
    player.numberOfLoops = -1
    #expect(player.play())
    #expect(player.isPlaying)
    #expect(player.currentTime == 0)
    player.pause()
    #expect(!player.isPlaying)
  }

  @Test func anAudioPlayerOfAMissingFileThrows() {
    let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).mp3")
    #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: missing) }
  }

  @Test func cameraPermissionIsAskedThenGrantedAndThereIsNoCamera() async {
    AVCaptureDevice.reset()
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
    #expect(await AVCaptureDevice.requestAccess(for: .video))
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .authorized)
    #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .notDetermined)
    #expect(AVCaptureDevice.default(for: .video) == nil)
  }
}
