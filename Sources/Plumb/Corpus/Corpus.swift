import Foundation

/// A folder of saved failures: `<root>/<property-id>/<content-hash>.json`.
///
/// Writes are atomic and never replace a file: the same minimized case found again maps to the
/// same name and is left as it is. Reading reports a malformed or outdated file with its path
/// and the field at fault, and never deletes or rewrites it.
public struct Corpus: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root }

    /// The repository's `Corpus/` folder, found from this source file's location.
    public static var repository: Corpus {
        Corpus(root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus"))
    }

    /// Where `entry` is (or would be) stored.
    public func url(for entry: CorpusEntry) -> URL {
        root.appendingPathComponent(entry.property).appendingPathComponent(entry.contentHash + ".json")
    }

    /// What saving did.
    public enum SaveOutcome: Equatable, Sendable {
        case written(URL)
        /// A file for the same minimized case (or, for a crash or hang, the same signature) was
        /// already there; it was left untouched.
        case alreadyPresent(URL)
    }

    /// Saves `entry` atomically, unless its file exists already, or (for a crash or hang) an
    /// entry with its signature does: two files for one bug would be one failure counted twice.
    public func save(_ entry: CorpusEntry) throws -> SaveOutcome {
        let url = url(for: entry)
        if FileManager.default.fileExists(atPath: url.path) { return .alreadyPresent(url) }
        if let signature = entry.signature, let same = file(withSignature: signature, property: entry.property) {
            return .alreadyPresent(same)
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        try encoder.encode(entry).write(to: url, options: .atomic)
        return .written(url)
    }

    /// The file of the entry for `property` with `signature`, if there is one.
    func file(withSignature signature: String, property: String) -> URL? {
        let folder = root.appendingPathComponent(property)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
            .first { (try? Self.read($0).get())?.signature == signature }
    }

    /// A file that could not be read as an entry.
    public struct ReadError: Error, CustomStringConvertible, Sendable {
        public let url: URL
        public let field: String
        public let problem: String
        public var description: String { "\(url.path): \(field) \(problem)" }
    }

    /// Every `.json` file under the root, in path order, decoded or with what was wrong. A
    /// folder that cannot be listed is an entry too, failed with why, so that what it holds is
    /// never silently skipped.
    public func entries() -> [(url: URL, entry: Result<CorpusEntry, ReadError>)] {
        var unlisted: [(url: URL, entry: Result<CorpusEntry, ReadError>)] = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: []) { url, error in
            unlisted.append((url, .failure(ReadError(url: url, field: "folder", problem: "could not be listed: \(error)"))))
            return true
        }
        let urls = (walker?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "json" }
        return (urls.map { ($0, Self.read($0)) } + unlisted).sorted { $0.url.path < $1.url.path }
    }

    /// Reads one entry file, or says what is wrong with it.
    public static func read(_ url: URL) -> Result<CorpusEntry, ReadError> {
        do {
            let data = try Data(contentsOf: url)
            let decoder = JSONDecoder()
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            struct Probe: Decodable { let formatVersion: Int }
            let version = try decoder.decode(Probe.self, from: data).formatVersion
            guard version == CorpusEntry.currentFormatVersion else {
                return .failure(ReadError(url: url, field: "formatVersion",
                                          problem: "is \(version); this build reads \(CorpusEntry.currentFormatVersion)"))
            }
            let entry = try decoder.decode(CorpusEntry.self, from: data)
            guard entry.case.formatVersion == Case.currentFormatVersion else {
                return .failure(ReadError(url: url, field: "case.formatVersion",
                                          problem: "is \(entry.case.formatVersion); this build reads \(Case.currentFormatVersion)"))
            }
            return .success(entry)
        } catch let error as DecodingError {
            let e = CaseDecodingError(error)
            return .failure(ReadError(url: url, field: e.field, problem: e.problem))
        } catch {
            return .failure(ReadError(url: url, field: "(file)", problem: "could not be read: \(error.localizedDescription)"))
        }
    }
}
