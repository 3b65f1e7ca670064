import Foundation
@_spi(Engine) import PlumbUI

/// Collects the `LayoutValueKey`s the layout under test reads from its subviews and that the
/// check does not declare, over every case a campaign runs, so that a key read only in rare
/// cases is still known to be read (`LayoutChecker`'s undeclared-key error). In process, each
/// case's snapshot is read here; checked in a child, each answer names the undeclared keys its
/// case read (a child cannot hand types to this process, but it knows which are declared).
/// Shared by the campaign's runners; locked, since a runner is `Sendable`.
final class ValueKeyReadRecorder: @unchecked Sendable {
    /// The keys the check varies (`LayoutChecker.valueKeys`): never reported.
    let declared: Set<ObjectIdentifier>
    private let lock = NSLock()
    private var names: Set<String> = []
    private var cases = 0

    init(declared: Set<ObjectIdentifier>) { self.declared = declared }

    /// How many cases it recorded.
    var recordedCases: Int {
        lock.lock(); defer { lock.unlock() }
        return cases
    }

    /// Records what the containers of `kind` read in `snapshot`.
    func record(_ snapshot: LayoutSnapshot, kind: String) {
        record(undeclaredNames: undeclared(snapshot.valueKeysRead(byContainersOfKind: kind)))
    }

    /// Records one case's undeclared keys, by name (a child's answer).
    func record(undeclaredNames read: [String]) {
        lock.lock(); defer { lock.unlock() }
        cases += 1
        names.formUnion(read)
    }

    /// The names of the keys in `read` that are not declared and not PlumbUI's own (Grid's,
    /// read by a `GridLayout` the layout hands its work to, are not the layout's to declare),
    /// each once, sorted.
    func undeclared(_ read: [any LayoutValueKey.Type]) -> [String] {
        var found: Set<String> = []
        for key in read where !declared.contains(ObjectIdentifier(key)) && !String(reflecting: key).hasPrefix("PlumbUI.") {
            found.insert(String(describing: key))
        }
        return found.sorted()
    }

    /// Every undeclared key recorded, by name, sorted.
    var undeclaredNames: [String] {
        lock.lock(); defer { lock.unlock() }
        return names.sorted()
    }
}
