import Foundation
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

// How a campaign judges a failure before reporting it: the layout's error, or a warning that
// names what a subview or the call order did, and the hint a report gives.
extension Campaign {
    /// How serious a failure is, whose fault, and what to declare if it is by design.
    struct Judgement {
        var severity = Severity.error
        var blame: String?
        var hint: String?
    }

    /// The judgement the violation alone settles, without running the case again: a call order
    /// SwiftUI never uses, a built-in or a crash (judged by their own rules: an error here), a
    /// layout rounding to pixels. Nil when the case must be run to tell.
    static func judgementFromViolation(_ violation: Violation, runner: CaseRunner) -> Judgement? {
        if violation.needsPedanticOrder == true {
            return Judgement(severity: .warning, blame: "it needs a call order SwiftUI never uses (placing on a cache no sizeThatFits filled)")
        }
        if violation.isInferred == true {
            let hint = violation.property == "hugs-children"
                ? "the layout declares no such rule, but most layouts keep it at their ideal size; declare it (`DeclaresLayoutTraits`, "
                    + "`.hugsChildren`) to make this an error, or ignore it if the margin is by design"
                : "SwiftUI's containers answer their unbounded size as their ideal one; ignore it if the layout's ideal size is by design"
            return Judgement(severity: .warning, hint: hint)
        }
        // Built-ins are judged by their own waivers: only the layout under test is blamed here.
        guard runner.onlyKind != nil, !ChildFailure.isChildFailure(violation.property) else { return Judgement() }
        if let scale = violation.pixelSnapScale {
            return Judgement(severity: .warning, blame: pixelSnapBlame(scale: scale, roundsSize: violation.pixelSnapRoundsSize == true))
        }
        return nil
    }

    /// Judges `violation` in case `c` (before it is saved, so its corpus entry says whether it
    /// is a warning). A warning when it is not the layout's fault: it needs a call order
    /// SwiftUI never uses, or (for a layout under test) it goes away when each misbehaving
    /// subview is replaced by a plain view of its ideal size, or a child lies outside only
    /// because it answered larger than it was proposed, or the layout rounded a position to
    /// the pixel grid (`PixelSnap`). The blame says which subview did what.
    /// A containment error that stays the layout's says how to declare it by design.
    func judge(_ violation: Violation, in c: Case, runner: CaseRunner, executor: CaseExecutor) -> Judgement {
        if let judgement = Self.judgementFromViolation(violation, runner: runner) { return judgement }
        if let blame = subviewBlame(violation, in: c, runner: runner, executor: executor) {
            return Judgement(severity: .warning, blame: blame)
        }
        let oversized = oversizedSubviewVerdict(violation, in: c, runner: runner, executor: executor)
        if case .subviewsDoing(let blame) = oversized { return Judgement(severity: .warning, blame: blame) }
        // The geometric test keeps the subview's origin and the container's bounds; a layout
        // that places or sizes by what the subview answered (its baseline, its size) would have
        // done both differently. A plain stand-in taking its proposal, still outside, settles it.
        if violation.childExceedsItsProposal == true && !oversized.isLayoutsOwn {
            // A view chooses its own size; a layout may size itself from what it offers, as
            // SwiftUI's frame does, and a child that answers larger then overflows it.
            return Judgement(severity: .warning, blame: "a subview answered larger than the proposal it was placed with, and had it taken its "
                + "proposal the layout would keep \(violation.property); a view chooses its own size, and a layout may size itself from "
                + "what it offers (as frame does)")
        }
        if ["inside-bounds", "size-agreement"].contains(violation.property), violation.region != nil {
            if violation.fitsInBoundsGrownByRounding == true { return Judgement(hint: Self.roundingFitHint) }
            // The violation says the subview would lie within at its proposal: say why it is still the layout's.
            let standIn = violation.childExceedsItsProposal == true && oversized == .layoutsOwn
                ? "a plain view of the subview's ideal size that takes its proposal lies outside too (the layout places it by what it "
                    + "answers, not where its proposal would keep it); " : ""
            return Judgement(hint: standIn + "if the layout places children outside its bounds by design (a radial layout), "
                + "declare it: LayoutChecker.childrenMayExtendOutsideBounds = true")
        }
        if ["no-overlap", "hugs-children"].contains(violation.property), oversized == .layoutsOwn {
            return Judgement(hint: "with each oversized subview replaced by a plain view of its ideal size that takes its proposal, the "
                + "layout still breaks \(violation.property): it places them by what they answer, not where their proposals would keep them")
        }
        if ["no-overlap", "hugs-children"].contains(violation.property), oversized == .layoutsOwnWithinProposals {
            return Judgement(hint: "with each oversized subview kept but cut down to its proposal, the layout still breaks "
                + "\(violation.property): what it did not plan for is how they answer within their proposals (a text offered less than "
                + "its ideal width wraps taller), not what they refused; measure each subview with the proposal it is placed with")
        }
        if violation.property == "placed-once", let unplaced = violation.subview, unplaced > 0 {
            return Judgement(hint: Self.subviewCountHint(placed: unplaced))
        }
        if violation.property == "cache-consistency" { return Judgement(hint: Self.cacheConsistencyHint(call: violation.call)) }
        if violation.property == "translation-invariance" { return Judgement(hint: Self.translationHint) }
        return Judgement()
    }

