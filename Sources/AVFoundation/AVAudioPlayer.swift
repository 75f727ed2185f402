// AVFoundation on Linux: the sound player SwiftUI code starts background music and effects
// with, and what goes with it (the audio session, camera and microphone permission), as a
// phone with its sound off: a player loads its file (a missing one throws, as on iOS) and
// says it plays, but nothing is heard and time stands still (`currentTime` does not advance,
// so a player never finishes). Nothing here touches an audio device. Never imported by
// Cellshot.
import Foundation

/// Plays a sound file or data, as AVFoundation's `AVAudioPlayer`: silently.
open class AVAudioPlayer: NSObject {
  /// The file played, if made from one.
  public let url: URL?
  /// The data played, if made from data.
  public let data: Data?
  /// The sound's length in seconds: a WAV file's own; 0 for the formats not read here.
  public let duration: TimeInterval
  /// A WAV file's channels; 2 for the formats not read here.
  public let numberOfChannels: Int

  open weak var delegate: (any AVAudioPlayerDelegate)?
  /// Whether `play()` was called since the last `pause()` or `stop()`.
  open private(set) var isPlaying = false
  open var volume: Float = 1
  open var pan: Float = 0
  open var enableRate = false
  open var rate: Float = 1
  /// Where playing is, in seconds: where it was set, as nothing plays.
  open var currentTime: TimeInterval = 0
  /// Times to play again: 0 plays once, a negative number loops until stopped.
  open var numberOfLoops = 0
  open var isMeteringEnabled = false
  open var settings: [String: Any] { [:] }
  /// The audio device's clock, in seconds.
  open var deviceCurrentTime: TimeInterval { ProcessInfo.processInfo.systemUptime }

  /// A player of the file at `url`; throws, as iOS does, if it cannot be read or is empty.
  public convenience init(contentsOf url: URL) throws {
    try self.init(contentsOf: url, fileTypeHint: nil)
  }

  public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    let contents: Data
    do {
      contents = try Data(contentsOf: url)
    } catch {
      // kAudioFileUnspecifiedError ('wht?'), what iOS reports for a file it cannot open.
      throw NSError(domain: "NSOSStatusErrorDomain", code: 2_003_334_207)
    }
    let sound = try Self.read(contents)
    self.url = url
    data = nil
    duration = sound.duration
    numberOfChannels = sound.channels
  }

  /// A player of sound data; throws if it is empty.
  public convenience init(data: Data) throws {
    try self.init(data: data, fileTypeHint: nil)
  }

  public init(data: Data, fileTypeHint utiString: String?) throws {
    let sound = try Self.read(data)
    url = nil
    self.data = data
    duration = sound.duration
    numberOfChannels = sound.channels
  }

  @discardableResult
  open func prepareToPlay() -> Bool { true }

  /// Starts playing (silently): `isPlaying` becomes true.
  @discardableResult
  open func play() -> Bool {
    isPlaying = true
    return true
  }

  @discardableResult
  open func play(atTime time: TimeInterval) -> Bool { play() }

  open func pause() { isPlaying = false }

  open func stop() { isPlaying = false }

  open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
    self.volume = volume
  }

  open func updateMeters() {}

  /// Silence: -160 dB, the floor iOS reports.
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }

  /// The length and channels of `data`: a WAV file's from its header, else unknown (0 s, 2).
  private static func read(_ data: Data) throws -> (duration: TimeInterval, channels: Int) {
    guard !data.isEmpty else {
      // kAudioFileUnsupportedFileTypeError ('typ?').
      throw NSError(domain: "NSOSStatusErrorDomain", code: 1_954_115_647)
    }
    let bytes = [UInt8](data)
    func word(_ at: Int, _ count: Int) -> Int {
      (0..<count).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }
    guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8),
          bytes[8..<12].elementsEqual("WAVE".utf8) else { return (0, 2) }
    var channels = 2, byteRate = 0, dataSize = 0, at = 12
    while at + 8 <= bytes.count {
      let id = String(decoding: bytes[at..<at + 4], as: UTF8.self), size = word(at + 4, 4)
      if id == "fmt ", at + 20 <= bytes.count {
        channels = word(at + 10, 2)
        byteRate = word(at + 16, 4)
      } else if id == "data" {
        dataSize = size
      }
      at += 8 + size + size % 2
    }
    return (byteRate > 0 ? Double(dataSize) / Double(byteRate) : 0, channels)
  }
}

/// Hears when a player finishes or cannot decode, as `AVAudioPlayerDelegate`; each method has
/// a default that does nothing (iOS's are optional). A silent player never finishes.
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
