import Foundation
import PlumbUI

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

    /// A `LayoutValueKey` the layout reads, with the range of values to generate.
    public struct ValueKey: Sendable {
        /// The key type's name, as printed in Swift source.
        public let name: String
        public let range: ClosedRange<Double>
        public let integral: Bool
        let apply: @Sendable (AnyView, Double) -> AnyView

        /// A key whose value is a floating-point number.
        public static func key<K: LayoutValueKey>(_ key: K.Type, in range: ClosedRange<Double>, name: String? = nil) -> ValueKey
        where K.Value: BinaryFloatingPoint {
            let writer: any ValueWriting = KeyWriter<K> { K.Value($0) }
            return ValueKey(name: name ?? String(describing: key), range: range, integral: false) { writer.write($1, on: $0) }
        }

        /// A key whose value is an integer.
        public static func key<K: LayoutValueKey>(_ key: K.Type, in range: ClosedRange<Int>, name: String? = nil) -> ValueKey
        where K.Value: BinaryInteger {
            let writer: any ValueWriting = KeyWriter<K> { K.Value($0) }
            return ValueKey(name: name ?? String(describing: key), range: Double(range.lowerBound)...Double(range.upperBound),
                            integral: true) { writer.write($1, on: $0) }
        }
    }

    /// Writes a generated number as key `K`'s value. A value, not a captured metatype, so the
    /// `@Sendable` closure that holds it captures nothing non-Sendable (key types need not be).
    struct KeyWriter<K: LayoutValueKey>: ValueWriting, @unchecked Sendable {
        let convert: (Double) -> K.Value
        func write(_ value: Double, on view: AnyView) -> AnyView { AnyView(view.layoutValue(key: K.self, value: convert(value))) }
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
        let make: @Sendable ([String: Double]) -> AnyLayout
        let source: @Sendable ([String: Double]) -> String
        /// Draws the parameters from the case's choices, instead of from `parameters`.
        var drawParameters: (@Sendable (Choices) -> [String: Double])?

        /// The parameters a case must give this layout (a layout drawing its own parameters
        /// replays any number of them: missing choices are zeros).
        public var requiredParameterNames: [String] { drawParameters == nil ? parameters.map(\.name) : [] }
    }

    private var entries: [String: Entry] = [:]
    /// Registered names in registration order (generation picks by index, so order matters).
    public private(set) var names: [String] = []

    /// No third-party layouts: the built-in containers only.
    public static let builtIn = LayoutRegistry()

    public init() {}

    /// Registers `name`, built by `make` from its parameters. `source` prints the initializer
    /// call for reports (by default `Name(param: value, …)`).
    public mutating func register<L: Layout>(
        _ name: String, parameters: [Parameter] = [], valueKeys: [ValueKey] = [],
        lengthParameters: Set<String>? = nil, transposedCounterpart: String? = nil,
        source: (@Sendable ([String: Double]) -> String)? = nil,
        make: @escaping @Sendable ([String: Double]) -> L
    ) {
        let printer = source ?? { values in
            let arguments = parameters.map { "\($0.name): \(swiftNumber(values[$0.name] ?? $0.range.lowerBound))" }
            return "\(name)(\(arguments.joined(separator: ", ")))"
        }
        if entries[name] == nil { names.append(name) }
        let typeName = String(describing: L.self)
        entries[name] = Entry(name: name, kind: typeName.split(separator: "<").first.map(String.init) ?? typeName,
                              parameters: parameters, valueKeys: valueKeys,
                              lengthParameters: lengthParameters, transposedCounterpart: transposedCounterpart,
                              make: { AnyLayout(make($0)) }, source: printer)
    }

    /// Registers `name` as a layout built by `make` from choices it draws itself (so its
    /// parameters are generated, shrunk and replayed with the rest of the case).
    /// (Named apart from `register`: with trailing-closure syntax the two would be ambiguous.)
    public mutating func registerDrawing<L: Layout>(_ name: String, valueKeys: [ValueKey] = [],
                                                    make: @escaping @Sendable (Choices) -> L) {
        @Sendable func key(_ i: Int) -> String { "choice" + String(i).leftPadded(to: 3) }
        @Sendable func replay(_ parameters: [String: Double]) -> L {
            let values = parameters.keys.sorted().map { UInt64(parameters[$0]!) }
            return make(Choices(replaying: ChoiceSequence(values)))
        }
        register(name, valueKeys: valueKeys, source: { String(describing: replay($0)) }, make: replay)
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
