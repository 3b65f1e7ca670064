import Foundation
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

/// SVG and self-contained HTML pictures of a laid-out case: every node a labelled box at its
/// frame, the offending node in red, the region it should have kept to (its container's
/// bounds) dashed in green, the root proposal as a dotted outline, and the case's Swift code.
public enum VisualReport {
    /// Escapes text for XML.
    static func xml(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A coordinate for an SVG attribute: never "nan" or "inf" (a viewer rejects the file), so
    /// NaN is drawn at 0 and anything beyond ±10⁹ at ±10⁹; the legend keeps the real numbers.
    static func n(_ v: CGFloat) -> String {
        guard !v.isNaN else { return "0" }
        return Describe.number(min(max(v, -1e9), 1e9))
    }

    /// The SVG. Boxes carry `data-path` (child indices, like "0.2") and `data-kind`, and their
    /// `x`, `y`, `width`, `height` are the node's frame in host coordinates.
    public static func svg(_ snapshot: LayoutSnapshot, highlight: [Int]?, proposal: ProposedViewSize, title: String = "",
                           code: String = "") -> String {
        let nodes = snapshot.nodes.filter {
            $0.frame.origin.x.isFinite && $0.frame.origin.y.isFinite && $0.frame.size.width.isFinite && $0.frame.size.height.isFinite
        }
        var bounds = nodes.first?.frame.standardized ?? CGRect(x: 0, y: 0, width: 10, height: 10)
        for node in nodes { bounds = bounds.union(node.frame.standardized) }
        let proposed = CGRect(origin: snapshot.rootFrame.origin,
                              size: CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? snapshot.rootFrame.size.width,
                                           height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? snapshot.rootFrame.size.height))
        // Text scales with the drawing, so small and large cases both stay legible.
        let extent = max(bounds.width, bounds.height, 1)
        let fontSize = min(max(extent / 24, 0.5), 12)
        bounds = bounds.union(proposed).insetBy(dx: -fontSize * 2, dy: -fontSize * 2)
        // The code is set to the right of the drawing, one text line per source line.
        let codeLines = code.isEmpty ? [] : code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lineHeight = fontSize * 1.3
        let codeX = bounds.maxX + fontSize * 2
        if !codeLines.isEmpty {
            bounds.size.width += CGFloat(codeLines.map(\.count).max() ?? 0) * fontSize * 0.62 + fontSize * 4
            bounds.size.height = max(bounds.height, CGFloat(codeLines.count + 2) * lineHeight)
        }
        func rect(_ f: CGRect, _ attributes: String) -> String {
            "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" \(attributes)/>"
        }
        var out = ["<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(n(bounds.minX)) \(n(bounds.minY)) \(n(bounds.width)) \(n(bounds.height))\" font-family=\"monospace\" font-size=\"\(n(fontSize))\">"]
        if !title.isEmpty { out.append("<title>\(xml(title))</title>") }
        out.append("<g class=\"proposal\">" + rect(proposed, "fill=\"none\" stroke=\"#888\" stroke-width=\"\(n(fontSize * 0.08))\" stroke-dasharray=\"\(n(fontSize * 0.3)) \(n(fontSize * 0.3))\"") + "</g>")
        if let highlight, !highlight.isEmpty, let parent = snapshot.nodes.first(where: { $0.path == Array(highlight.dropLast()) }) {
            out.append("<g class=\"expected\">" + rect(parent.frame.standardized,
                       "fill=\"#2a2\" fill-opacity=\"0.08\" stroke=\"#2a2\" stroke-width=\"\(n(fontSize * 0.1))\" stroke-dasharray=\"\(n(fontSize * 0.6)) \(n(fontSize * 0.4))\"") + "</g>")
        }
        for node in nodes {
            let f = node.frame.standardized
            let marked = node.path == highlight
            let color = marked ? "#e33" : "#36c"
            let path = node.path.map(String.init).joined(separator: ".")
            out.append("<g class=\"node\(marked ? " offending" : "")\" data-path=\"\(path)\" data-kind=\"\(xml(node.kind))\">"
                + rect(f, "fill=\"\(color)\" fill-opacity=\"\(marked ? "0.35" : "0.08")\" stroke=\"\(color)\" stroke-width=\"\(n(fontSize * (marked ? 0.15 : 0.08)))\"")
                // One line lower per depth, so nested nodes sharing a corner keep readable labels.
                + "<text x=\"\(n(f.minX + fontSize * 0.2))\" y=\"\(n(f.minY + fontSize * CGFloat(1 + node.path.count)))\">\(xml(node.kind))</text></g>")
        }
        if !codeLines.isEmpty {
            out.append("<g class=\"code\">")
            for (i, line) in codeLines.enumerated() {
                out.append("<text x=\"\(n(codeX))\" y=\"\(n(bounds.minY + fontSize * 2 + CGFloat(i + 1) * lineHeight))\" xml:space=\"preserve\">\(xml(line))</text>")
            }
            out.append("</g>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    /// A self-contained HTML page (no network): the SVG beside the Swift code and the message.
    public static func html(_ snapshot: LayoutSnapshot, highlight: [Int]?, proposal: ProposedViewSize, code: String, message: String) -> String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>Plumb: \(xml(message))</title>
        <style>body{font-family:sans-serif;margin:1em;display:flex;gap:2em}svg{width:60vw;border:1px solid #ccc}pre{background:#f6f6f6;padding:1em}</style>
        </head><body>
        <div>\(svg(snapshot, highlight: highlight, proposal: proposal, title: message, code: ""))</div>
        <div><p>\(xml(message))</p><pre>\(xml(code))</pre>
        <p>Red: the offending node. Dashed green: the bounds it should keep to. Dotted grey: the proposal.</p></div>
        </body></html>
        """
    }
}