    /// Why a subview lies outside bounds (often of the very size the layout reported) that a
    /// rounding error more would have kept it inside.
    static let roundingFitHint = "placed in bounds larger by a rounding error (a billionth of their size), the layout keeps this "
        + "subview inside: its placement decides (a wrap, a fit) by comparing lengths added or rounded otherwise than the bounds' "
        + "size (often the size it reported itself), so in bounds of exactly that size it finds no room by the last bit; compare "
        + "with a small tolerance (x + width > maxWidth + 0.001), or size and place with the same arithmetic"

    /// What to declare when a layout leaves subview `placed` and later ones unplaced because it
    /// is written for fewer subviews (one that lays out its first subview only, say).
    static func subviewCountHint(placed: Int) -> String {
        "if the layout is written for at most \(placed) subview\(placed == 1 ? "" : "s") (it places only the first\(placed == 1 ? "" : " \(placed)")), "
            + "declare the counts it handles: LayoutChecker.subviewCounts = 1...\(placed), say"
    }

    /// Why a deviation under one pixel from a layout seen rounding positions to that pixel grid
    /// (or, `roundsSize`, its own size up) is a warning: the layout rounds by design, and
    /// SwiftUI rounds as it draws anyway.
    static func pixelSnapBlame(scale: Double, roundsSize: Bool = false) -> String {
        let (pixel, grid) = scale == 1 ? ("a point", "whole points")
            : scale == 2 ? ("half a point", "half points (2×)") : ("a third of a point", "thirds of a point (3×)")
        if roundsSize {
            return "the layout rounds its own size up to pixels: the empty margin is under \(pixel), and for its proposal and the "
                + "ideal and minimum probes it answers the length its subviews span rounded up to \(grid); SwiftUI rounds frames to "
                + "pixels as it draws, so this shows as no more than that rounding (to hug exactly, answer the exact length and leave "
                + "the rounding to SwiftUI)"
        }
        return "the layout rounds positions to pixels in its parent's coordinates: the deviation is under \(pixel), and placed in "
            + "bounds moved by a fraction of a point it puts every subview on \(grid); SwiftUI rounds frames to pixels as it draws, "
            + "so this shows as no more than that rounding (to place exactly, and within the bounds wherever they lie, round "
            + "offsets from bounds.origin down instead, or leave the rounding to SwiftUI)"
    }

    /// How a layout's placements fail to move with its bounds: placing from (0, 0) or snapping
    /// positions to a grid in the window's coordinates (rounding to pixels is only a warning:
    /// `PixelSnap`), or deciding a wrap by comparing sums that round differently at another
    /// origin (a subview jumps to another row there, as it would on screen wherever the layout sits).
    static let translationHint = "placements must move with the bounds: place at bounds.minX and bounds.minY plus offsets, not from 0 "
        + "and not rounded in the window's coordinates; and where a subview jumps to another row or column at another origin, a "
        + "comparison of sums such as x + width <= bounds.maxX rounds differently there: compare offsets from the bounds' origin, "
        + "or allow a small tolerance"

