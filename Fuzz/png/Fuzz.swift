import Fuzzing

#if FUZZING
import CLibFuzzer
import Foundation
#endif

// Built two ways. `make fuzz` compiles with -sanitize=fuzzer,address and -D FUZZING: main hands
// the command line to libFuzzer, which calls the target with generated inputs. A plain build
// replays files or folders given as arguments (e.g. a crash file libFuzzer wrote).
@main
struct Fuzz {
  static func main() {
    #if FUZZING
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
      FuzzTargets.png(UnsafeRawBufferPointer(start: data, count: size))
      return 0
    })
    #else
    let count = FuzzReplay.run(Array(CommandLine.arguments.dropFirst()), FuzzTargets.png)
    print("replayed \(count) inputs through the png target")
    #endif
  }
}
