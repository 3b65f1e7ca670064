import Testing
@testable import PlumbCheck

@Suite("The compiler's errors, read")
struct BuildDiagnosticsTests {
    @Test("errors by file and line, each once; notes and warnings ignored; missing API named")
    func parse() {
        let output = """
            [3/5] Compiling CheckedLayouts 000_Settings.swift
            /tmp/x/Sources/CheckedLayouts/000_Settings.swift:12:13: error: cannot find 'Label' in scope
            /tmp/x/Sources/CheckedLayouts/000_Settings.swift:12:13: error: cannot find 'Label' in scope
            /tmp/x/Sources/CheckedLayouts/001_Row.swift:4:8: error: no such module 'UIKit'
            /tmp/x/Sources/CheckedLayouts/001_Row.swift:9:20: error: value of type 'Text' has no member 'kerning'
            /tmp/x/Sources/CheckedLayouts/001_Row.swift:9:20: warning: unused
            /tmp/x/Sources/CheckedLayouts/001_Row.swift:9:20: note: did you mean
            """
        let diagnostics = BuildDiagnostics(output: output)
        #expect(diagnostics.errors.map(\.line) == [12, 4, 9])
        #expect(diagnostics.errors[0].file == "/tmp/x/Sources/CheckedLayouts/000_Settings.swift")
        #expect(diagnostics.missingNames == ["Label", "UIKit", "kerning"])
    }
}