    /// Why a cache-consistency failure is reachable in SwiftUI, and what to change: a layout
    /// that keeps the last sizing's results in its cache often assumes that placeSubviews
    /// follows a sizeThatFits for the same proposal, which SwiftUI does not promise.
    static func cacheConsistencyHint(call: String?) -> String {
        if call == "placeSubviews" {
            return "SwiftUI keeps the sizes it has asked a layout for: after sizing it for other proposals it may place it for an earlier "
                + "one without calling sizeThatFits again, so placeSubviews must not read what the last sizeThatFits left in the cache "
                + "(compute from the proposal and bounds it is given, or keep results per proposal)"
        }
        return "SwiftUI asks a layout for its size many times, for many proposals, in any order: the answer for a proposal must not "
            + "depend on what was asked before (keep results per proposal, or only what does not depend on the proposal)"
    }

    /// Why `violation` is its subviews' doing, when it is: some subview misbehaves (proposed
    /// its own ideal back, it answers another size: `idealEcho`), and the failure goes away
    /// when each such subview is replaced by a plain view of its ideal size, rigid and flexible
    /// alike. A subview that answers consistently is never blamed, however unlike a plain view
    /// it is: a `Text` that wraps taller when offered less than its ideal width is what
    /// SwiftUI's text does, and a layout that measures it one way and places it another is at
    /// fault.
    private func subviewBlame(_ violation: Violation, in c: Case, runner: CaseRunner, executor: CaseExecutor) -> String? {
        guard let path = Self.layoutUnderTestPath(in: c), let layoutNode = c.root.node(at: path), !layoutNode.children.isEmpty else { return nil }
        let host = LayoutHost(size: CGSize(width: 400, height: 400))
        // Two plain stand-ins of a misbehaving subview's ideal size: a rigid one (that size
        // whatever it is proposed) and a flexible one (its ideal for nil, the proposal otherwise).
        var rigid = c, flexible = c, misbehaving: [String] = []
        for (i, child) in layoutNode.children.enumerated() {
            let view: AnyView
            do { view = try child.view(runner.registry) } catch { return nil }  // cannot rebuild it: no evidence against the subviews
            guard let measure = StandInMeasure.of(view, host: host) else { return nil }
            guard let echo = Self.idealEcho(of: view, ideal: measure.ideal, host: host) else { continue }
            misbehaving.append("subview \(i) (\(child.chainName)) answers \(Describe.size(echo.answer)) when proposed \(echo.proposal)")
            rigid.root.update(at: path) { $0.children[i] = Self.plainStandIn(for: child, measure: measure, flexible: false) }
            flexible.root.update(at: path) { $0.children[i] = Self.plainStandIn(for: child, measure: measure, flexible: true) }
        }
        guard !misbehaving.isEmpty else { return nil }
        for variant in [rigid, flexible] {
            do {
                // A rigid stand-in larger than it is proposed that lies outside is a plain
                // child's doing, not evidence against the layout (`standInsKeep`).
                guard try !Self.standInsKeep(violation, in: executor.violations(variant, runner: runner)) else { return nil }
            } catch {
                return nil  // a stand-in case could not run: no evidence against the layout
            }
        }
        return misbehaving.joined(separator: "; ")
            + "; with \(misbehaving.count == 1 ? "it" : "each") replaced by a plain view of the same ideal size (rigid or flexible), "
            + "the layout keeps \(violation.property)" + Self.forSubview(violation)
    }

