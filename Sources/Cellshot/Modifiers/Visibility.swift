public enum Visibility: Sendable, Hashable, CaseIterable { case automatic, visible, hidden }
