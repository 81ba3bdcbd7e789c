// The C library's `stdout` is a mutable global: Swift 6 refuses a reference to it unless the
// import is marked @preconcurrency. Its one use is here, before any thread is started.
#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Makes stdout line-buffered, as it is on a terminal: into a pipe or file it was block-buffered
/// while stderr is not, so `check ... 2>&1 | cat` printed the verdict (stderr) before the lines
/// above it and inside one of them (`audit: material/card/shrine-themed/normthe spec audit found
/// errors`). Each binary's `main` calls it first; a run prints a few hundred lines at most, one
/// write each.
package func lineBufferStandardOutput() {
  setvbuf(stdout, nil, _IOLBF, 0)
}
