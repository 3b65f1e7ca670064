import Testing
@testable import PlumbCheck

@Suite("Finding layouts, their initializers, enums and value keys")
struct LayoutFinderTests {
    static let files = [
        SourceFile(path: "A.swift", text: """
            import SwiftUI
            struct Plain {}
            extension Plain: Layout {}
            enum Order { case first, second
                case third }
            enum Payload { case one(Int) }
            struct Rank: LayoutValueKey { static let defaultValue: Int = 0 }
            struct Outer {
                private struct Nested: Layout {
                    @Environment(\\.layoutDirection) var direction
                    var spacing: CGFloat = 8 { didSet {} }
                    let fixed: Int = 3
                    let required: Double
                    var optional: CGFloat?
                    var computed: Int { 1 }
                    static var shared = 0
                    lazy var memo = 0
                }
            }
            """),
        SourceFile(path: "B.swift", text: """
            import SwiftUI
            struct Configured: Layout {
                init(columns: Int = 3, _ gap: CGFloat, @ViewBuilder extra: () -> Void = {}) {}
                init?(failing: Int) { nil }
            }
            extension Configured { init(order: Order) {} }
            struct Generic<T>: Layout {}
            """),
    ]

    @Test("a layout in its declaration, in an extension, nested and private, and generic")
    func layouts() {
        let finder = LayoutFinder(Self.files)
        #expect(finder.layouts.map(\.name) == ["Plain", "Outer.Nested", "Configured", "Generic"])
        #expect(finder.layouts.map(\.fileIndex) == [0, 0, 1, 1])
        #expect(finder.layouts[1].accesses == [nil, "private"])
        #expect(finder.layouts[3].isGeneric && !finder.layouts[2].isGeneric)
        #expect(finder.layouts[1].line == 9)
    }

    @Test("stored properties as the memberwise initializer sees them")
    func storedProperties() {
        let nested = LayoutFinder(Self.files).layouts[1]
        #expect(nested.storedProperties.map(\.name) == ["direction", "spacing", "fixed", "required", "optional", "memo"])
        let spacing = nested.storedProperties[1]
        #expect(spacing.type == "CGFloat" && spacing.initialValue == "8" && !spacing.isLet)
        #expect(nested.storedProperties[0].isWrappedOrLazy && nested.storedProperties[5].isWrappedOrLazy)
        #expect(nested.storedProperties[2].isLet && nested.storedProperties[2].initialValue == "3")
    }

    @Test("initializers: labels, types, defaults, failable ones; extension initializers apart")
    func initializers() {
        let configured = LayoutFinder(Self.files).layouts[2]
        #expect(configured.bodyInitializers.count == 2)
        let first = configured.bodyInitializers[0]
        #expect(first.parameters.map(\.label) == ["columns", nil, "extra"])
        #expect(first.parameters.map(\.type) == ["Int", "CGFloat", "() -> Void"])
        #expect(first.parameters.map(\.defaultValue) == ["3", nil, "{}"])
        #expect(configured.bodyInitializers[1].isFailable)
        #expect(configured.extensionInitializers.map { $0.parameters.map(\.type) } == [["Order"]])
    }

    @Test("enums without payloads, and value keys with their value type")
    func enumsAndKeys() {
        let finder = LayoutFinder(Self.files)
        #expect(finder.enums.map(\.name) == ["Order"])
        #expect(finder.enums[0].cases == ["first", "second", "third"])
        #expect(finder.valueKeys.map(\.name) == ["Rank"])
        #expect(finder.valueKeys[0].valueType == "Int" && finder.valueKeys[0].defaultValue == "0")
    }
}