    /// How a view answers when proposed its own ideal back, if that is not its ideal size: its
    /// whole ideal size, its ideal width alone or its ideal height alone (the other length left
    /// unspecified, as a stack re-proposes its own length). SwiftUI's `HStack { Text(…); Color.blue }`
    /// is one: offered its ideal width, it gives the text a share first, which wraps taller.
    static func idealEcho(of view: AnyView, ideal: CGSize, host: LayoutHost) -> (proposal: String, answer: CGSize)? {
        let echoes = [(ProposedViewSize(ideal), "its own ideal size \(Describe.size(ideal))"),
                      (ProposedViewSize(width: ideal.width, height: nil), "its own ideal width \(Describe.number(ideal.width)) (height unspecified; ideal \(Describe.size(ideal)))"),
                      (ProposedViewSize(width: nil, height: ideal.height), "its own ideal height \(Describe.number(ideal.height)) (width unspecified; ideal \(Describe.size(ideal)))")]
        for (proposal, words) in echoes {
            let again = host.sizeThatFits(view, proposal: proposal)
            if abs(again.width - ideal.width) > 0.001 || abs(again.height - ideal.height) > 0.001 { return (words, again) }
        }
        return nil
    }

    /// What replacing a subview that lies outside and answered larger than its proposal by a
    /// plain view that takes its proposal shows.
    enum OversizedSubviewVerdict: Equatable {
        /// The failure goes away: the subview's doing (the blame says so).
        case subviewsDoing(String)
        /// The stand-in lies outside too: the layout misplaces even a subview that takes its
        /// proposal, so the failure is the layout's own.
        case layoutsOwn
        /// The stand-ins taking their proposals pass, but the subviews themselves, cut down to
        /// their proposals, still fail: the layout did not plan for how they answer within
        /// their proposals, so the failure is its own.
        case layoutsOwnWithinProposals
        /// Not a subview larger than its proposal along where it lies out, or the stand-in case
        /// could not be built or run.
        case untested

        /// Whether a stand-in settled the failure as the layout's.
        var isLayoutsOwn: Bool { self == .layoutsOwn || self == .layoutsOwnWithinProposals }
    }

    /// Whether a child outside where it belongs is its own doing: it answered larger than the
    /// proposal it was placed with, and with it replaced by a plain view of the same ideal size
    /// that takes whatever it is proposed, the failure goes away. (The geometric test behind
    /// `childExceedsItsProposal` keeps the child's origin and the bounds, so it misses a layout
    /// that places a child by its answered size, trailing-aligned by hand, and excuses one that
    /// shifts a child by its answered baseline: the stand-in tells both apart.)
    private func oversizedSubviewVerdict(_ violation: Violation, in c: Case, runner: CaseRunner, executor: CaseExecutor) -> OversizedSubviewVerdict {
        if ["no-overlap", "hugs-children"].contains(violation.property) {
            return oversizedGroupVerdict(violation, in: c, runner: runner, executor: executor)
        }
        guard ["inside-bounds", "size-agreement"].contains(violation.property), let i = violation.subview,
              let frame = violation.frame, violation.region != nil, let proposal = violation.childProposal else { return .untested }
        func exceeds(_ length: CGFloat, _ proposed: CGFloat?) -> Bool { proposed.map { $0.isFinite && length > $0 + 0.001 } ?? false }
        let wider = exceeds(frame.width, proposal.width), taller = exceeds(frame.height, proposal.height)
        let out = Self.outsideAxes(violation) ?? []
        // Only an overflow along the axes it refused its proposal on is the subview's doing (a
        // text that also wraps taller than the layout planned is not excused by a wide glyph).
        guard wider || taller, !out.contains(.horizontal) || wider, !out.contains(.vertical) || taller,
              let (flexible, names) = Self.withFlexibleStandIns(for: [i], in: c, registry: runner.registry) else { return .untested }
        do {
            if Self.standInsKeep(violation, in: try executor.violations(flexible, runner: runner)) { return .layoutsOwn }
        } catch {
            return .untested  // the stand-in case could not run: no evidence either way
        }
        return .subviewsDoing("\(names[0]) answered larger than the proposal it was placed with (\(Describe.size(frame.size)) for "
            + "\(Describe.proposal(proposal))); with it replaced by a plain view of the same ideal size that takes its proposal, "
            + "the layout keeps \(violation.property)" + Self.forSubview(violation))
    }

