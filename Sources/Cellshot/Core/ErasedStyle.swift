// An app's own style of a control or container, kept in the environment as a closure from
// the control's configuration to a view; the built-in style is nil there.

/// An app's own style of a control or container, erased: it makes a view from the
/// configuration the control gives it. Kept in the environment by the control's style key
/// (`.disclosureGroupStyle(_:)`, `.groupBoxStyle(_:)`...); nil there for the built-in style.
struct ErasedStyle<Configuration>: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (Configuration) -> AnyView
}
