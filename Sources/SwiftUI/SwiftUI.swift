/// `import SwiftUI` on platforms that have no SwiftUI (Linux): this module re-exports PlumbUI,
/// so a layout file that says `import SwiftUI` compiles unchanged in a Linux target that
/// depends on the `SwiftUI` product of Plumb. It defines nothing of its own, and imports
/// nothing but PlumbUI. On Apple platforms the package does not declare it: the system's
/// SwiftUI is the one imported there.
@_exported import PlumbUI
