import Foundation
@_spi(Engine) import PlumbUI

/// The third-party layouts cases may contain, each built from generated parameters, with the
/// `LayoutValueKey`s it reads and the values they may take.
///
/// Because a case stores a layout's name and parameters (not the layout itself), parameters
/// are generated, shrunk, saved and replayed like every other decision.
public struct LayoutRegistry: Sendable {
    /// One parameter of a layout's initializer.
    public struct Parameter: Sendable, Hashable {
        public let name: String
        public let range: ClosedRange<Double>
        /// Whether the parameter takes whole numbers only.
        public let integral: Bool

        public init(_ name: String, in range: ClosedRange<Double>, integral: Bool = false) {
            self.name = name; self.range = range; self.integral = integral
        }
    }

    /// A `LayoutValueKey` the layout reads, with the values to generate for it: a numeric
    /// range, `Bool`, a `CaseIterable` enum, any finite list of values, or values drawn by a
    /// closure. A case stores one number per value (the value itself, an index into the list,
    /// or the seed the closure draws from), so every kind is saved, replayed and shrunk alike:
    /// lists shrink towards their first value, drawn values towards the seed 0.
    public struct ValueKey: Sendable {
        /// The key type's name, as printed in Swift source.
        public let name: String
        public let range: ClosedRange<Double>
        public let integral: Bool
        let apply: @Sendable (AnyView, Double) -> AnyView
        /// The value a stored number stands for, as Swift source.
        let source: @Sendable (Double) -> String
        /// The value a stored number stands for, described in full and the same in every
        /// process (`StableDescription`): a saved case records it, so that a replay whose number
        /// now stands for another value (a list reordered, a draw changed) is caught.
        let fingerprint: @Sendable (Double) -> String

        /// A value the key stands for, described, when it has no Swift form to be printed in (a
        /// closure, a class instance) and no `source:` printer was given: a case printed with
        /// it would not compile. nil when every value prints (checked on its first values).
        var unprintableValue: @Sendable () -> String? = { nil }

        /// The key type.
        let keyType: ObjectIdentifier
        /// What the stored numbers may be, in words, for a saved case that lies outside them.
        let domain: String

        init(name: String, range: ClosedRange<Double>, integral: Bool, keyType: ObjectIdentifier, domain: String? = nil,
             apply: @escaping @Sendable (AnyView, Double) -> AnyView,
             source: @escaping @Sendable (Double) -> String = { swiftNumber($0) },
             fingerprint: @escaping @Sendable (Double) -> String = { swiftNumber($0) }) {
            self.name = name; self.range = range; self.integral = integral; self.keyType = keyType; self.apply = apply; self.source = source
            self.fingerprint = fingerprint
            self.domain = domain ?? "the declared range \(swiftNumber(range.lowerBound))...\(swiftNumber(range.upperBound))"
                + (integral ? " (whole numbers)" : "")
        }

        /// Whether `value`, a number a case stores for this key, is one it could generate now.
        func admits(_ value: Double) -> Bool { range.contains(value) && (!integral || value.rounded() == value) }

        /// A key whose values are the finite list `values` (in the order given: shrinking goes
        /// towards the first). `source` prints a value as Swift (by default its description).
        public static func key<K: LayoutValueKey>(_ key: K.Type, values: [K.Value], name: String? = nil,
                                                  source: (@Sendable (K.Value) -> String)? = nil) -> ValueKey {
            precondition(!values.isEmpty, "ValueKey.key(\(key), values:) needs at least one value")
            let list = ValueList(values: values)
            let printer = ValuePrinter<K.Value>(print: source ?? { Self.swiftDescription($0) })
            let writer: any ValueWriting = KeyWriter<K> { list.value(at: $0) }
            var key = ValueKey(name: name ?? String(describing: key), range: 0...Double(values.count - 1), integral: true,
                            keyType: ObjectIdentifier(key),
                            domain: "the declared list of \(values.count) value\(values.count == 1 ? "" : "s") (a case stores a position in it, 0...\(values.count - 1))",
                            apply: { writer.write($1, on: $0) },
                            source: { printer.print(list.value(at: $0)) },
                            fingerprint: { StableDescription.of(list.value(at: $0)) })
            if source == nil {
                let count = values.count
                key.unprintableValue = { (0..<min(count, 16)).lazy.map { list.value(at: Double($0)) }.first { !Self.hasSwiftForm($0) }.map { "\($0)" } }
            }
            return key
        }

