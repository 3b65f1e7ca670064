import Foundation
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

/// Draws a laid-out tree's frames as boxes of characters, the offending node in `#`.
public enum AsciiDrawing {
    /// The drawing of `snapshot`, at most `columns` characters wide; `highlight` is the path
    /// of the node to mark.
    public static func draw(_ snapshot: LayoutSnapshot, highlight: [Int]?, columns: Int = 64, rows: Int = 24) -> String {
        let nodes = snapshot.nodes.filter {
            $0.frame.origin.x.isFinite && $0.frame.origin.y.isFinite && $0.frame.size.width.isFinite && $0.frame.size.height.isFinite
        }
        guard var bounds = nodes.first?.frame.standardized else { return "(nothing finite to draw)" }
        for n in nodes { bounds = bounds.union(n.frame.standardized) }
        guard bounds.width > 0 || bounds.height > 0 else { return "(every frame is empty)" }
        // Characters are about twice as tall as wide: halve the vertical scale.
        let scale = min(CGFloat(columns - 1) / max(bounds.width, 1e-9), 2 * CGFloat(rows - 1) / max(bounds.height, 1e-9))
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        func plot(_ x: Int, _ y: Int, _ c: Character) {
            guard y >= 0, y < rows, x >= 0, x < columns else { return }
            if grid[y][x] != "#" { grid[y][x] = c }
        }
        // A character cell, clamped just outside the grid: huge frames (differences of values
        // near `.greatestFiniteMagnitude` overflow to ∞, and ∞ · 0 is NaN) never trap.
        func cell(_ v: CGFloat, limit: Int) -> Int? {
            guard v.isFinite else { return nil }
            return Int(min(max(v, -2), CGFloat(limit + 1)).rounded())
        }
        let ordered = nodes.sorted { ($0.path == highlight ? 1 : 0) < ($1.path == highlight ? 1 : 0) }
        for node in ordered {
            let f = node.frame.standardized
            guard let x0 = cell((f.minX - bounds.minX) * scale, limit: columns), let x1 = cell((f.maxX - bounds.minX) * scale, limit: columns),
                  let y0 = cell((f.minY - bounds.minY) * scale / 2, limit: rows), let y1 = cell((f.maxY - bounds.minY) * scale / 2, limit: rows)
            else { continue }
            let marked = node.path == highlight
            for x in x0...max(x0, x1) { plot(x, y0, marked ? "#" : "-"); plot(x, y1, marked ? "#" : "-") }
            for y in y0...max(y0, y1) { plot(x0, y, marked ? "#" : "|"); plot(x1, y, marked ? "#" : "|") }
            if !marked { for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] { plot(x, y, "+") } }
        }
        let picture = grid.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .reversed().drop { $0.isEmpty }.reversed()
        let legend = nodes.map { n in
            (n.path == highlight ? "# " : "  ") + String(repeating: "  ", count: n.path.count) + n.kind + " "
                + "(\(Describe.number(n.frame.origin.x)), \(Describe.number(n.frame.origin.y)), \(Describe.number(n.frame.size.width))×\(Describe.number(n.frame.size.height)))"
        }
        return (Array(picture) + [""] + legend).joined(separator: "\n")
    }
}
