import Foundation
import Testing
@_spi(Engine) import PlumbUI

private struct PrivateRow {}
struct Outer { struct Inner {}; struct Box<T> {} }
enum Generic<A, B> {}

@Suite("Type names without conformance lookups")
struct TypeNamesTests {
    @Test("TypeNames give exactly what String(describing:) and String(reflecting:) print for a type")
    func sameAsDescribing() {
        func local() -> Any.Type { struct LocalRow {}; return LocalRow.self }
        let types: [Any.Type] = [HStackLayout.self, AnyLayout.self, Outer.self, Outer.Inner.self, Outer.Box<Int>.self,
                                 Generic<String, [Outer.Inner]>.self, PrivateRow.self, local(), Int.self, [Int: String].self,
                                 (Int, Double).self, Optional<Int>.self, (any Layout).self, Never.self]
        for type in types {
            #expect(TypeNames.name(of: type) == String(describing: type))
            #expect(TypeNames.qualifiedName(of: type) == String(reflecting: type))
        }
    }
}
