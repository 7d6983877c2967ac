import Foundation
import IntentKitTestSupport
import Synchronization
import Testing

@testable import IntentSystem
@testable import IntentWire

#if canImport(Glibc)
    import Glibc
#endif

/// A connection's output is made non-blocking without touching whoever shares its open file description: an app's
/// stdout is often shared with the shell that started it, whose own writes must keep blocking.
@Suite struct NonBlockingOutputTests {
    private static func isNonBlocking(_ fd: Int32) -> Bool { fcntl(fd, F_GETFL) & O_NONBLOCK != 0 }

    @Test func aPipeGetsANonBlockingDescriptionOfItsOwn() throws {
        let ends = TestPipe()
        let shared = dup(ends.writeEnd)
        defer { for fd in [ends.readEnd, ends.writeEnd, shared] { close(fd) } }
        _ = fcntl(ends.writeEnd, F_SETFD, FD_CLOEXEC)

        #expect(FileDescriptorIO.makeWritesNonBlocking(ends.writeEnd))
        #expect(Self.isNonBlocking(ends.writeEnd))
        #expect(!Self.isNonBlocking(shared), "the descriptor sharing the old description still blocks")
        #expect(fcntl(ends.writeEnd, F_GETFD) & FD_CLOEXEC != 0, "close-on-exec is kept")
        // Still the same pipe: what is written reaches its reader.
        #expect(FileDescriptorIO.writeAll(ends.writeEnd, Array("through\n".utf8)))
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = FileDescriptorIO.readChunk(ends.readEnd, into: &buffer)
        #expect(String(decoding: buffer[..<count], as: UTF8.self) == "through\n")
    }

    @Test func aFullPipeStopsANonBlockingWriteWhereItGotTo() throws {
        let ends = TestPipe()
        defer { ends.closeBoth() }
        #expect(FileDescriptorIO.makeWritesNonBlocking(ends.writeEnd))
        let bytes = [UInt8](repeating: 0x78, count: 200_000)
        guard case .full(let offset) = FileDescriptorIO.write(ends.writeEnd, bytes) else {
            Issue.record("a write larger than the pipe did not stop when it filled")
            return
        }
        #expect(offset > 0 && offset < bytes.count)
        #expect(FileDescriptorIO.write(ends.writeEnd, parts: [bytes], from: offset) == .full(offset: offset), "still full")
    }

    /// `writeAll` keeps its promise on a non-blocking descriptor (a terminal or pipe another program left
    /// non-blocking): it waits for room instead of failing at the first `EAGAIN`.
    @Test func writeAllWaitsForRoomOnANonBlockingDescriptor() throws {
        let ends = TestPipe()
        let (readEnd, writeEnd) = (ends.readEnd, ends.writeEnd)
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        let received = Mutex<Int?>(nil)
        Thread {
            usleep(50_000)  // the writer meets a full pipe first
            var total = 0
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while case let count = FileDescriptorIO.readChunk(readEnd, into: &buffer), count > 0 { total += count }
            close(readEnd)
            received.withLock { $0 = total }
        }.start()
        #expect(FileDescriptorIO.writeAll(writeEnd, [UInt8](repeating: 0x61, count: 300_000)))
        #expect(FileDescriptorIO.writeAll(writeEnd, parts: [[UInt8](repeating: 0x62, count: 200_000), [0x0A]]))
        close(writeEnd)
        var total: Int?
        for _ in 0..<5_000 where total == nil {
            total = received.withLock { $0 }
            if total == nil { usleep(2_000) }
        }
        #expect(total == 500_001)
    }

    @Test func aFileIsLeftAsItWas() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nonblocking-\(UUID().uuidString)").path
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        defer {
            close(fd)
            unlink(path)
        }
        #expect(!FileDescriptorIO.makeWritesNonBlocking(fd))
        #expect(!Self.isNonBlocking(fd))
    }
}
