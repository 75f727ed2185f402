/// Light or dark appearance: `.preferredColorScheme(.dark)`, `.environment(\.colorScheme, .dark)`.
public enum ColorScheme: Sendable, Hashable, CaseIterable, BitwiseCopyable {
  case light, dark
}
