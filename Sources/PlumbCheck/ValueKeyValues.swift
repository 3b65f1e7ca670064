import Foundation

/// The values `plumb check` gives a `LayoutValueKey` it found: its default first (what
/// shrinking goes back to), then a spread of others of its type, written as Swift code in the
/// key's own file (so a private key is reachable).
enum ValueKeyValues {
    /// The values, as Swift literals after the default, for a value of `type`; nil when
    /// plumb check cannot write any (the key then keeps its default).
    static func others(type: String, enums: [PlainEnum]) -> [String]? {
        var type = type.replacingOccurrences(of: " ", with: "")
        if type.hasSuffix("?") {
            type.removeLast()
            return ["nil"] + (others(type: type, enums: enums) ?? [])
        }
        if LayoutConstruction.numberTypes.contains(type) { return ["0", "1", "8", "20", "50", "100", "250"] }
        if LayoutConstruction.integerTypes.contains(type) { return ["0", "1", "2", "3", "5", "10"] }
        if type == "Bool" { return ["false", "true"] }
        if type == "String" { return ["\"\"", "\"a\"", "\"a longer label\""] }
        if type == "CGSize" { return [".zero", "CGSize(width: 20, height: 10)", "CGSize(width: 100, height: 40)"] }
        if type == "CGPoint" { return [".zero", "CGPoint(x: 10, y: 20)"] }
        if let choices = LayoutConstruction.namedChoices[type] { return choices }
        let simple = type.split(separator: ".").last.map(String.init) ?? type
        if let e = enums.first(where: { $0.name == type || $0.name.hasSuffix("." + simple) || $0.name == simple }) {
            return e.cases.map { "." + $0 }
        }
        return nil
    }

    /// The generated function `plumbCheckKey<id>()` returning the key type and its values.
    static func code(for key: ValueKeyDeclaration, enums: [PlainEnum], id: Int) -> String {
        let type = key.valueType ?? LayoutConstruction.inferredType(key.defaultValue)
        let name = key.path.last!
        let values = type.flatMap { others(type: $0, enums: enums) }
        let list = "[\(name).defaultValue" + (values ?? []).map { ", " + $0 }.joined() + "] as [\(name).Value]"
        let body = "(\(name).self, (\(list)).map { $0 as Any })"
        let signature = "() -> (key: any LayoutValueKey.Type, values: [Any])"
        guard key.path.count > 1 else { return "func plumbCheckKey\(id)\(signature) { \(body) }" }
        // Nested (perhaps privately) in a type: reached from an extension of that type.
        let parent = key.path.dropLast().joined(separator: ".")
        return """
            extension \(parent) { static func plumbCheckKeyValues\(id)\(signature) { \(body) } }
            func plumbCheckKey\(id)\(signature) { \(parent).plumbCheckKeyValues\(id)() }
            """
    }
}
