// decode and encode: values turned into or out of `Decodable`/`Encodable` types by any coder
// that declares `TopLevelDecoder`/`TopLevelEncoder` (JSON and property-list coders do); a coding
// error fails the publisher.
import Foundation

/// A coder that decodes a value from a whole input (JSON data, a property list).
public protocol TopLevelDecoder {
  associatedtype Input
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// A coder that encodes a value into a whole output.
public protocol TopLevelEncoder {
  associatedtype Output
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
  /// Each value decoded as an `Item` by `decoder`.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
  {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}

extension Publisher where Output: Encodable {
  /// Each value encoded by `encoder`.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}

extension Publishers {
  /// A publisher's values decoded.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    public typealias Failure = any Error

    public let upstream: Upstream
    private let decoder: Coder

    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let decoder = self.decoder
      upstream.subscribe(Relay<Upstream.Output, Upstream.Failure, S>(
        subscriber, name: "Decode",
        step: { input in
          do { return .send(try decoder.decode(Output.self, from: input)) } catch {
            return .fail(error)
          }
        },
        end: { RelayEnd($0.erased) }))
    }
  }

  /// A publisher's values encoded.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    public typealias Output = Coder.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    private let encoder: Coder

    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Coder.Output, S.Failure == any Error {
      let encoder = self.encoder
      upstream.subscribe(Relay<Upstream.Output, Upstream.Failure, S>(
        subscriber, name: "Encode",
        step: { value in
          do { return .send(try encoder.encode(value)) } catch { return .fail(error) }
        },
        end: { RelayEnd($0.erased) }))
    }
  }
}
