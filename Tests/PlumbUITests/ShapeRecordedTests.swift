import Foundation
import Testing
@testable import PlumbUI

// How shapes, colours and aspect ratios answer proposals, as recorded on real SwiftUI
// (macOS 27, a public probe program whose layout asks its one subview for its size at five
// proposals and prints each answer; Docs/Semantics.md §3.10). The views are written as the
// probe wrote them; the expected lines are what SwiftUI printed. Not ported: the arms that
// measure images made from bitmaps (PlumbUI has no image data) and everything about drawing.

/// Asks its one subview for its size at nil × nil, 100 × 60, 0 × 0, ∞ × ∞ and 100 × nil, and
/// notes the answers as the recording printed them.
private struct FiveProposals: Layout {
    final class Log: @unchecked Sendable { var line = "none" }  // one test's layout, one thread
    let log: Log
    static let proposals: [(String, ProposedViewSize)] = [
        ("nil×nil", .unspecified), ("100×60", .w(100, 60)), ("0×0", .zero), ("inf×inf", .infinity), ("100×nil", .w(100, nil)),
    ]
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.line = Self.proposals.map { label, p in
            let size = subviews[0].sizeThatFits(p)
            return "\(label)→\(Self.text(size.width))×\(Self.text(size.height))"
        }.joined(separator: " ")
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
    }
    /// A length as the recording printed it: "inf", or the number without a zero fraction.
    static func text(_ v: CGFloat) -> String {
        if v == .infinity { return "inf" }
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(Double(r))
    }
}

/// The answers `view` gives the five proposals.
private func answers(_ view: some View) -> String {
    let log = FiveProposals.Log()
    _ = host200.layout(FiveProposals(log: log) { view }.fixedSize())
    return log.line
}

/// A custom shape: a triangle in its rect.
private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

/// Every shape takes its proposal (10 on a nil axis) but a Circle, which answers a square.
private let takesProposal = "nil×nil→10×10 100×60→100×60 0×0→0×0 inf×inf→inf×inf 100×nil→100×10"
private let circle = "nil×nil→10×10 100×60→60×60 0×0→0×0 inf×inf→inf×inf 100×nil→100×100"

@Suite("Shapes and aspect ratios, as recorded on SwiftUI")
struct ShapeRecordedTests {
    @Test("P2: a fixed frame and a colour")
    func controls() {
        #expect(answers(Color.red.frame(width: 40, height: 20)) == "nil×nil→40×20 100×60→40×20 0×0→40×20 inf×inf→40×20 100×nil→40×20")
        #expect(answers(Color.red) == takesProposal)
    }

    @Test("S1, K5: every shape takes its proposal but a Circle, which is the square of the smaller side (a nil side takes the other's)")
    func shapes() {
        #expect(answers(Rectangle()) == takesProposal)
        #expect(answers(RoundedRectangle(cornerRadius: 12)) == takesProposal)
        #expect(answers(Circle()) == circle)
        #expect(answers(Capsule()) == takesProposal)
        #expect(answers(Ellipse()) == takesProposal)
        #expect(answers(Circle().fill(Color.red)) == circle)
        #expect(answers(Circle().stroke(Color.red, lineWidth: 10)) == circle)
        #expect(answers(Rectangle().stroke(Color.red, lineWidth: 10)) == takesProposal)
        #expect(answers(Rectangle().strokeBorder(Color.red, lineWidth: 10)) == takesProposal)
    }

    @Test("O5, C8: a shape background and a clip shape change no size")
    func backgroundAndClip() {
        #expect(answers(Color.red.frame(width: 60, height: 20).background(Capsule().fill(Color.blue)))
                == "nil×nil→60×20 100×60→60×20 0×0→60×20 inf×inf→60×20 100×nil→60×20")
        #expect(answers(Color.red.frame(width: 100, height: 60).clipShape(Circle()))
                == "nil×nil→100×60 100×60→100×60 0×0→100×60 inf×inf→100×60 100×nil→100×60")
    }

    @Test("PA1, PA7, SH8, T1, T3, T6: a Path and a custom shape take their proposal; shadow, rotation, scale and offset change no size")
    func pathsAndTransforms() {
        #expect(answers(Path(CGRect(x: 20, y: 30, width: 50, height: 40))) == takesProposal)
        #expect(answers(Wedge()) == takesProposal)
        let fixed = "nil×nil→40×20 100×60→40×20 0×0→40×20 inf×inf→40×20 100×nil→40×20"
        #expect(answers(Color.red.frame(width: 40, height: 20).shadow(radius: 4)) == fixed)
        #expect(answers(Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(45)))
                == "nil×nil→100×20 100×60→100×20 0×0→100×20 inf×inf→100×20 100×nil→100×20")
        #expect(answers(Color.red.frame(width: 40, height: 20).scaleEffect(2)) == fixed)
        #expect(answers(Color.red.frame(width: 40, height: 20).offset(x: 30, y: 10)) == fixed)
    }

    @Test("A1–A4: aspectRatio(nil) takes the ratio of the child's ideal size; a fixed child keeps its own")
    func aspectRatios() {
        #expect(answers(Color.red.aspectRatio(contentMode: .fit))
                == "nil×nil→10×10 100×60→60×60 0×0→0×0 inf×inf→inf×inf 100×nil→100×100")
        #expect(answers(Color.red.scaledToFill())
                == "nil×nil→10×10 100×60→100×100 0×0→0×0 inf×inf→inf×inf 100×nil→100×100")
        #expect(answers(Color.red.frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit))
                == "nil×nil→40×20 100×60→100×50 0×0→0×0 inf×inf→inf×inf 100×nil→100×50")
        #expect(answers(Color.red.frame(width: 40, height: 20).aspectRatio(contentMode: .fit))
                == "nil×nil→40×20 100×60→40×20 0×0→40×20 inf×inf→40×20 100×nil→40×20")
    }
}
