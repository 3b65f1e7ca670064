// SwiftUI code gets CGFloat, CGSize, CGPoint and CGRect from `import SwiftUI` alone; for such
// code to compile unchanged with `import PlumbUI`, PlumbUI re-exports Foundation.
@_exported import Foundation
// SwiftUI re-exports Observation too, so a view model marked `@Observable` compiles with
// `import SwiftUI` alone.
@_exported import Observation
