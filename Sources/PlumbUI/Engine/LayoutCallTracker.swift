import Foundation

/// Records the layout calls in progress into memory an isolated worker shares with the process
/// that watches it, so that the watcher can tell a call that never returns from slow progress,
/// and name the call and the proposal that hung.
///
/// Off (one nil check per call) unless an isolated worker sets `memory`. The record is a fixed
/// layout of plain numbers, written with ordinary stores: the watcher only samples it, and a
/// torn read at worst delays a verdict by one sample.
@_spi(Engine) public enum LayoutCallTracker {
    /// The layout methods that are tracked.
    public enum Call: Int32, Sendable {
        case sizeThatFits = 1, placeSubviews = 2, explicitAlignment = 3, spacing = 4

        public var name: String {
            switch self {
            case .sizeThatFits: "sizeThatFits"
            case .placeSubviews: "placeSubviews"
            case .explicitAlignment: "explicitAlignment"
            case .spacing: "spacing"
            }
        }
    }

    /// Frames deeper than this are counted but not recorded.
    public static let maxDepth = 48
    static let frameSize = 160
    static let kindCapacity = 96
    /// The bytes a record needs.
    public static var byteCount: Int { 16 + maxDepth * frameSize }

    /// Where calls are recorded; nil (the default) records nothing. Set once, before any
    /// layout runs, and read on every size query: dynamic exclusivity checks on it cost 5% of a
    /// checked case, so they are off.
    @exclusivity(unchecked) nonisolated(unsafe) public static var memory: UnsafeMutableRawPointer?

    /// Counts every entry and exit: unchanged for a while means no layout call began or ended.
    public static func progress(in memory: UnsafeRawPointer) -> UInt64 { memory.load(as: UInt64.self) }
    /// How many tracked calls are in progress.
    public static func depth(in memory: UnsafeRawPointer) -> Int { Int(memory.load(fromByteOffset: 8, as: Int32.self)) }

    /// One call in progress, as the watcher reads it.
    public struct Frame: Sendable, Codable, Hashable {
        public var call: String
        public var kind: String
        public var width: Double?
        public var height: Double?
        /// The bounds of a `placeSubviews` call (x, y, width, height).
        public var bounds: [Double]?
    }

    /// The innermost recorded call in progress, if any.
    public static func innermost(in memory: UnsafeRawPointer) -> Frame? {
        let depth = min(depth(in: memory), maxDepth)
        guard depth > 0 else { return nil }
        let frame = memory + 16 + (depth - 1) * frameSize
        guard let call = Call(rawValue: frame.load(as: Int32.self)) else { return nil }
        let length = max(0, min(Int(frame.load(fromByteOffset: 4, as: Int32.self)), kindCapacity))
        let kind = String(decoding: UnsafeRawBufferPointer(start: frame + 64, count: length), as: UTF8.self)
        let hasWidth = frame.load(fromByteOffset: 8, as: Int32.self) != 0
        let hasHeight = frame.load(fromByteOffset: 12, as: Int32.self) != 0
        let bounds = call == .placeSubviews ? (0..<4).map { frame.load(fromByteOffset: 32 + 8 * $0, as: Double.self) } : nil
        return Frame(call: call.name, kind: kind, width: hasWidth ? frame.load(fromByteOffset: 16, as: Double.self) : nil,
                     height: hasHeight ? frame.load(fromByteOffset: 24, as: Double.self) : nil, bounds: bounds)
    }

    /// Runs `body`, a `call` on a layout of `kind`, recorded if tracking is on (the memory is
    /// read once, so the start and the end go to the same record).
    @inline(__always)
    static func tracking<R>(_ call: Call, kind: String, proposal: ProposedViewSize, bounds: CGRect = .zero, _ body: () -> R) -> R {
        guard let memory else { return body() }
        enter(memory, call, kind: kind, proposal: proposal, bounds: bounds)
        defer { exit(memory) }
        return body()
    }

    /// Records the start of `call` on a layout of `kind`.
    @inline(__always)
    static func enter(_ memory: UnsafeMutableRawPointer, _ call: Call, kind: String, proposal: ProposedViewSize, bounds: CGRect = .zero) {
        let depth = Int(memory.load(fromByteOffset: 8, as: Int32.self))
        if depth < maxDepth {
            let frame = memory + 16 + depth * frameSize
            frame.storeBytes(of: call.rawValue, as: Int32.self)
            frame.storeBytes(of: proposal.width == nil ? 0 : 1, toByteOffset: 8, as: Int32.self)
            frame.storeBytes(of: proposal.height == nil ? 0 : 1, toByteOffset: 12, as: Int32.self)
            frame.storeBytes(of: Double(proposal.width ?? 0), toByteOffset: 16, as: Double.self)
            frame.storeBytes(of: Double(proposal.height ?? 0), toByteOffset: 24, as: Double.self)
            frame.storeBytes(of: Double(bounds.origin.x), toByteOffset: 32, as: Double.self)
            frame.storeBytes(of: Double(bounds.origin.y), toByteOffset: 40, as: Double.self)
            frame.storeBytes(of: Double(bounds.size.width), toByteOffset: 48, as: Double.self)
            frame.storeBytes(of: Double(bounds.size.height), toByteOffset: 56, as: Double.self)
            var kind = kind
            let length = kind.withUTF8 { bytes in
                let n = min(bytes.count, kindCapacity)
                if n > 0 { (frame + 64).copyMemory(from: bytes.baseAddress!, byteCount: n) }
                return n
            }
            frame.storeBytes(of: Int32(length), toByteOffset: 4, as: Int32.self)
        }
        memory.storeBytes(of: Int32(depth + 1), toByteOffset: 8, as: Int32.self)
        memory.storeBytes(of: memory.load(as: UInt64.self) &+ 1, as: UInt64.self)
    }

    /// Records progress inside a call: a subview was measured.
    @inline(__always)
    static func tick(_ memory: UnsafeMutableRawPointer) {
        memory.storeBytes(of: memory.load(as: UInt64.self) &+ 1, as: UInt64.self)
    }

    /// Records the end of the innermost call.
    @inline(__always)
    static func exit(_ memory: UnsafeMutableRawPointer) {
        let depth = memory.load(fromByteOffset: 8, as: Int32.self)
        memory.storeBytes(of: max(depth - 1, 0), toByteOffset: 8, as: Int32.self)
        memory.storeBytes(of: memory.load(as: UInt64.self) &+ 1, as: UInt64.self)
    }
}
