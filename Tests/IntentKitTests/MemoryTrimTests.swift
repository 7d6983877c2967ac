import Testing

@testable import IntentKit

/// The app keeps glibc to one malloc arena unless the person running it chose a number.
@Suite struct MemoryTrimTests {
    @Test func oneArenaUnlessMallocArenaMaxIsSet() {
        #expect(MemoryTrim.arenaLimit(environment: [:]) == 1)
        #expect(MemoryTrim.arenaLimit(environment: ["PATH": "/usr/bin"]) == 1)
        #expect(MemoryTrim.arenaLimit(environment: ["MALLOC_ARENA_MAX": "4"]) == nil, "the person's own setting stands")
    }
}