        /// A key whose value is a `Bool` (false first).
        public static func key<K: LayoutValueKey>(_ key: K.Type, name: String? = nil) -> ValueKey where K.Value == Bool {
            .key(key, values: [false, true], name: name)
        }

        /// A key whose value is a `CaseIterable` enum: every case, in declaration order.
        public static func key<K: LayoutValueKey>(_ key: K.Type, name: String? = nil) -> ValueKey
        where K.Value: CaseIterable, K.Value.AllCases: Sendable {
            .key(key, values: Array(K.Value.allCases), name: name)
        }

        /// A key whose values `draw` draws from the case's choices. The case stores the seed
        /// it draws with (shrinking lowers it towards 0); `source` prints a value as Swift.
        public static func key<K: LayoutValueKey>(_ key: K.Type, name: String? = nil, source: (@Sendable (K.Value) -> String)? = nil,
                                                  draw: @escaping @Sendable (Choices) -> K.Value) -> ValueKey {
            let printer = ValuePrinter<K.Value>(print: source ?? { Self.swiftDescription($0) })
            let drawer = ValueDrawer<K.Value>(draw: draw)
            let writer: any ValueWriting = KeyWriter<K> { drawer.value(for: $0) }
            var key = ValueKey(name: name ?? String(describing: key), range: 0...1_000_000, integral: true,
                            keyType: ObjectIdentifier(key), apply: { writer.write($1, on: $0) },
                            source: { printer.print(drawer.value(for: $0)) },
                            fingerprint: { StableDescription.of(drawer.value(for: $0)) })
            if source == nil {
                key.unprintableValue = { (0..<2).lazy.map { drawer.value(for: Double($0)) }.first { !Self.hasSwiftForm($0) }.map { "\($0)" } }
            }
            return key
        }

        /// Whether `value` prints as Swift that makes it (not a closure or a class instance).
        static func hasSwiftForm<V>(_ value: V) -> Bool { value is String || SwiftLiteral.expression(value) != nil }

        /// A value as Swift source: enum cases as `.name`, strings quoted, the rest as described.
        static func swiftDescription<V>(_ value: V) -> String {
            // Structs spelled by their stored properties, enum cases with or without payloads,
            // numbers and the rest `SwiftLiteral` writes; otherwise the description.
            if let literal = SwiftLiteral.expression(value) { return literal }
            if let s = value as? String { return "\"" + s.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            let text = String(describing: value)
            // A bare enum case ("high") prints as ".high"; anything else as itself.
            if Mirror(reflecting: value).displayStyle == .enum, text.first?.isLetter == true, !text.contains("(") { return "." + text }
            return text
        }

        /// A key whose value is a floating-point number.
        public static func key<K: LayoutValueKey>(_ key: K.Type, in range: ClosedRange<Double>, name: String? = nil) -> ValueKey
        where K.Value: BinaryFloatingPoint {
            let writer: any ValueWriting = KeyWriter<K> { K.Value($0) }
            return ValueKey(name: name ?? String(describing: key), range: range, integral: false, keyType: ObjectIdentifier(key)) {
                writer.write($1, on: $0)
            }
        }

        /// A key whose value is an integer.
        public static func key<K: LayoutValueKey>(_ key: K.Type, in range: ClosedRange<Int>, name: String? = nil) -> ValueKey
        where K.Value: BinaryInteger {
            let writer: any ValueWriting = KeyWriter<K> { K.Value($0) }
            return ValueKey(name: name ?? String(describing: key), range: Double(range.lowerBound)...Double(range.upperBound),
                            integral: true, keyType: ObjectIdentifier(key)) { writer.write($1, on: $0) }
        }
    }

