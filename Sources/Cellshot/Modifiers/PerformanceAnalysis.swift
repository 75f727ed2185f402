// Performance analysis: tags that name a view's interactions in Instruments' traces. Rule:
// accepted and ignored, as a picture is not a running app and records no trace.

extension View {
  /// Accepted: names the interactions inside in a performance trace, which a picture does not
  /// record.
  public func interactionActivityTrackingTag(_ tag: String) -> some View { self }
}
