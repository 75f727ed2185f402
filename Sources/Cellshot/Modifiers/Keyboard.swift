// Keyboards, text input and focus: a picture has no keyboard up; these compile and change
// nothing.

extension View {
  // MARK: keyboards and focus

  public func keyboardType(_ type: UIKeyboardType) -> Self { self }
  public func textContentType(_ type: UITextContentType?) -> Self { self }
  public func textInputAutocapitalization(_ style: TextInputAutocapitalization?) -> Self { self }
  public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
  public func disableAutocorrection(_ disable: Bool?) -> Self { self }
  public func submitLabel(_ label: SubmitLabel) -> Self { self }
  public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }
  public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> Self {
    self
  }
}

public enum TextInputAutocapitalization: Sendable { case never, words, sentences, characters }

public enum SubmitLabel: Sendable {
  case done, go, send, join, route, search, `return`, next, `continue`
}
