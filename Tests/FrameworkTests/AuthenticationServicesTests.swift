import AuthenticationServices
import Foundation
import Testing

/// AuthenticationServices' web sign-in as a picture has it: started, nothing shows and the
/// handler waits; cancelled, the handler hears `.canceledLogin` once.
@MainActor @Suite struct AuthenticationServicesTests {
  @Test func aSessionWaitsUntilCancelledThenReportsACanceledLogin() throws {
    var heard: [(URL?, (any Error)?)] = []
    let session = ASWebAuthenticationSession(
      url: try #require(URL(string: "https://example.com/oauth")), callbackURLScheme: "app"
    ) { url, error in heard.append((url, error)) }
    #expect(session.canStart && session.start())
    #expect(heard.isEmpty)
    session.cancel()
    session.cancel()
    #expect(heard.count == 1 && heard[0].0 == nil)
    let error = try #require(heard.first?.1) as NSError
    #expect(error.domain == ASWebAuthenticationSessionErrorDomain)
    #expect(ASWebAuthenticationSessionError.Code(rawValue: error.code) == .canceledLogin)
    #expect(!session.canStart)
  }
}
