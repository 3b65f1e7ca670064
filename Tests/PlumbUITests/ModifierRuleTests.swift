import Foundation
import Testing
@testable import PlumbUI

@Suite("Frames, padding, fixedSize, ZStack and other modifiers (Docs/Semantics.md §3)")
struct ModifierRuleTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))

    @Test("flexible frame normalisation (checked on device)")
    func normalisation() {
        typealias L = _FlexFrameLayout.Limits
        #expect(L(min: 20, ideal: 10, max: nil).ideal == 20)
        #expect(L(min: nil, ideal: 30, max: 20).max == 30)
        #expect(L(min: -10, ideal: nil, max: nil).min == 0)
        #expect(L(min: .infinity, ideal: nil, max: nil).min == .infinity)
        #expect(L(min: -.infinity, ideal: nil, max: nil).min == 0)
        #expect(L(min: .nan, ideal: nil, max: nil).min!.isNaN)
        #expect(L(min: nil, ideal: nil, max: nil) == L(min: nil, ideal: nil, max: nil))
    }

    @Test("a fixed frame is exact and its child may overflow it")
    func fixedFrameOverflow() {
        let s = host.layout(Color.red.frame(width: 100, height: 100).id("child").frame(width: 40, height: 40).id("frame"))
        #expect(s.frame(of: "frame")!.size == CGSize(width: 40, height: 40))
        #expect(s.frame(of: "child")! == rect(100, 100, 100, 100), "centred, spilling 30 on each side")
    }

    @Test("negative or non-finite fixed frame lengths are ignored")
    func invalidFrame() {
        #expect(host.sizeThatFits(Color.red.frame(width: -5, height: .nan), proposal: .w(70, 80)) == CGSize(width: 70, height: 80))
    }

    @Test("a flexible frame's placement proposal is nil when the frame was asked its ideal")
    func flexPlacementProposal() {
        let s = host.layout(Color.red.id("c").frame(minWidth: 5, maxWidth: 500).fixedSize())
        #expect(s.frame(of: "c")!.width == 10, "proposed nil → the Color's ideal 10")
    }

    @Test("padding proposes the inset proposal, never below zero")
    func paddingProposal() {
        let s = host.layout(Color.red.id("c").padding(40).frame(width: 50, height: 50))
        #expect(s.frame(of: "c")!.size == .zero)
        #expect(host.sizeThatFits(Color.red.padding(-5), proposal: .w(100, 100)) == CGSize(width: 100, height: 100))
    }

    /// Recorded on SwiftUI (macOS 26): `padding(-15)` around a 20×20 view answers 0×0, not
    /// −10×−10, and places the view at its own size 15 points up and left of the padding's
    /// origin; the floor is per axis, and a NaN inset answers 0 too.
    @Test("negative padding answers the child plus the insets, never below zero, on each axis")
    func negativePaddingFloor() {
        let square = Rectangle().frame(width: 20, height: 20)
        #expect(host.sizeThatFits(square.padding(-5), proposal: .unspecified) == CGSize(width: 10, height: 10))
        #expect(host.sizeThatFits(square.padding(-15), proposal: .unspecified) == .zero)
        #expect(host.sizeThatFits(square.padding(.nan), proposal: .unspecified) == .zero)
        #expect(host.sizeThatFits(square.padding(-.infinity), proposal: .unspecified) == .zero)
        let oneSided = square.padding(EdgeInsets(top: 0, leading: -30, bottom: 0, trailing: 5))
        #expect(host.sizeThatFits(oneSided, proposal: .unspecified) == CGSize(width: 0, height: 20))

        let s = LayoutHost(size: CGSize(width: 100, height: 100)).layout(
            Rectangle().id("inner").frame(width: 20, height: 20).padding(-15).id("outer").position(x: 50, y: 50))
        #expect(s.frame(of: "outer") == rect(50, 50, 0, 0))
        #expect(s.frame(of: "inner") == rect(35, 35, 20, 20))
    }

    @Test("ZStack: only the top-priority children size it; the others align to the same point")
    func zstackPriority() {
        let s = host.layout(ZStack {
            Color.red.frame(width: 200, height: 200).id("big")
            Color.blue.frame(width: 50, height: 30).layoutPriority(1).id("small")
        }.id("z"))
        #expect(s.frame(of: "z")!.size == CGSize(width: 50, height: 30))
        #expect(s.frame(of: "big")!.midX == s.frame(of: "small")!.midX)
    }

    @Test("overlay and background lay out in the primary's frame without changing its size")
    func overlayBackground() {
        let s = host.layout(Color.red.frame(width: 40, height: 20).id("p")
            .overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 10, height: 10).id("o") }
            .background { Color.green.id("bg") }.id("whole"))
        let p = s.frame(of: "p")!
        #expect(s.frame(of: "whole")!.size == p.size)
        #expect(s.frame(of: "o")!.maxX == p.maxX && s.frame(of: "o")!.maxY == p.maxY)
        #expect(s.frame(of: "bg")! == p, "a flexible background takes the primary's size")
    }

    @Test("offset shifts drawing, not layout")
    func offset() {
        let s = host.layout(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a").offset(x: 5, y: -3)
            Color.blue.frame(width: 10, height: 10).id("b")
        })
        #expect(s.frame(of: "b")!.minX - s.frame(of: "a")!.minX == 5)
        #expect(s.frame(of: "b")!.minY - s.frame(of: "a")!.minY == 3)
    }

    @Test("layout values travel outward through modifiers")
    func layoutValuesTravel() {
        struct Weight: LayoutValueKey { static let defaultValue = 0.0 }
        struct Reader: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: subviews.map { $0[Weight.self] }.reduce(0, +), height: 1)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let size = host.sizeThatFits(Reader {
            Color.red.layoutValue(key: Weight.self, value: 2).padding().frame(width: 3)
            Color.red
        }, proposal: .unspecified)
        #expect(size.width == 2)
    }

    @Test("a subview that sets no value reports the key's default, also when the value type is optional")
    func optionalLayoutValueDefault() {
        struct Column: LayoutValueKey { static let defaultValue: Int? = 7 }
        struct Reader: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: subviews.map { CGFloat($0[Column.self] ?? -100) }.reduce(0, +), height: 1)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let size = host.sizeThatFits(Reader {
            Color.red.layoutValue(key: Column.self, value: 2)
            Color.red.layoutValue(key: Column.self, value: nil)
            Color.red
        }, proposal: .unspecified)
        #expect(size.width == -91, "set 2, set nil, unset → the default 7: \(size.width)")
    }

    @Test("an unplaced subview is centred, sized for the container's proposal; the last place call wins")
    func unplacedAndLastPlaceWins() {
        struct PlacesFirstTwice: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: .zero)
                subviews[0].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing,
                                  proposal: ProposedViewSize(width: 20, height: 10))
            }
        }
        let s = host.layout(PlacesFirstTwice { Color.red.id("placed"); Color.blue.id("unplaced") }.frame(width: 100, height: 100))
        #expect(s.frame(of: "placed")! == rect(180, 190, 20, 10))
        #expect(s.frame(of: "unplaced")! == rect(100, 100, 100, 100))
        let unplaced = s.nodes.first { $0.id == AnyHashable("unplaced") }!
        #expect(unplaced.placeCalls == 0)
        #expect(unplaced.proposal == ProposedViewSize(width: 100, height: 100))
        #expect(s.nodes.first { $0.id == AnyHashable("placed") }!.placeCalls == 2)
    }

    @Test("bounds given to placeSubviews are in host coordinates, not at the origin")
    func boundsOrigin() {
        struct RecordsBounds: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 50, height: 50) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for s in subviews { s.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .zero) }
            }
        }
        let s = host.layout(RecordsBounds { Color.red.id("c") })
        #expect(s.frame(of: "c")!.origin == CGPoint(x: 125, y: 125))
    }

    @Test("Text wraps, never wider than proposed, never shorter when narrower")
    func textWrapping() {
        let text = Text("The quick brown fox jumps over the lazy dog")
        var previousHeight: CGFloat = 0
        for width in stride(from: 400, through: 10, by: -7) {
            let size = host.sizeThatFits(text, proposal: .w(CGFloat(width), nil))
            #expect(size.width <= CGFloat(width) + 1e-9)
            #expect(size.height >= previousHeight)
            previousHeight = size.height
        }
        let ideal = host.sizeThatFits(text, proposal: .unspecified)
        #expect(ideal.height == TextMetrics().lineHeight)
        #expect(host.sizeThatFits(text, proposal: .w(ideal.width * 3, nil)) == ideal, "text never grows past its ideal")
        let truncated = host.sizeThatFits(text, proposal: .w(60, 30))
        #expect(truncated.height == TextMetrics().lineHeight, "a short height truncates to whole lines")
        let glyph = host.sizeThatFits(Text("W"), proposal: .w(1, nil))
        #expect(glyph.width > 1, "one glyph that cannot fit overflows")
    }

    @Test("a word wider than the line breaks between its own characters, in any paragraph, ASCII or not")
    func longWordBreaks() {
        let m = TextMetrics(), line = m.lineHeight
        let w = m.advance(of: "W"), e = m.advance(of: "é")
        // Two and a half glyphs wide: "WWWWW" is three lines of WW, WW, W; the first paragraph
        // ("a") is one more line, and its newline is no glyph of the second's.
        let ascii = host.sizeThatFits(Text("a\nWWWWW"), proposal: .w(2.5 * w, nil))
        #expect(ascii == CGSize(width: 2 * w, height: 4 * line), "\(ascii)")
        let accented = host.sizeThatFits(Text("é\néééé"), proposal: .w(2.5 * e, nil))
        #expect(accented == CGSize(width: 2 * e, height: 3 * line), "\(accented)")
    }

    @Test("lineLimit keeps the first lines, for every text inside, until lifted; reservesSpace keeps the limit's height")
    func lineLimit() {
        let words = "The quick brown fox jumps over the lazy dog"
        let line = TextMetrics().lineHeight
        let free = host.sizeThatFits(Text(words), proposal: .w(60, nil))
        #expect(free.height >= 3 * line, "wraps to several lines without a limit: \(free)")
        let two = host.sizeThatFits(Text(words).lineLimit(2), proposal: .w(60, nil))
        #expect(two.height == 2 * line && two.width <= 60, "\(two)")
        // The limit is inherited by every text inside, and nil (or a nested limit) lifts it.
        let s = host.layout(VStack(spacing: 0) {
            Text(words).id("limited")
            Text(words).lineLimit(nil).id("lifted")
        }.lineLimit(1).frame(width: 60))
        #expect(s.frame(of: "limited")!.height == line)
        #expect(s.frame(of: "lifted")!.height == free.height)
        // Fewer lines than the limit: as many as needed, unless the limit reserves its space.
        #expect(host.sizeThatFits(Text("Hi").lineLimit(3), proposal: .unspecified).height == line)
        #expect(host.sizeThatFits(Text("Hi").lineLimit(3, reservesSpace: true), proposal: .unspecified).height == 3 * line)
        #expect(host.sizeThatFits(Text(words).lineLimit(2, reservesSpace: true), proposal: .w(60, nil)).height == 2 * line)
        // A limit below one is no limit; an empty string stays 0×0.
        #expect(host.sizeThatFits(Text(words).lineLimit(0), proposal: .w(60, nil)) == free)
        #expect(host.sizeThatFits(Text("").lineLimit(2, reservesSpace: true), proposal: .unspecified) == .zero)
    }

    @Test("lineSpacing adds its length between each two lines, in sizing, in fitting a height and in reserved space")
    func lineSpacing() {
        let words = "The quick brown fox jumps over the lazy dog"
        let line = TextMetrics().lineHeight
        let free = host.sizeThatFits(Text(words), proposal: .w(60, nil))
        let lines = (free.height / line).rounded()
        #expect(lines >= 3, "wraps to several lines: \(free)")
        let spaced = host.sizeThatFits(Text(words).lineSpacing(5), proposal: .w(60, nil))
        #expect(spaced == CGSize(width: free.width, height: lines * line + (lines - 1) * 5), "\(spaced)")
        #expect(host.sizeThatFits(Text("Hi").lineSpacing(5), proposal: .unspecified).height == line, "one line: no spacing")
        // Two lines take 2·line + 5: a hair less fits one.
        #expect(host.sizeThatFits(Text(words).lineSpacing(5), proposal: .w(60, 2 * line + 5)).height == 2 * line + 5)
        #expect(host.sizeThatFits(Text(words).lineSpacing(5), proposal: .w(60, 2 * line + 4.9)).height == line)
        #expect(host.sizeThatFits(Text("Hi").lineLimit(3, reservesSpace: true).lineSpacing(2), proposal: .unspecified).height == 3 * line + 4)
        #expect(host.sizeThatFits(Text(words).lineSpacing(-4), proposal: .w(60, nil)) == free, "negative spacing counts as 0")
    }

    @Test("textCase measures text in the case it is shown in")
    func textCase() {
        let upper = host.sizeThatFits(Text("Hello world").textCase(.uppercase), proposal: .unspecified)
        #expect(upper == host.sizeThatFits(Text("HELLO WORLD"), proposal: .unspecified))
        #expect(upper.width > host.sizeThatFits(Text("Hello world"), proposal: .unspecified).width)
        #expect(host.sizeThatFits(Text("Hello World").textCase(.lowercase), proposal: .unspecified)
                == host.sizeThatFits(Text("hello world"), proposal: .unspecified))
        #expect(host.sizeThatFits(VStack { Text("Hi").textCase(nil) }.textCase(.uppercase), proposal: .unspecified)
                == host.sizeThatFits(Text("Hi"), proposal: .unspecified), "nil inside shows text as written")
    }

    @Test("drawing, hit-testing and ordering modifiers change no frame")
    func drawingOnlyModifiers() {
        let plain = host.layout(HStack { Text("12:30").id("t"); Color.red.frame(width: 20).id("c") })
        let decorated = host.layout(HStack {
            Text("12:30").underline().strikethrough().monospacedDigit().id("t")
            Color.red.frame(width: 20).scaleEffect(1.5).rotationEffect(.degrees(30)).blur(radius: 3).mask(Circle())
                .contentShape(Rectangle()).allowsHitTesting(false).disabled(true).zIndex(2).compositingGroup()
                .drawingGroup().brightness(0.1).saturation(0.5).grayscale(1).help("c").background(.ultraThinMaterial).id("c")
        })
        for id in ["t", "c"] { #expect(decorated.frame(of: id) == plain.frame(of: id), "\(id)") }
    }

    @Test("ASCII text is split into paragraphs and words byte by byte exactly as character by character")
    func asciiWordsMatchCharacters() {
        let metrics = TextMetrics()
        // Every string of up to 5 characters over letters, a space and a newline.
        var strings = [""], last = [""]
        for _ in 0..<5 {
            last = last.flatMap { prefix in ["a", "W", " ", "\n"].map { prefix + $0 } }
            strings += last
        }
        strings.append("The quick  brown fox\njumps ~over\n")
        for string in strings {
            let fast = TextLayout.asciiWords(string, metrics: metrics)
            let general = TextLayout.characterWords(string, metrics: metrics)
            #expect(fast?.0 == general.0 && fast?.1 == general.1, "\(string.debugDescription)")
        }
        #expect(TextLayout.asciiWords("café", metrics: metrics) == nil, "non-ASCII text takes the character path")
        #expect(TextLayout.asciiWords("a\r\nb", metrics: metrics) == nil, "\\r\\n is one character: the character path")
    }

    @Test("Group applies modifiers to each view; EmptyView and nil produce nothing")
    func structural() {
        let s = host.layout(HStack(spacing: 0) {
            Group { Color.red; Color.blue }.frame(width: 10)
            EmptyView().frame(width: 50)
            if false { Color.green }
        }.id("h"))
        #expect(s.frame(of: "h")!.width == 20)
        #expect(s.nodes.filter { $0.kind == "frame" }.count == 2)
    }
}

