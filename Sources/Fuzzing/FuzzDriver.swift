import Foundation

#if FUZZING
  import CLibFuzzer
#endif

/// The `main` of every fuzz executable, built two ways. `make fuzz` compiles with
/// `-sanitize=fuzzer,address -D FUZZING`: the command line goes to libFuzzer, which calls the
/// target with generated inputs. A plain build replays the files or folders given as arguments
/// (e.g. a crash file libFuzzer wrote) through the same target.
public enum FuzzDriver {
  /// The target libFuzzer's C callback calls (a C function pointer cannot capture it).
  nonisolated(unsafe) static var target: ((UnsafeRawBufferPointer) -> Void)?

  public static func main(_ target: @escaping (UnsafeRawBufferPointer) -> Void, name: String) -> Never {
    #if FUZZING
      Self.target = target
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, size in
          FuzzDriver.target?(UnsafeRawBufferPointer(start: data, count: size))
          return 0
        })
    #else
      let count = FuzzReplay.run(Array(CommandLine.arguments.dropFirst()), target)
      print("replayed \(count) inputs through the \(name) target")
      exit(0)
    #endif
  }
}
