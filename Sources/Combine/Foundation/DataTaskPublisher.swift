// `URLSession.dataTaskPublisher(for:)`: one data task, started when the subscriber first asks
// for a value, cancelled with the subscription; its data and response, or a `URLError`. On Linux
// URLSession lives in FoundationNetworking. In a picture the subscription is cancelled at once,
// so no reply is ever shown.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
  /// A publisher of the reply to a GET of `url`.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// A publisher of the reply to `request`.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// A publisher that runs a data task and sends its data and response.
  public struct DataTaskPublisher: Publisher, Sendable {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError

    public let request: URLRequest
    public let session: URLSession

    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == URLError {
      subscriber.receive(subscription: DataTaskSubscription(subscriber, request: request,
                                                           session: session))
    }
  }
}

/// One subscriber's data task.
private final class DataTaskSubscription<Downstream: Subscriber>: Subscription,
  CustomStringConvertible, @unchecked Sendable
where Downstream.Input == (data: Data, response: URLResponse), Downstream.Failure == URLError {
  private let lock = Lock()
  private var downstream: Downstream?
  private var task: URLSessionDataTask?
  private let request: URLRequest
  private let session: URLSession
  var description: String { "DataTaskPublisher" }

  init(_ downstream: Downstream, request: URLRequest, session: URLSession) {
    self.downstream = downstream
    self.request = request
    self.session = session
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    let task = lock { () -> URLSessionDataTask? in
      guard downstream != nil, self.task == nil else { return nil }
      // The handler runs on the session's queue; only the closure crosses, not the link's type.
      let handler = Unchecked { (data: Data?, response: URLResponse?, error: (any Error)?) in
        self.finish(data: data, response: response, error: error)
      }
      let task = session.dataTask(with: request) { handler.value($0, $1, $2) }
      self.task = task
      return task
    }
    task?.resume()
  }

  func cancel() {
    let task = lock { () -> URLSessionDataTask? in
      downstream = nil
      defer { self.task = nil }
      return self.task
    }
    task?.cancel()
  }

  private func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
    let target = lock { () -> Downstream? in
      defer {
        downstream = nil
        task = nil
      }
      return downstream
    }
    guard let target else { return }
    if let response, error == nil {
      _ = target.receive((data: data ?? Data(), response: response))
      target.receive(completion: .finished)
    } else {
      target.receive(completion: .failure(urlError(error)))
    }
  }

  private func urlError(_ error: (any Error)?) -> URLError {
    if let error = error as? URLError { return error }
    let code = (error as NSError?).flatMap { URLError.Code(rawValue: $0.code) } ?? .unknown
    return URLError(code)
  }
}
