import Foundation
@_spi(Engine) import PlumbUI

extension ContainerUnderTest {
    var frameDescription: FrameDescription? { memo.frame }
    var paddingInsets: EdgeInsets? { memo.padding }
    var zstackAlignment: Alignment? { memo.zstack }
}

extension LayoutProperty {
    /// `frame-size`: a fixed frame is exactly its length; a flexible frame's length lies within
    /// its normalised limits (when the limits do not contradict each other).
    public static let frameSize = LayoutProperty(
        id: "frame-size", statement: "A fixed frame is exactly its length; a flexible frame lies within its normalised min and max.",
        contracts: .frame
    ) { c in
        guard let f = c.frameDescription else { return [] }
        let size = c.size
        // The written values, read by SwiftUI's rules: invalid fixed lengths count as absent,
        // limits are normalised (min ≥ 0, ideal ≥ min, max ≥ ideal).
        func valid(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        func limits(_ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> (CGFloat?, CGFloat?) {
            let min = lo.map { Swift.max($0, 0) }
            let ideal = ideal.map { Swift.max(min ?? 0, $0) }
            return (min, hi.map { Swift.max(ideal ?? 0, $0) })
        }
        func check(_ axis: String, _ length: CGFloat, fixed: CGFloat?, min: CGFloat?, max: CGFloat?) -> Violation? {
            if let fixed, length != fixed {
                return c.violation("frame-size", expected: "\(axis) exactly \(Describe.number(fixed))", actual: Describe.number(length))
            }
            let lo = min ?? -.infinity, hi = max ?? .infinity
            guard lo <= hi, !(length >= lo - 0.001 && length <= hi + 0.001) else { return nil }
            return c.violation("frame-size", expected: "\(axis) within \(Describe.number(lo))…\(Describe.number(hi))",
                               actual: Describe.number(length), tolerance: 0.001)
        }
        let (minW, maxW) = limits(f.minWidth, f.idealWidth, f.maxWidth), (minH, maxH) = limits(f.minHeight, f.idealHeight, f.maxHeight)
        return [check("width", size.width, fixed: valid(f.width), min: minW, max: maxW),
                check("height", size.height, fixed: valid(f.height), min: minH, max: maxH)].compactMap { $0 }
    }

    /// `padding-insets`: a padding's child sits exactly its insets inside, and the padding is
    /// the child's size plus the insets (0 on an axis where negative insets make that sum
    /// negative: the child then keeps its own size, at the leading and top insets).
    public static let paddingInsetsExact = LayoutProperty(
        id: "padding-insets",
        statement: "Padding places its child exactly its insets inside and is the child's size plus the insets (0 where that is negative).",
        contracts: .padding
    ) { c in
        guard let e = c.paddingInsets, c.probe.subviewCount == 1, c.hasFiniteBounds,
              let child = c.placements.first?.frame else { return [] }
        func outer(_ length: CGFloat, _ before: CGFloat, _ after: CGFloat) -> CGFloat {
            let sum = length + before + after
            return sum > 0 ? sum : 0
        }
        // The padding's bounds, as the child's frame says they must be.
        let expected = CGRect(x: child.origin.x - e.leading, y: child.origin.y - e.top,
                              width: outer(child.size.width, e.leading, e.trailing),
                              height: outer(child.size.height, e.top, e.bottom))
        let bounds = c.bounds
        let tolerance = 1e-6 * max(1, abs(bounds.origin.x), abs(bounds.origin.y), abs(bounds.size.width), abs(bounds.size.height))
        let same = abs(bounds.origin.x - expected.origin.x) <= tolerance && abs(bounds.origin.y - expected.origin.y) <= tolerance
            && abs(bounds.size.width - expected.size.width) <= tolerance && abs(bounds.size.height - expected.size.height) <= tolerance
        guard !same else { return [] }
        return [c.violation("padding-insets", subview: 0,
                            expected: "padding \(Describe.rect(expected)) around its child at \(Describe.rect(child))",
                            actual: "padding \(Describe.rect(bounds))", tolerance: Double(tolerance))]
    }

    /// `zstack-alignment`: every ZStack child's alignment point is at the same place.
    public static let zstackReferencePoint = LayoutProperty(
        id: "zstack-alignment", statement: "A ZStack aligns every child's alignment guides to one reference point.",
        contracts: .zstack
    ) { c in
        guard let a = c.zstackAlignment, c.hasFiniteBounds else { return [] }
        guard let ((first, at), (i, point), tolerance) = c.firstOffReference({ f, d in
            CGPoint(x: f.origin.x + d[a.horizontal], y: f.origin.y + d[a.vertical])
        }) else { return [] }
        return [c.violation("zstack-alignment", subview: i, expected: "its alignment point at (\(Describe.number(at.x)), \(Describe.number(at.y))) like subview \(first)",
                            actual: "(\(Describe.number(point.x)), \(Describe.number(point.y)))", tolerance: Double(tolerance))]
    }

    /// `spacer-min-length`: a Spacer is never shorter than its minimum length along its axis.
    public static let spacerMinLength = LayoutProperty(
        id: "spacer-min-length", statement: "A Spacer is at least its minLength along its axis."
    ) { c in
        func short(_ size: CGSize, _ minLength: CGFloat, _ axis: Axis?) -> CGFloat? {
            let lengths: [CGFloat] = switch axis {
            case .horizontal: [size.width]
            case .vertical: [size.height]
            case nil: [size.width, size.height]
            }
            return lengths.first { $0 < minLength - 0.001 }
        }
        // A layout that promises to be spacer-like: its own answers.
        if let spacer = c.memo.spacer {
            for answer in c.node.answers {
                if let s = short(answer.size, spacer.spacerMinLength, spacer.spacerAxis) {
                    return [c.violation("spacer-min-length", expected: "at least \(Describe.number(spacer.spacerMinLength)) for \(Describe.proposal(answer.proposal))",
                                        actual: Describe.number(s), tolerance: 0.001)]
                }
            }
        }
        // A Spacer subview answers by the engine's rule, not its container's: only PlumbUI's
        // own containers are held to it, so an engine bug never blames a third-party layout.
        guard c.hasFiniteBounds, c.probe.isBuiltin else { return [] }
        for (i, p) in c.placements.enumerated() {
            guard let minLength = c.probe.subviewSpacerMinLength(i), let f = p.frame else { continue }
            if let s = short(f.size, minLength, c.probe.subviewStackAxis(i)) {
                return [c.violation("spacer-min-length", subview: i, expected: "at least \(Describe.number(minLength))",
                                    actual: Describe.number(s), tolerance: 0.001)]
            }
        }
        return []
    }

    /// `divider-thickness`: a Divider is a line one pixel thick: across its stack's axis (a
    /// vertical line in an HStack), horizontal elsewhere (§3.8).
    public static let dividerThickness = LayoutProperty(
        id: "divider-thickness", statement: "A Divider is its thickness across its stack's axis (vertical in an HStack, horizontal elsewhere)."
    ) { c in
        func check(_ size: CGSize, thickness: CGFloat, line: Axis, subview: Int?, proposal: ProposedViewSize?) -> Violation? {
            let across = line == .horizontal ? size.height : size.width
            guard abs(across - thickness) > 0.001 else { return nil }
            let name = line == .horizontal ? "tall" : "wide"
            return c.violation("divider-thickness", subview: subview,
                               expected: "\(Describe.number(thickness)) \(name) (a \(line == .horizontal ? "horizontal" : "vertical") line)"
                                   + (proposal.map { " for \(Describe.proposal($0))" } ?? ""),
                               actual: Describe.size(size), tolerance: 0.001)
        }
        // A layout that promises to be divider-like: its own answers.
        if let divider = c.memo.divider {
            for answer in c.node.answers {
                if let v = check(answer.size, thickness: divider.dividerThickness, line: divider.lineAxis, subview: nil, proposal: answer.proposal) {
                    return [v]
                }
            }
        }
        // As for Spacers: a Divider subview's size is the engine's doing, not its container's.
        guard c.probe.isBuiltin else { return [] }
        for (i, p) in c.placements.enumerated() {
            guard let thickness = c.probe.subviewDividerThickness(i), let f = p.frame else { continue }
            let line: Axis = c.probe.subviewStackAxis(i) == .horizontal ? .vertical : .horizontal
            if let v = check(f.size, thickness: thickness, line: line, subview: i, proposal: p.proposal) { return [v] }
        }
        return []
    }

    /// `text-wrapping`: Text is no wider than a finite proposed width unless one character
    /// cannot fit, and never shorter when proposed a narrower width (same height proposal).
    public static let textWrapping = LayoutProperty(
        id: "text-wrapping", statement: "Text is no wider than its proposal unless one glyph cannot fit, never shorter when narrower, and its ideal size when offered its ideal width."
    ) { c in
        // A layout that promises to wrap like text: its own answers.
        if let text = c.memo.text,
           let v = TextRules.violation(answers: c.node.answers.map { ($0.proposal, $0.size) }, widestGlyph: text.widestGlyph) {
            return [c.violation("text-wrapping", expected: v.expected, actual: v.actual, tolerance: 0.001)]
        }
        for i in 0..<c.probe.subviewCount {
            guard let glyph = c.probe.subviewTextWidestGlyph(i) else { continue }
            // Offered its ideal width, text keeps its ideal size: it wraps only when narrower (§3.9).
            let ideal = c.probe.subviewSize(i, .unspecified)
            let offered = c.probe.subviewSize(i, ProposedViewSize(width: ideal.width, height: nil))
            if abs(offered.width - ideal.width) > 0.001 || abs(offered.height - ideal.height) > 0.001 {
                return [c.violation("text-wrapping", subview: i, expected: "its ideal size \(Describe.size(ideal)) when offered its ideal width",
                                    actual: Describe.size(offered), tolerance: 0.001)]
            }
            let answers = c.probe.subviewAnswers(i)
            // Proposed the width it answered, text lays out the same lines again: a greedy wrap
            // breaks a line only when the next word does not fit. Only where it fitted its
            // proposal, exactly: offered less than its widest glyph, even by a hair that the
            // answer's width hides, it puts that glyph alone on a line, and offered the glyph's
            // width it joins neighbours to it.
            for (p, size) in answers where p.width.map({ $0.isFinite && $0 >= glyph && size.width <= $0 }) == true && size.width > 0 {
                let again = c.probe.subviewSize(i, ProposedViewSize(width: size.width, height: p.height))
                if abs(again.width - size.width) > 0.001 || abs(again.height - size.height) > 0.001 {
                    return [c.violation("text-wrapping", subview: i,
                                        expected: "\(Describe.size(size)) again when offered the width it answered, \(Describe.number(size.width))",
                                        actual: Describe.size(again), tolerance: 0.001)]
                }
            }
            if let v = TextRules.violation(answers: answers, widestGlyph: glyph) {
                return [c.violation("text-wrapping", subview: i, expected: v.expected, actual: v.actual, tolerance: 0.001)]
            }
        }
        return []
    }
}

/// The Text rules over a text view's recorded answers, shared by built-in Text and by
/// third-party text-like layouts.
public enum TextRules {
    public static func violation(answers: [(proposal: ProposedViewSize, size: CGSize)], widestGlyph: CGFloat)
        -> (expected: String, actual: String)? {
        for (p, s) in answers {
            if let w = p.width, w.isFinite, w >= widestGlyph, s.width > w + 0.001 {
                return ("no wider than the proposed \(Describe.number(w))", Describe.number(s.width))
            }
        }
        for (p1, s1) in answers {
            for (p2, s2) in answers {
                guard let w1 = p1.width, let w2 = p2.width, w1 < w2, w1 > 0, p1.height == p2.height else { continue }
                if s1.height < s2.height - 0.001 {
                    return ("at least \(Describe.number(s2.height)) tall at width \(Describe.number(w1)) (it is at \(Describe.number(w2)))",
                            Describe.number(s1.height))
                }
            }
        }
        return nil
    }
}
