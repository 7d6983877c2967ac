import Foundation
import Testing

@testable import IntentWire

/// Paged results as a confused or hostile client asks for them: a cursor sent with another request, and page
/// sizes that are not sizes.
@Suite struct PageCursorTests {
    /// The first page of every event, five at a time; returns the reply and its cursor.
    private func firstPage(_ app: RawApp, id: Int) async throws -> String {
        app.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"entity/query","params":{"entity":"EventEntity","query":{"kind":"all"},"page":{"limit":5}}}"#)
        let reply = try #require(await app.next())
        let cursor = try #require(reply.firstMatch(of: /"nextCursor":"([^"]+)"/)?.1, "\(reply.prefix(200))")
        #expect(reply.contains(#""total":30"#))
        return String(cursor)
    }

    @Test func aCursorContinuesOnlyTheRequestThatReturnedIt() async throws {
        let scratch = Scratch("cursor")
        let app = try RawApp(container: scratch.path("container"))
        app.send(#"{"jsonrpc":"2.0","id":1,"method":"intent/run","params":{"intent":"SeedBulkEventsIntent","parameters":{"count":{"int":30}}}}"#)
        #expect(await app.next() == #"{"jsonrpc":"2.0","id":1,"result":{"value":{"int":30}}}"#)
        let cursor = try await firstPage(app, id: 2)
        let misuses = [
            ("entity/query", #"{"entity":"CalendarEntity","query":{"kind":"all"}"#),
            ("entity/query", #"{"entity":"EventEntity","query":{"kind":"string","string":"nebula"}"#),
            ("search/query", #"{"entity":"EventEntity","query":"nebula""#),
            ("valueQuery/run", #"{"query":"StationSearchQuery","input":{"string":"d"}"#),
        ]
        for (offset, (method, params)) in misuses.enumerated() {
            let id = 10 + offset
            app.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params),"page":{"limit":5,"cursor":"\#(cursor)"}}}"#)
            let expected =
                #"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32602,"message":"invalid parameters for \"\#(method)\": the page cursor \"\#(cursor)\" continues "#
                + #"EventEntity.allEntities() (entity/query), not this request; send it with the request that returned it, or leave it out to start again","data":{"kind":"invalidParams"}}}"#
            #expect(await app.next() == expected)
        }
        // A misused cursor is not spent: the request that returned it still walks on from where it stood.
        app.send(#"{"jsonrpc":"2.0","id":20,"method":"entity/query","params":{"entity":"EventEntity","query":{"kind":"all"},"page":{"limit":25,"cursor":"\#(cursor)"}}}"#)
        let rest = try #require(await app.next())
        #expect(rest.hasPrefix(#"{"jsonrpc":"2.0","id":20,"result":{"entities":["#))
        #expect(rest.hasSuffix(#""page":{"total":30}}}"#), "\(rest.suffix(80))")
        #expect(rest.components(separatedBy: #"{"type":"EventEntity""#).count - 1 == 25, "the misuses took no events from the result")
        #expect(rest.contains(#" 00029""#), "the last page holds the last event")
        #expect(await app.finish() == .exited(0))
    }

    @Test func aPageSizeBelowOneIsRefusedNamingTheRange() async throws {
        let scratch = Scratch("limit")
        let app = try RawApp(container: scratch.path("container"))
        let requests = [
            ("entity/query", #"{"entity":"EventEntity","query":{"kind":"all"}"#),
            ("search/query", #"{"entity":"CalendarEntity","query":"deep""#),
            ("valueQuery/run", #"{"query":"StationSearchQuery","input":{"string":"d"}"#),
        ]
        var id = 0
        for limit in [0, -1, Int.min] {
            for (method, params) in requests {
                id += 1
                app.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params),"page":{"limit":\#(limit)}}}"#)
                let expected =
                    #"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32602,"message":"invalid parameters for \"\#(method)\": at \"params.page.limit\": "#
                    + #"\#(limit) is not a page size; a page holds 1 to 10000 items (a larger limit gets 10000)","data":{"kind":"invalidParams"}}}"#
                #expect(await app.next() == expected)
            }
        }
        #expect(await app.finish() == .exited(0))
    }
}
