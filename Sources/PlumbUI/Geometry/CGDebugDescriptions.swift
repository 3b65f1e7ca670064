import Foundation

#if !canImport(CoreGraphics)
// Apple's CoreGraphics gives these types a debug description that SwiftUI code prints
// (`print(size.debugDescription)`); Linux's Foundation has none. Same text as on Apple
// platforms: the components as doubles, in parentheses.

extension CGPoint: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(Double(x)), \(Double(y)))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(Double(width)), \(Double(height)))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String {
        "(\(Double(origin.x)), \(Double(origin.y)), \(Double(size.width)), \(Double(size.height)))"
    }
}
#endif
