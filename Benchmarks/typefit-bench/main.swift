import Foundation

// typefit-bench: the performance benchmark (see docs/performance.md).
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    if let message = error.message {
        FileHandle.standardError.write(Data("typefit-bench: \(message)\n\(BenchOptions.usage)\n".utf8))
        exit(64)
    }
    print(BenchOptions.usage)
case .success(let options):
    do {
        exit(try Benchmark(options: options).run())
    } catch {
        FileHandle.standardError.write(Data("typefit-bench: \(error)\n".utf8))
        exit(1)
    }
}