    /// Writes a generated number as key `K`'s value. A value, not a captured metatype, so the
    /// `@Sendable` closure that holds it captures nothing non-Sendable (key types need not be).
    struct KeyWriter<K: LayoutValueKey>: ValueWriting, @unchecked Sendable {
        let convert: (Double) -> K.Value
        func write(_ value: Double, on view: AnyView) -> AnyView { AnyView(view.layoutValue(key: K.self, value: convert(value))) }
    }

    /// The values of a listed key (Sendable by construction: only read after it is made).
    struct ValueList<V>: @unchecked Sendable {
        let values: [V]
        /// The value a stored position stands for (clamped into the list).
        func value(at stored: Double) -> V { values[min(max(Int(stored), 0), values.count - 1)] }
    }
    /// Prints a key's value as Swift.
    struct ValuePrinter<V>: @unchecked Sendable { let print: (V) -> String }
    /// Draws a key's value from choices.
    struct ValueDrawer<V>: @unchecked Sendable {
        let draw: (Choices) -> V
        /// The value a stored draw seed stands for.
        func value(for stored: Double) -> V { draw(Choices(seed: UInt64(max(stored, 0)))) }
    }

    /// Writes a generated number as some key's value (the key erased).
    protocol ValueWriting: Sendable {
        func write(_ value: Double, on view: AnyView) -> AnyView
    }

    /// A registered layout.
    public struct Entry: Sendable {
        public let name: String
        /// The kind the layout's nodes have in a laid-out tree: its type name.
        public let kind: String
        public let parameters: [Parameter]
        public let valueKeys: [ValueKey]
        /// When the layout scales with its lengths: which parameters are lengths (scaled with
        /// the tree by the scale-invariance property). Nil: not scale-invariant, not checked.
        public let lengthParameters: Set<String>?
        /// The registered layout that is this one with its axes swapped, if any (for the
        /// transpose-symmetry property).
        public let transposedCounterpart: String?
        /// The layout's type (for what it declares: traits, contracts).
        public let layoutType: any Layout.Type
        let make: @Sendable ([String: Double]) -> AnyLayout
        let source: @Sendable ([String: Double]) -> String
        /// Draws the parameters from the case's choices, instead of from `parameters`.
        var drawParameters: (@Sendable (Choices) -> [String: Double])?

        /// The parameters a case must give this layout (a layout drawing its own parameters
        /// replays any number of them: missing choices are zeros).
        public var requiredParameterNames: [String] { drawParameters == nil ? parameters.map(\.name) : [] }
    }

    /// What is wrong with the ranges registered layouts declare for their parameters and value
    /// keys, one sentence each (empty: nothing). A bound must be finite (a draw from `0...inf`
    /// is NaN or infinite, never a length a layout meets), and a whole-number range must lie
    /// within ±2^53, where every whole number is a `Double` (and an `Int`) exactly.
    public var declarationProblems: [String] {
        names.compactMap { entries[$0] }.flatMap { entry in
            entry.parameters.compactMap { p in
                Self.rangeProblem(p.range, integral: p.integral).map { "\(entry.name)'s parameter \(p.name) has the range \(p.range): \($0)" }
            } + entry.valueKeys.compactMap { key in
                Self.rangeProblem(key.range, integral: key.integral).map { "\(entry.name)'s value key \(key.name) has the range \(key.range): \($0)" }
            }
        }
    }

    /// Why values cannot be drawn from `range`, if they cannot.
    static func rangeProblem(_ range: ClosedRange<Double>, integral: Bool) -> String? {
        guard range.lowerBound.isFinite, range.upperBound.isFinite else { return "each bound must be finite" }
        let exact = 9_007_199_254_740_992.0  // 2^53
        if integral, range.lowerBound < -exact || range.upperBound > exact { return "a whole-number range must lie within ±2^53" }
        return nil
    }

    private var entries: [String: Entry] = [:]
    /// Registered names in registration order (generation picks by index, so order matters).
    public private(set) var names: [String] = []

