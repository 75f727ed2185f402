public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }
