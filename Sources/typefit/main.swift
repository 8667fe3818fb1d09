import Foundation
import TypeFitCLI

exit(TypeFitCommandLine.run(Array(CommandLine.arguments.dropFirst())))
