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
    /// a time. The cursor is `<entity type>:<offset>`.
    func listResources(_ params: JSONObject) async throws -> JSONValue {
        let metadata = try await metadata()
        let listable = metadata.entities.filter { $0.queries.contains(.all) }
        var resources: [JSONValue] = []
        var entityIndex = 0
        var offset = 0
        if let cursor = params["cursor"] {
            guard let text = cursor.string, let colon = text.lastIndex(of: ":"), let start = Int(text[text.index(after: colon)...]), start >= 0,
                let index = listable.firstIndex(where: { $0.name == text[..<colon] })
            else { throw MCPError.invalidParams("the cursor \(String(decoding: JSONWriter.compact(cursor), as: UTF8.self)) is not one this server gave; list from the start") }
            (entityIndex, offset) = (index, start)
        } else {
            resources.append(
                MCPMessage.object([
                    ("uri", .string(metadataURI)), ("name", .string("metadata")), ("title", .string("\(metadata.app.name)'s intents, entities and enums")),
                    ("mimeType", .string("application/json")),
                ]))
        }
        while entityIndex < listable.count {
            let entity = listable[entityIndex]
            let all = try await entities(entity.name, EntityQuerySpec(kind: .all))
            let page = all.dropFirst(offset).prefix(Self.resourcePageSize - resources.count)
            resources += page.map { resource(for: $0, typeName: entity.displayName) }
            offset += page.count
            if offset < all.count {
                return MCPMessage.object([("resources", .array(resources)), ("nextCursor", .string("\(entity.name):\(offset)"))])
            }
            entityIndex += 1
            offset = 0
            if resources.count >= Self.resourcePageSize, entityIndex < listable.count {
                return MCPMessage.object([("resources", .array(resources)), ("nextCursor", .string("\(listable[entityIndex].name):0"))])
            }
        }
        return MCPMessage.object([("resources", .array(resources))])
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
        do {
            return try await session.entities(entity, query)
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as IntentRequestError {
            throw MCPError(code: -32002, message: error.message)  // a name or identifier that is not valid: no such resource
        } catch {
            throw MCPError(code: -32603, message: "\(bundleIdentifier) could not answer \(entity)'s query: \(error)")
        }
    }
}
