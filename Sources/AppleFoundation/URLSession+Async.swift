// URLSession's async calls in the exact shapes iOS has: there, Objective-C's completion-handler
// methods are imported as `data(for:)` and `upload(for:from:)` with no delegate parameter, and
// protocols written for injection (`protocol Session { func data(for:) async throws ... }`)
// name those. Linux's FoundationNetworking has only the forms with a defaulted `delegate:`,
// which do not satisfy such a protocol; these forward to them.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking

extension URLSession {
  /// The data at `request`'s URL and its response.
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try await data(for: request, delegate: nil)
  }

  /// The data at `url` and its response.
  public func data(from url: URL) async throws -> (Data, URLResponse) {
    try await data(from: url, delegate: nil)
  }

  /// Uploads `bodyData` with `request`; the reply and its response.
  public func upload(for request: URLRequest, from bodyData: Data) async throws
    -> (Data, URLResponse)
  {
    try await upload(for: request, from: bodyData, delegate: nil)
  }
}
#endif
