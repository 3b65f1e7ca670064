import Testing
@testable import PlumbCheck

@Suite("The values plumb check gives a value key it found")
struct ValueKeyValuesTests {
    @Test("numbers, Bool, strings, sizes, alignments, enums and optionals get values; other types none")
    func values() {
        let enums = [PlainEnum(name: "Outer.Mode", cases: ["a", "b"])]
        #expect(ValueKeyValues.others(type: "CGFloat", enums: enums)?.first == "0")
        #expect(ValueKeyValues.others(type: "Bool", enums: enums) == ["false", "true"])
        #expect(ValueKeyValues.others(type: "Mode", enums: enums) == [".a", ".b"])
        #expect(ValueKeyValues.others(type: "Int?", enums: enums)?.prefix(2) == ["nil", "0"])
        #expect(ValueKeyValues.others(type: "CGSize", enums: enums)?.contains(".zero") == true)
        #expect(ValueKeyValues.others(type: "(CGFloat) -> CGFloat", enums: enums) == nil)
    }

    @Test("the generated function lists the default first; a nested key is reached through its enclosing type")
    func code() {
        let top = ValueKeyDeclaration(path: ["Rank"], fileIndex: 0, valueType: "Int", defaultValue: "0")
        #expect(ValueKeyValues.code(for: top, enums: [], id: 3)
            == "func plumbCheckKey3() -> (key: any LayoutValueKey.Type, values: [Any]) { (Rank.self, ([Rank.defaultValue, 0, 1, 2, 3, 5, 10] as [Rank.Value]).map { $0 as Any }) }")
        let nested = ValueKeyDeclaration(path: ["Flow", "Weight"], fileIndex: 0, valueType: nil, defaultValue: "1.5")
        let code = ValueKeyValues.code(for: nested, enums: [], id: 0)
        #expect(code.hasPrefix("extension Flow { static func plumbCheckKeyValues0()"))
        #expect(code.contains("[Weight.defaultValue, 0, 1, 8"))
        #expect(code.contains("func plumbCheckKey0() -> (key: any LayoutValueKey.Type, values: [Any]) { Flow.plumbCheckKeyValues0() }"))
    }
}
