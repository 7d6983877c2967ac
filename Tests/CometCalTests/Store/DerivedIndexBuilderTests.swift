import Foundation
import Testing

@testable import CometCalKit

/// Indexes built ahead on the builder's thread are the ones a read would have built, for the generation asked.
@Suite struct DerivedIndexBuilderTests {
    private let now = Date(timeIntervalSinceReferenceDate: 817_700_000)

    private func expectSame(_ built: DerivedEventIndexes?, as events: [EventRecord], _ comment: Comment) {
        let fresh = DerivedEventIndexes(events)
        #expect(built?.order == fresh.order, comment)
        #expect(built?.rank == fresh.rank, comment)
        for query in ["relay", "00042", "nebula orbit", "x", ""] {
            #expect(built?.titles.positions(containing: query) == fresh.titles.positions(containing: query), "\(comment): \"\(query)\"")
        }
    }

    @Test func takesWhatWasBuiltForTheGeneration() async {
        let events = SeedData.generatedEvents(800, now: now)
        let builder = DerivedIndexBuilder()
        builder.request(events, generation: 7)
        await builder.waitUntilIdle()
        let handedOutForAnotherGeneration = builder.take(generation: 6) != nil
        #expect(!handedOutForAnotherGeneration, "another generation's indexes are never handed out")
        builder.request(events, generation: 7)
        await builder.waitUntilIdle()
        expectSame(builder.take(generation: 7), as: events, "built ahead")
        let takenTwice = builder.take(generation: 7) != nil
        #expect(!takenTwice, "taken once")
    }

    @Test func neverHandsOutAnOlderGenerationsIndexes() async {
        let builder = DerivedIndexBuilder()
        let older = SeedData.generatedEvents(3_000, now: now)
        let newer = SeedData.generatedEvents(900, startingAt: 5_000, now: now)
        for round in 0..<20 {
            builder.request(older, generation: UInt64(2 * round))
            builder.request(newer, generation: UInt64(2 * round + 1))
            // Still waiting behind the older build: nil, and the caller builds; else the newer build, waited for.
            let taken = builder.take(generation: UInt64(2 * round + 1))
            if taken != nil { expectSame(taken, as: newer, "round \(round)") }
            await builder.waitUntilIdle()
            let olderHandedOut = builder.take(generation: UInt64(2 * round)) != nil
            #expect(!olderHandedOut, "round \(round): the older build was replaced or dropped")
        }
    }

    @Test func neverAskedGivesNothing() {
        let handedOut = DerivedIndexBuilder().take(generation: 0) != nil
        #expect(!handedOut)
    }
}

/// A store of many events builds its date order and title index ahead of the first read, and reads stay exact.
@Suite struct StoreIndexesBuiltAheadTests {
    private let now = Date(timeIntervalSinceReferenceDate: 817_700_000)

    private func withDirectory(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ahead-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }

    private func expectExact(_ store: CalendarStore, _ comment: Comment) async {
        let all = await store.events()
        #expect(all.map(\.id) == all.sorted { ($0.startDate, $0.title) < ($1.startDate, $1.title) }.map(\.id), "\(comment): date order")
        for query in ["relay", "05042", "nebula orbit", "zebra"] {
            let found = await store.events(titleContaining: query).map(\.id)
            #expect(found == all.filter { TextMatching.contains($0.title, query) }.map(\.id), "\(comment): \"\(query)\"")
        }
    }

    @Test func aSmallStoreBuildsOnFirstUse() async throws {
        try await withDirectory { directory in
            let store = try CalendarStore(directory: directory)
            try await store.addGeneratedEvents(DerivedIndexBuilder.threshold - 1, now: now)
            await store.waitForIndexesBuiltAhead()
            await expectExact(store, "small")
            #expect(await store.indexBuildsOnFirstUse == 1)
        }
    }

    @Test func bulkAdditionsRewritesAndReopeningAreBuiltAhead() async throws {
        try await withDirectory { directory in
            let store = try CalendarStore(directory: directory)
            try await store.addGeneratedEvents(DerivedIndexBuilder.threshold + 200, now: now)
            await store.waitForIndexesBuiltAhead()
            await expectExact(store, "after a bulk addition")
            #expect(await store.indexBuildsOnFirstUse == 0, "the indexes were built ahead")

            let doomed = await store.events(titleContaining: "relay").prefix(50).map(\.id)
            try await store.deleteEvents(ids: doomed)
            await store.waitForIndexesBuiltAhead()
            await expectExact(store, "after a rewrite")
            #expect(await store.indexBuildsOnFirstUse == 0, "rebuilt ahead after the rewrite")

            // Changes in quick succession, each read at once: whichever way the indexes come, they are the current ones.
            for round in 0..<6 {
                let victim = await store.events()[round * 97].id
                try await store.deleteEvents(ids: [victim])
                _ = try await store.createEvent(
                    title: "Zebra Relay \(round)", startDate: now.addingTimeInterval(Double(round) * -1e7), endDate: now, isAllDay: false,
                    calendarID: SeedData.deepSpaceID, status: nil, location: nil, attendees: [], notes: nil)
                await expectExact(store, "round \(round)")
            }

            let reopened = try CalendarStore(directory: directory)
            await reopened.waitForIndexesBuiltAhead()
            await expectExact(reopened, "reopened")
            #expect(await reopened.indexBuildsOnFirstUse == 0, "built ahead when the store was opened")
        }
    }
}
