import Foundation

/// Values computed once per type and kept: what a type conforms to, say, which costs a
/// conformance lookup each time it is asked. Locked, since checks may run on several threads.
///
/// Asked once per node built and several times per container checked, so the lookup is
/// inlinable (specialized for its value type in other modules too, not run through generic
/// dictionary code) and scans the few types a program lays out before hashing.
@_spi(Engine)
public final class PerTypeMemo<Value>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    /// Only touched under `lock`, so the run-time exclusivity checks (asked once per node a
    /// tree is built with) are left out. The first `scanned` types sit in `recent`, searched
    /// in order (a program lays out a few dozen layout types); the rest in `values`.
    @usableFromInline @exclusivity(unchecked) var recent: [(id: ObjectIdentifier, value: Value)] = []
    @usableFromInline @exclusivity(unchecked) var values: [ObjectIdentifier: Value] = [:]
    @usableFromInline static var scanned: Int { 32 }

    public init() {}

    /// The value kept for `type`, made by `make` the first time.
    @inlinable
    public func value(for type: Any.Type, _ make: () -> Value) -> Value {
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        for entry in recent where entry.id == id { return entry.value }
        if let value = values[id] { return value }
        let value = make()
        if recent.count < Self.scanned { recent.append((id, value)) } else { values[id] = value }
        return value
    }
}
