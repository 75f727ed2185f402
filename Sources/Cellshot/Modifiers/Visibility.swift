public enum Visibility: Sendable, Hashable, CaseIterable, BitwiseCopyable { case automatic, visible, hidden }