    /// The same for an overlap, or a hugging layout's bounds, whichever way its geometry
    /// pointed: each subview concerned that answered larger than it was proposed (of the
    /// overlapping pair, or of all) is replaced by a plain view of its ideal size that takes its
    /// proposal. The pair still overlapping, or the bounds still not the union, on the layout's
    /// own, makes it the layout's; else the oversized subviews', unless the subviews themselves,
    /// each kept but cut down to what it is proposed (`withClampedSubviews`), still fail: then
    /// what the layout did not plan for is how they answer within their proposals (a text
    /// offered less than its ideal width wraps taller, and is not excused by a glyph wider than
    /// the width). (Kept origins, as `childExceedsItsProposal` keeps them, wrong a layout that
    /// centres a subview by its answered size by hand: the larger answer moved its origin too.)
    private func oversizedGroupVerdict(_ violation: Violation, in c: Case, runner: CaseRunner, executor: CaseExecutor) -> OversizedSubviewVerdict {
        let pair = violation.subview.flatMap { j in violation.otherSubview.map { Set([$0, j]) } }
        guard let oversized = violation.oversizedSubviews, !oversized.isEmpty, violation.property != "no-overlap" || pair != nil,
              let (flexible, names) = Self.withFlexibleStandIns(for: oversized, in: c, registry: runner.registry) else { return .untested }
        let container = Shrinker.Signature(violation).kind
        func stillFails(_ variant: Case) throws -> Bool {
            try executor.violations(variant, runner: runner).contains { v in
                guard v.property == violation.property, v.childExceedsItsProposal != true, Shrinker.Signature(v).kind == container else { return false }
                guard let pair else { return true }
                return v.subview.flatMap { a in v.otherSubview.map { Set([a, $0]) == pair } } ?? false
            }
        }
        do {
            if try stillFails(flexible) { return .layoutsOwn }
            if let clamped = Self.withClampedSubviews(oversized, in: c), try stillFails(clamped) { return .layoutsOwnWithinProposals }
        } catch {
            return .untested  // a stand-in case could not run: no evidence either way
        }
        let one = oversized.count == 1
        let kept = pair.map { "no-overlap for subviews " + $0.sorted().map(String.init).joined(separator: " and ") } ?? violation.property
        return .subviewsDoing(names.joined(separator: " and ") + " answered larger than the proposal \(one ? "it was" : "each was") placed with; "
            + "with \(one ? "it" : "each") replaced by a plain view of the same ideal size that takes its proposal, the layout keeps \(kept)")
    }

    /// `c` with the layout under test's subviews `indices` each replaced by a flexible plain
    /// stand-in of its ideal size, and their names ("subview 1 (Image)"); nil when a subview
    /// cannot be rebuilt or has no finite ideal size (no evidence either way).
    private static func withFlexibleStandIns(for indices: [Int], in c: Case, registry: LayoutRegistry) -> (Case, [String])? {
        let host = LayoutHost(size: CGSize(width: 400, height: 400))
        var names: [String] = []
        let replaced = replacingSubviews(indices, in: c) { i, child in
            guard let view = try? child.view(registry), let measure = StandInMeasure.of(view, host: host) else { return nil }
            names.append("subview \(i) (\(child.chainName))")
            return plainStandIn(for: child, measure: measure, flexible: true)
        }
        return replaced.map { ($0, names) }
    }

    /// `c` with the layout under test's subviews `indices` each replaced by `transform` of it;
    /// nil when one of them is missing or `transform` gives nil for it.
    private static func replacingSubviews(_ indices: [Int], in c: Case, _ transform: (Int, CaseNode) -> CaseNode?) -> Case? {
        guard let path = layoutUnderTestPath(in: c), let layoutNode = c.root.node(at: path),
              indices.allSatisfy(layoutNode.children.indices.contains) else { return nil }
        var replaced = c
        for i in indices {
            guard let node = transform(i, layoutNode.children[i]) else { return nil }
            replaced.root.update(at: path) { $0.children[i] = node }
        }
        return replaced
    }

