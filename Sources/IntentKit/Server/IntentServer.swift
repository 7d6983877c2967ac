import Foundation

/// The request handlers of an IntentKit app.
enum IntentServer {
    /// The router answering `initialize`, `intent/run`, `entity/query`, `screen/read`, `search/query`, `valueQuery/run` and `shutdown`.
    static func router(for registry: Registry, searchIndex: SearchIndex? = nil, onShutdown: @escaping @Sendable () -> Void) -> RequestRouter {
        var router = RequestRouter()
        registerSurfaces(&router, registry: registry, searchIndex: searchIndex)
        router.register(InitializeRequest.self) { request, _ in
            guard request.protocolVersion == ProtocolVersion.current else {
                throw ResponseError(
                    code: .invalidRequest,
                    message: "\(registry.description.bundleIdentifier) speaks protocol version \(ProtocolVersion.current), but the client asked for \(request.protocolVersion)",
                    data: ErrorDetails(kind: "unsupportedVersion", expected: String(ProtocolVersion.current), given: String(request.protocolVersion)))
            }
            return InitializeResponse(metadata: registry.metadata)
        }
        router.register(RunIntentRequest.self) { request, context in
            try await IntentRunner(registry: registry, connection: context.connection, requestID: context.id).run(request)
        }
        router.register(EntityQueryRequest.self) { request, _ in
            guard let entityType = registry.entities[request.entity] else {
                throw ResponseError.unknownName("entity", request.entity, in: registry.description.bundleIdentifier, candidates: registry.metadata.entities.map(\.name))
            }
            do {
                return EntityQueryResponse(entities: try await entityType.runQuery(request.query))
            } catch let error as ResolutionError {
                throw error.responseError
            } catch let error as ResponseError {
                throw error
            } catch {
                throw IntentRunner.responseError(for: error, intent: "\(request.entity) query \(request.query)")
            }
        }
        router.register(ShutdownRequest.self) { _, _ in
            await searchIndex?.settle()
            onShutdown()
            return EmptyResponse()
        }
        return router
    }
}
