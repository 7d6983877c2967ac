import Foundation
import IntentJSON
import IntentKitClient
import IntentWire

extension MCPServer {
    /// How many entities one `resources/list` page carries.
    static let resourcePageSize = 100

    /// The URI of the app's metadata.
    var metadataURI: String { "intentkit://\(bundleIdentifier)/metadata" }

    /// `resources/list`: the metadata, then each entity type's entities (those whose query can list all), a page at
    /// a time.
    ///
    /// The cursor is `<entity type>:<the app's cursor>`, empty after the colon to start a type: the app runs each
    /// query once and holds the rest of its result between pages (for two minutes after the last), so a long list
    /// costs one query, not one a page.
    func listResources(_ params: JSONObject) async throws -> JSONValue {
        let metadata = try await metadata()
        let listable = metadata.entities.filter { $0.queries.contains(.all) }
        var resources: [JSONValue] = []
        var entityIndex = 0
        var appCursor: String?
        if let cursor = params["cursor"] {
            guard let text = cursor.string, let colon = text.firstIndex(of: ":"), let index = listable.firstIndex(where: { $0.name == text[..<colon] }) else {
                throw MCPError.invalidParams("the cursor \(String(decoding: JSONWriter.compact(cursor), as: UTF8.self)) is not one this server gave; list from the start")
            }
            entityIndex = index
            let rest = text[text.index(after: colon)...]
            appCursor = rest.isEmpty ? nil : String(rest)
        } else {
            resources.append(
                MCPMessage.object([
                    ("uri", .string(metadataURI)), ("name", .string("metadata")), ("title", .string("\(metadata.app.name)'s intents, entities and enums")),
                    ("mimeType", .string("application/json")),
                ]))
        }
        while entityIndex < listable.count {
            let entity = listable[entityIndex]
            let room = Self.resourcePageSize - resources.count
            guard room > 0 else { return Self.resourcePage(resources, nextCursor: "\(entity.name):") }
            let (page, info) = try await entities(entity.name, EntityQuerySpec(kind: .all), page: PageRequest(limit: room, cursor: appCursor))
            resources += page.map { resource(for: $0, typeName: entity.displayName) }
            if let next = info?.nextCursor { return Self.resourcePage(resources, nextCursor: "\(entity.name):\(next)") }
            entityIndex += 1
            appCursor = nil
        }
        return Self.resourcePage(resources, nextCursor: nil)
    }

    private static func resourcePage(_ resources: [JSONValue], nextCursor: String?) -> JSONValue {
        MCPMessage.object([("resources", .array(resources))] + (nextCursor.map { [("nextCursor", JSONValue.string($0))] } ?? []))
    }

    /// `resources/templates/list`: one template per entity type, `intentkit://<bundle id>/<Entity>/{id}`.
    func listResourceTemplates() async throws -> JSONValue {
        let metadata = try await metadata()
        let templates = metadata.entities.map { entity in
            MCPMessage.object([
                ("uriTemplate", .string("intentkit://\(bundleIdentifier)/\(entity.name)/{id}")), ("name", .string(entity.name)),
                ("title", .string(entity.displayName)), ("mimeType", .string("application/json")),
            ])
        }
        return MCPMessage.object([("resourceTemplates", .array(templates))])
    }

    /// `resources/read`: the metadata, or one entity by its identifier.
    func readResource(_ params: JSONObject) async throws -> JSONValue {
        guard let uri = params["uri"]?.string else { throw MCPError.invalidParams("resources/read needs \"uri\"") }
        let metadata = try await metadata()
        let prefix = "intentkit://\(bundleIdentifier)/"
        func contents(_ json: JSONValue) -> JSONValue {
            MCPMessage.object([
                (
                    "contents",
                    .array([MCPMessage.object([("uri", .string(uri)), ("mimeType", .string("application/json")), ("text", .string(String(decoding: JSONWriter.pretty(json), as: UTF8.self)))])])
                )
            ])
        }
        if uri == metadataURI {
            return contents(try JSONValueEncoder.encode(metadata))
        }
        let path = uri.hasPrefix(prefix) ? String(uri.dropFirst(prefix.count)) : ""
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, let entity = metadata.entity(named: parts[0]) else {
            throw MCPError(
                code: -32002,
                message:
                    "no resource \(uri); this server's are \(metadataURI) and \(prefix)<Entity>/<id> for \(metadata.entities.map(\.name).joined(separator: ", "))")
        }
        let id = parts[1].removingPercentEncoding ?? parts[1]
        let found = try await entities(entity.name, EntityQuerySpec(kind: .identifiers, identifiers: [id]))
        guard let value = found.first else { throw MCPError(code: -32002, message: "no \(entity.name) with the identifier \"\(id)\" in \(bundleIdentifier)") }
        return contents(MCPValue.plain(.entity(value)))
    }

    private func resource(for entity: EntityValue, typeName: String) -> JSONValue {
        let id = entity.instanceIdentifier.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? entity.instanceIdentifier
        return MCPMessage.object([
            ("uri", .string("intentkit://\(bundleIdentifier)/\(entity.typeIdentifier)/\(id)")), ("name", .string(entity.instanceIdentifier)),
            ("title", .string(entity.display?.title ?? "\(typeName) \(entity.instanceIdentifier)")), ("mimeType", .string("application/json")),
        ])
    }

    /// A query's entities; the app's failure is an MCP error naming it.
    private func entities(_ entity: String, _ query: EntityQuerySpec) async throws -> [EntityValue] {
        try await answering(entity) { try await session.entities(entity, query) }
    }

    /// A page of a query's entities; a cursor the app no longer holds is an invalid parameter saying to start again.
    private func entities(_ entity: String, _ query: EntityQuerySpec, page: PageRequest) async throws -> (entities: [EntityValue], page: PageInfo?) {
        do {
            return try await answering(entity) { try await session.entities(entity, query, page: page) }
        } catch let error as MCPError where page.cursor != nil && error.code == -32002 {
            throw MCPError.invalidParams(
                "the cursor for \(entity) is no longer held by \(bundleIdentifier) (a listing is kept for two minutes after its last page, and not across a relaunch): list from the start (\(error.message))"
            )
        }
    }

    /// The app's answer, or an MCP error naming what failed: an invalid name or identifier is no such resource.
    private func answering<Answer>(_ entity: String, _ body: () async throws -> Answer) async throws -> Answer {
        do {
            return try await body()
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as IntentRequestError {
            throw MCPError(code: -32002, message: error.message)
        } catch {
            throw MCPError(code: -32603, message: "\(bundleIdentifier) could not answer \(entity)'s query: \(error)")
        }
    }
}