    /// `c` with the layout under test's subviews `indices` each kept but cut down to what it is
    /// proposed: wrapped in a frame of minimum width and height 0, which answers the smaller of
    /// the proposal and the subview's answer on each axis (the subview's own on a nil one). So
    /// it answers as the subview does wherever the subview takes no more than it is offered. A
    /// priority the subview declares is declared again outside (frames report 0); layout values
    /// and explicit guides pass through a frame, the guides unmoved from its top leading corner.
    static func withClampedSubviews(_ indices: [Int], in c: Case) -> Case? {
        let cut = CaseNode.Modifier.flexibleFrame(minWidth: 0, idealWidth: nil, maxWidth: nil, minHeight: 0, idealHeight: nil,
                                                  maxHeight: nil, alignment: CaseAlignment(.leading, .top))
        return replacingSubviews(indices, in: c) { _, child in
            var clamped = child
            clamped.modifiers += [cut] + child.modifiers.filter { if case .layoutPriority = $0 { true } else { false } }
            return clamped
        }
    }

    /// Whether `found`, the violations of a case whose misbehaving subviews were replaced by
    /// plain stand-ins, still shows `violation` as the layout's own: the same failure (property,
    /// container, call) at the same subview, which did not answer larger than it was proposed
    /// (a rigid stand-in that did is a plain child's doing), and for a subview outside, outside
    /// along one of the same axes. Another subview failing, or this one along another axis
    /// (the stand-in's other size moving the layout's other bug onto it), is another failure,
    /// judged for itself.
    static func standInsKeep(_ violation: Violation, in found: [Violation]) -> Bool {
        let original = Shrinker.Signature(violation)
        let axes = outsideAxes(violation)
        return found.contains { v in
            let s = Shrinker.Signature(v)
            guard v.childExceedsItsProposal != true, v.subview == violation.subview, s.property == original.property,
                  s.kind == original.kind, s.call == original.call else { return false }
            guard let axes, let theirs = outsideAxes(v) else { return true }
            return !axes.isDisjoint(with: theirs)
        }
    }

    /// The axes along which a violation's subview lies outside its region (nil when the
    /// violation is not about containment).
    static func outsideAxes(_ v: Violation) -> Axis.Set? {
        guard let f = v.frame, let r = v.region else { return nil }
        let t = CGFloat(v.tolerance ?? 0.001)
        var axes: Axis.Set = []
        if f.minX < r.minX - t || f.maxX > r.maxX + t { axes.insert(.horizontal) }
        if f.minY < r.minY - t || f.maxY > r.maxY + t { axes.insert(.vertical) }
        return axes
    }

    /// " for subview i" when the violation is about one (the stand-ins settle that subview's
    /// failure; another subview's is judged for itself), and the axis when it lay outside
    /// along one only.
    static func forSubview(_ violation: Violation) -> String {
        guard let i = violation.subview else { return "" }
        switch outsideAxes(violation) {
        case Axis.Set.horizontal?: return " for subview \(i) along its width"
        case Axis.Set.vertical?: return " for subview \(i) along its height"
        default: return " for subview \(i)"
        }
    }

    /// The path of the layout under test, at the root or inside a parent (`ParentContext`):
    /// the case's only node of a registered layout.
    private static func layoutUnderTestPath(in c: Case) -> [Int]? {
        c.root.firstPath(where: { if case .custom = $0.kind { true } else { false } })
    }

    /// A plain view of the subview's ideal size standing in for `child`: rigid (that size
    /// whatever it is proposed) or flexible (its ideal for nil, the proposal otherwise). What
    /// the layout reads of its subviews stays: layout values, priorities, explicit alignment
    /// guides, and text baselines (`StandInMeasure`).
    private static func plainStandIn(for child: CaseNode, measure: StandInMeasure, flexible: Bool) -> CaseNode {
        let ideal = measure.ideal
        let read = child.modifiers.filter {
            switch $0 { case .layoutValue, .layoutPriority, .horizontalGuide, .verticalGuide: true; default: false }
        }
        let frame: CaseNode.Modifier = flexible
            ? .flexibleFrame(minWidth: nil, idealWidth: Double(ideal.width), maxWidth: nil, minHeight: nil,
                             idealHeight: Double(ideal.height), maxHeight: nil, alignment: .center)
            : .frame(width: Double(ideal.width), height: Double(ideal.height), alignment: .center)
        return CaseNode(.color, modifiers: [frame] + measure.baselineGuides + read)
    }
}
