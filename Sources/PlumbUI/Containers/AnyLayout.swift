import Foundation

/// A type-erased layout: the geometry of whichever layout it wraps, built-in or third-party.
///
/// Switching the wrapped layout keeps the subviews, as in SwiftUI's
/// `let layout = isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`.
/// Spacers and dividers inside take their orientation from the wrapped layout.
public struct AnyLayout: Layout, WrappingLayout {
    let storage: AnyLayoutStorageBase

    /// Wraps `layout` (an `AnyLayout` is not wrapped twice).
    public init<L: Layout>(_ layout: L) {
        storage = (layout as? AnyLayout)?.storage ?? AnyLayoutStorage(layout)
    }

    /// The wrapped layout's cache, type-erased.
    public struct Cache {
        var value: Any
    }

    var wrappedLayoutType: any Layout.Type { storage.layoutType }

    /// The layout this one wraps.
    @_spi(Engine) public var wrappedLayout: any Layout { storage.wrapped }

    /// What `layout` runs: the layout it wraps if it is an `AnyLayout` (never another
    /// `AnyLayout`: wrapping one keeps its storage), else `layout` itself.
    @_spi(Engine) public static func unwrapped(_ layout: any Layout) -> any Layout {
        (layout as? AnyLayout)?.wrappedLayout ?? layout
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: storage.makeCache(subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { storage.updateCache(&cache.value, subviews) }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { storage.spacing(subviews, &cache.value) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }
}

/// A layout that stands for another one, whose type decides stack orientation, kind name and
/// whether its guides are only merged children's.
protocol WrappingLayout: OwnLayout {
    var wrappedLayoutType: any Layout.Type { get }
}

/// The wrapped layout behind `AnyLayout`, as a class so `AnyLayout` stays small.
class AnyLayoutStorageBase: @unchecked Sendable {
    var layoutType: any Layout.Type { fatalError("abstract") }
    var wrapped: any Layout { fatalError("abstract") }
    func makeCache(_ subviews: LayoutSubviews) -> Any { fatalError("abstract") }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) { fatalError("abstract") }
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing { fatalError("abstract") }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize { fatalError("abstract") }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        fatalError("abstract")
    }
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? { fatalError("abstract") }
}

// Immutable after init, and the wrapped layout is Sendable.
final class AnyLayoutStorage<L: Layout>: AnyLayoutStorageBase, @unchecked Sendable {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    override var layoutType: any Layout.Type { (layout as? WrappingLayout)?.wrappedLayoutType ?? L.self }
    override var wrapped: any Layout { layout }

    /// Runs `body` with the typed cache, writing it back afterwards.
    private func withTyped<R>(_ cache: inout Any, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache as! L.Cache
        defer { cache = typed }
        return body(&typed)
    }

    override func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    override func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        withTyped(&cache) { layout.updateCache(&$0, subviews: subviews) }
    }
    override func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withTyped(&cache) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withTyped(&cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withTyped(&cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    override func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                    _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withTyped(&cache) {
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
