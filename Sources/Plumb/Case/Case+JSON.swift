import Foundation

extension Case {
    /// The case as pretty JSON with sorted keys; infinities and NaN as "inf", "-inf", "nan".
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(self)
    }

    /// Decodes a case, reporting a malformed or outdated one with the field at fault.
    public init(jsonData data: Data) throws {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            let version = try decoder.decode(FormatProbe.self, from: data).formatVersion
            guard version == Case.currentFormatVersion else {
                throw CaseDecodingError(field: "formatVersion",
                                        problem: "format version \(version) is not the \(Case.currentFormatVersion) this build reads")
            }
            self = try decoder.decode(Case.self, from: data)
        } catch let error as DecodingError {
            throw CaseDecodingError(error)
        }
    }

    private struct FormatProbe: Decodable { let formatVersion: Int }
}

/// A case file could not be read: which field, and what was wrong with it.
public struct CaseDecodingError: Error, CustomStringConvertible, Equatable {
    /// The path to the field at fault, like "root.children[2].kind".
    public let field: String
    public let problem: String

    public init(field: String, problem: String) { self.field = field; self.problem = problem }

    init(_ error: DecodingError) {
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce("") { text, key in
                if let i = key.intValue { return text + "[\(i)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
        }
        switch error {
        case let .keyNotFound(key, context):
            self.init(field: path(context.codingPath + [key]), problem: "is missing")
        case let .typeMismatch(type, context):
            self.init(field: path(context.codingPath), problem: "should be \(type): \(context.debugDescription)")
        case let .valueNotFound(type, context):
            self.init(field: path(context.codingPath), problem: "should be a \(type), found null")
        case let .dataCorrupted(context):
            self.init(field: context.codingPath.isEmpty ? "(file)" : path(context.codingPath), problem: context.debugDescription)
        @unknown default:
            self.init(field: "(unknown)", problem: String(describing: error))
        }
    }

    public var description: String { "\(field) \(problem)" }
}
