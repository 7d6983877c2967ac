import Foundation
import IntentTransport
import IntentWire

/// The handlers for what the system reads besides intents and queries: the screen, the search index, value queries.
extension IntentServer {
    static func registerSurfaces(_ router: inout RequestRouter, registry: Registry, searchIndex: SearchIndex?, pages: ResultPages) {
        router.register(ScreenRequest.self) { request, _ in
            if let entity = request.entity, registry.entities[entity] == nil {
                throw ResponseError.unknownName(.unknownEntity, "entity", entity, in: registry.description.bundleIdentifier, candidates: registry.entityNames)
            }
            guard let provider = registry.description.screen else {
                return ScreenResponse(screen: "", texts: [], annotations: [])
            }
            let screen = try await AppCodeFailure.run("the app's screen") { try await provider() }
            return try await resolve(screen, only: request.entity, registry: registry)
        }
        router.register(SearchRequest.self) { request, _ in
            guard let entityType = registry.entities[request.entity] else {
                throw ResponseError.unknownName(.unknownEntity, "entity", request.entity, in: registry.description.bundleIdentifier, candidates: registry.entityNames)
            }
            return try await pages.page(request) { () async throws -> FoundEntities in
                guard let searchIndex else { return .none }
                let ids = await searchIndex.search(type: request.entity, query: request.query)
                let spec = EntityQuerySpec(kind: .identifiers, identifiers: ids)
                let found = try await AppCodeFailure.run("\(request.entity).\(spec), resolving search hits") { try await entityType.findEntities(spec) }
                // Most queries answer in the order asked: then there is nothing to reorder or drop. (Compared as the
                // entity's own identifiers first, without making each one's text.)
                if found.isInRequestedOrder { return found }
                let foundIDs = (0..<found.count).map(found.identifier(at:))
                if foundIDs == ids { return found }
                var positions: [String: Int] = [:]
                for (position, id) in foundIDs.enumerated() where positions[id] == nil { positions[id] = position }
                let stale = ids.filter { positions[$0] == nil }
                if !stale.isEmpty {
                    let listed = OptionList.quoted(stale)
                    AppLog.line("search index: dropped \(stale.count) \(request.entity) hit\(stale.count == 1 ? "" : "s") whose entity no longer exists: \(listed)")
                }
                return found.selecting(ids.compactMap { positions[$0] })
            }
        }
        router.register(ValueQueryRequest.self) { request, _ in
            guard let query = registry.valueQueries[request.query] else {
                throw ResponseError.unknownName(.unknownValueQuery, "value query", request.query, in: registry.description.bundleIdentifier, candidates: registry.valueQueryNames)
            }
            let (values, page) = try await pages.page(request) {
                try await AppCodeFailure.run(request.query) { try await query.run(request.input) }
            }
            return ValueQueryResponse(values: values, page: page)
        }
    }

    /// Resolves a screen's annotations through each entity's query, dropping those whose entity is gone.
    private static func resolve(_ screen: Screen, only entity: String?, registry: Registry) async throws -> ScreenResponse {
        let reported = screen.reportedAnnotations
        if let problem = reported.compactMap(\.identifier.problem).first {
            throw ResponseError(
                code: .resolutionFailed, message: "\(screen.name) is declared wrongly: \(problem)",
                data: ErrorDetails(kind: .annotationTypeMismatch, owner: screen.name))
        }
        let wanted = reported.filter { entity == nil || $0.identifier.typeIdentifier == entity }
        var resolved: [String: [String: EntityValue]] = [:]
        for type in Set(wanted.map(\.identifier.typeIdentifier)) {
            guard let entityType = registry.entities[type] else {
                throw ResponseError(
                    code: .resolutionFailed, message: "\(screen.name) annotates \(type), an entity that is not registered",
                    data: ErrorDetails(kind: .unknownEntity, name: type, owner: screen.name))
            }
            let ids = Array(Set(wanted.filter { $0.identifier.typeIdentifier == type }.map(\.identifier.instanceIdentifier)))
            let spec = EntityQuerySpec(kind: .identifiers, identifiers: ids)
            let values = try await AppCodeFailure.run("\(type).\(spec), resolving \(screen.name)'s annotations") { try await entityType.runQuery(spec) }
            resolved[type] = Dictionary(values.map { ($0.instanceIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let annotations = wanted.compactMap { annotation in
            resolved[annotation.identifier.typeIdentifier]?[annotation.identifier.instanceIdentifier]
                .map { AnnotationValue(entity: $0, isSelected: annotation.isSelected) }
        }
        return ScreenResponse(screen: screen.name, texts: screen.texts, annotations: annotations)
    }
}
