import Foundation
@_spi(Engine) import PlumbUI

/// Collects the `LayoutValueKey` types the layout under test reads from its subviews, over
/// every case a campaign runs in this process, so that a key read only in rare cases is still
/// known to be read (`LayoutChecker`'s undeclared-key error). Shared by the campaign's runners;
/// locked, since a runner is `Sendable`.
final class ValueKeyReadRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [ObjectIdentifier: any LayoutValueKey.Type] = [:]
    private var cases = 0

    /// How many cases it recorded.
    var recordedCases: Int {
        lock.lock(); defer { lock.unlock() }
        return cases
    }

    /// Records what the containers of `kind` read in `snapshot`.
    func record(_ snapshot: LayoutSnapshot, kind: String) {
        let read = snapshot.valueKeysRead(byContainersOfKind: kind)
        lock.lock(); defer { lock.unlock() }
        cases += 1
        for key in read { keys[ObjectIdentifier(key)] = key }
    }

    /// Every key recorded, in no particular order.
    var recorded: [any LayoutValueKey.Type] {
        lock.lock(); defer { lock.unlock() }
        return Array(keys.values)
    }
}
