import Foundation

/// Values computed once per type and kept: what a type conforms to, say, which costs a
/// conformance lookup each time it is asked. Locked, since checks may run on several threads.
@_spi(Engine)
public final class PerTypeMemo<Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// Only touched under `lock`, so the run-time exclusivity checks (asked once per node a
    /// tree is built with) are left out.
    @exclusivity(unchecked) private var values: [ObjectIdentifier: Value] = [:]

    public init() {}

    /// The value kept for `type`, made by `make` the first time.
    public func value(for type: Any.Type, _ make: () -> Value) -> Value {
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let value = values[id] { return value }
        let value = make()
        values[id] = value
        return value
    }
}
