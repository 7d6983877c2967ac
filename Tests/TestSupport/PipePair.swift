#if canImport(Glibc)
    import Glibc
#endif

/// A pipe made for a test: the end to read from and the end to write to.
package struct TestPipe: Sendable {
    /// The end to read from.
    package let readEnd: Int32
    /// The end to write to.
    package let writeEnd: Int32

    /// Makes a pipe; stops the test process when the system has no descriptors left (no test can go on without one).
    package init() {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0, "pipe(2) failed")
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Closes both ends.
    package func closeBoth() {
        close(readEnd)
        close(writeEnd)
    }
}