@Suite("Geometry")
struct GeometryTests {
    @Test("CGAffineTransform composes and inverts")
    func transforms() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 7))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 7, y: 10))
        let back = CGPoint(x: 7, y: 10).applying(t.inverted())
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
        let r = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.x) < 1e-12 && abs(r.y - 1) < 1e-12)
        #expect(CGAffineTransform.identity.isIdentity)
        let box = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(box.width - 1) < 1e-12 && abs(box.height - 2) < 1e-12)
        #expect(CGSize(width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: 4)) == CGSize(width: 6, height: 4))
    }

    @Test("Angle, UnitPoint, Axis, Edge")
    func values() {
        #expect(abs(Angle.degrees(180).radians - .pi) < 1e-12)
        #expect(Angle(radians: .pi / 2).degrees == 90)
        #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        #expect(Axis.allCases.count == 2)
        #expect(Axis.Set.horizontal.union(.vertical) == [.horizontal, .vertical])
        #expect(Edge.Set.all == [.top, .leading, .bottom, .trailing])
        #expect(Edge.Set.horizontal == [.leading, .trailing])
    }

    @Test("ProposedViewSize")
    func proposals() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 3, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 3, height: 2))
        #expect(ProposedViewSize(CGSize(width: 4, height: 5)) == ProposedViewSize(width: 4, height: 5))
        #expect(ProposedViewSize.infinity.width == .infinity && ProposedViewSize.zero.height == 0)
    }
}
