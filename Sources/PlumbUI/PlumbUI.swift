// SwiftUI code gets CGFloat, CGSize, CGPoint and CGRect from `import SwiftUI` alone; for such
// code to compile unchanged with `import PlumbUI`, PlumbUI re-exports Foundation.
@_exported import Foundation
