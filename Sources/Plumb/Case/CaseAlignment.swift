import PlumbUI

/// A horizontal guide a case can name.
public enum CaseHorizontalGuide: String, Codable, Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    public var guide: HorizontalAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

/// A vertical guide a case can name.
public enum CaseVerticalGuide: String, Codable, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    public var guide: VerticalAlignment {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        }
    }
}

/// A two-axis alignment a case can name.
public struct CaseAlignment: Codable, Hashable, Sendable {
    public var horizontal: CaseHorizontalGuide
    public var vertical: CaseVerticalGuide

    public init(_ horizontal: CaseHorizontalGuide = .center, _ vertical: CaseVerticalGuide = .center) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    public static let center = CaseAlignment()

    public var alignment: Alignment { Alignment(horizontal: horizontal.guide, vertical: vertical.guide) }
}

/// A set of axes a case can name.
public struct CaseAxes: Codable, Hashable, Sendable {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool, vertical: Bool) { self.horizontal = horizontal; self.vertical = vertical }

    public var axes: Axis.Set {
        var set: Axis.Set = []
        if horizontal { set.insert(.horizontal) }
        if vertical { set.insert(.vertical) }
        return set
    }
}
