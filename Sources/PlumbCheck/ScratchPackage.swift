import Foundation
import Plumb

/// The package `plumb check` builds the user's files in: outside the user's folder (in a
/// cache), one executable target holding a copy of each file, followed by the code generated
/// for its layouts, and a `main.swift` that runs the checks. The package depends on Plumb's own
/// checkout, so `import SwiftUI` in the copies resolves to Plumb's `SwiftUI` module.
///
/// Files are written only when their content changes, so a second check of the same files
/// rebuilds nothing.
public struct ScratchPackage {
    /// The package's folder.
    public let directory: URL
    /// The Plumb checkout it depends on.
    public let plumbRoot: URL

    static let targetName = "CheckedLayouts"

    public init(directory: URL, plumbRoot: URL) {
        self.directory = directory; self.plumbRoot = plumbRoot
    }

    var sourcesDirectory: URL { directory.appendingPathComponent("Sources/\(Self.targetName)") }

    /// The built runner.
    public var executable: URL { directory.appendingPathComponent(".build/debug/\(Self.targetName)") }

    /// Where the copy of file `index` (named `name`) goes.
    func copyURL(index: Int, name: String) -> URL {
        sourcesDirectory.appendingPathComponent(String(format: "%03d_", index) + name)
    }

    /// The manifest. A path dependency's package is known by its folder's name (not by the name
    /// its manifest declares), so the products are looked up in that.
    var manifest: String {
        let identity = plumbRoot.lastPathComponent
        return """
            // swift-tools-version: 6.0
            // Written by plumb check. Do not edit: it is rewritten on every check.
            import PackageDescription

            let package = Package(
                name: "PlumbCheckScratch",
                dependencies: [.package(path: \(Self.quoted(plumbRoot.path)))],
                targets: [
                    .executableTarget(
                        name: "\(Self.targetName)",
                        dependencies: [
                            .product(name: "PlumbCheck", package: \(Self.quoted(identity))),
                            .product(name: "SwiftUI", package: \(Self.quoted(identity))),
                        ],
                        path: "Sources/\(Self.targetName)",
                        // The user's files as they are: Swift 5 mode accepts what app code in
                        // either mode compiles with, and their warnings are not ours to show.
                        swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]
                    ),
                ]
            )

            """
    }

    /// Writes the manifest and `files` (name → content) into the target, removing any other
    /// file left there by an earlier check.
    public func write(files: [String: String]) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: sourcesDirectory, withIntermediateDirectories: true)
        try Self.writeIfChanged(manifest, to: directory.appendingPathComponent("Package.swift"))
        for (name, content) in files { try Self.writeIfChanged(content, to: sourcesDirectory.appendingPathComponent(name)) }
        for stale in try fm.contentsOfDirectory(atPath: sourcesDirectory.path) where files[stale] == nil {
            try fm.removeItem(at: sourcesDirectory.appendingPathComponent(stale))
        }
    }

    /// Writes `content` atomically unless the file already holds it (so its date, and the
    /// build's, stay as they are).
    static func writeIfChanged(_ content: String, to url: URL) throws {
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == content { return }
        try Data(content.utf8).write(to: url, options: .atomic)
    }

    static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A hash of `text` that is the same in every process and on every machine, for cache
    /// folder names and the record of inputs.
    public static func stableHash(_ text: String) -> String { String(StableHash.fnv1a(text.utf8), radix: 16) }
}