    /// No third-party layouts: the built-in containers only.
    public static let builtIn = LayoutRegistry()

    public init() {}

    /// Registers `name`, built by `make` from its parameters. `source` prints the initializer
    /// call for reports (by default `Name(param: value, …)`); `kind` names its containers in
    /// laid-out trees (by default its type's name without generic arguments).
    public mutating func register<L: Layout>(
        _ name: String, parameters: [Parameter] = [], valueKeys: [ValueKey] = [],
        lengthParameters: Set<String>? = nil, transposedCounterpart: String? = nil, kind: String? = nil,
        source: (@Sendable ([String: Double]) -> String)? = nil,
        make: @escaping @Sendable ([String: Double]) -> L
    ) {
        let printer = source ?? { values in
            let arguments = parameters.map { "\($0.name): \(swiftNumber(values[$0.name] ?? $0.range.lowerBound))" }
            return "\(name)(\(arguments.joined(separator: ", ")))"
        }
        if entries[name] == nil { names.append(name) }
        let entryKind = Self.kind(kind ?? TypeNames.name(of: L.self), of: L.self)
        entries[name] = Entry(name: name, kind: entryKind,
                              parameters: parameters, valueKeys: valueKeys,
                              lengthParameters: lengthParameters, transposedCounterpart: transposedCounterpart,
                              layoutType: L.self, make: { AnyLayout(make($0)) }, source: printer)
    }

    /// `name` without generic arguments; the type's module-qualified name instead where `name`
    /// is also a kind PlumbUI gives its own nodes (a user's layout called `Grid`), so that the
    /// two are never taken for each other.
    static func kind(_ name: String, of type: any Layout.Type) -> String {
        func bare(_ name: String) -> String { name.split(separator: "<").first.map(String.init) ?? name }
        guard BuiltinKinds.all.contains(bare(name)) else { return bare(name) }
        return bare(LayoutChecker.stable(TypeNames.qualifiedName(of: type)))
    }

    /// Registers `name` as a layout built by `make` from choices it draws itself (so its
    /// parameters are generated, shrunk and replayed with the rest of the case). `source`, when
    /// given, prints the layout from the same choices; otherwise it is read from its stored
    /// properties. (Named apart from `register`: with trailing-closure syntax the two would be ambiguous.)
    public mutating func registerDrawing<L: Layout>(_ name: String, valueKeys: [ValueKey] = [],
                                                    make: @escaping @Sendable (Choices) -> L,
                                                    source: (@Sendable (Choices) -> String)? = nil) {
        @Sendable func key(_ i: Int) -> String { "choice" + String(i).leftPadded(to: 3) }
        @Sendable func replay(_ parameters: [String: Double]) -> L {
            let values = parameters.keys.sorted().map { UInt64(parameters[$0]!) }
            return make(Choices(replaying: ChoiceSequence(values)))
        }
        @Sendable func printed(_ parameters: [String: Double]) -> String {
            guard let source else { return SwiftLiteral.layout(replay(parameters), parameters: parameters) }
            return source(Choices(replaying: ChoiceSequence(parameters.keys.sorted().map { UInt64(parameters[$0]!) })))
        }
        register(name, valueKeys: valueKeys, source: printed, make: replay)
        entries[name]!.drawParameters = { choices in
            let (_, values) = choices.recording { _ = make(choices) }
            return Dictionary(uniqueKeysWithValues: values.enumerated().map { (key($0.offset), Double($0.element)) })
        }
    }

    /// The entry for `name`, or nil.
    public func entry(named name: String) -> Entry? { entries[name] }

    /// The value key called `name` among all entries, or nil.
    func valueKey(named name: String) -> ValueKey? {
        for entryName in names { if let key = entries[entryName]?.valueKeys.first(where: { $0.name == name }) { return key } }
        return nil
    }
}

/// A case names something the registry does not know.
public struct UnknownRegistryName: Error, CustomStringConvertible {
    public let kind: String
    public let name: String
    public var description: String { "unknown \(kind) '\(name)': register it in the LayoutRegistry the case runs with" }
}
