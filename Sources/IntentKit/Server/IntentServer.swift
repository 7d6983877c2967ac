import Foundation
import IntentTransport
import IntentWire

/// The request handlers of an IntentKit app.
enum IntentServer {
    /// The router answering `initialize`, `intent/run`, `entity/query`, `entity/property`, `snippet/render`, `screen/read`, `search/query`, `valueQuery/run` and `shutdown`.
    ///
    /// `shutdown` refuses new requests, waits for the ones in flight to be
    /// answered, settles the search index (saving it), replies, and then runs
    /// `onShutdown` (which exits the process).
    static func router(for registry: Registry, searchIndex: SearchIndex? = nil, onShutdown: @escaping @Sendable () -> Void) -> RequestRouter {
        var router = RequestRouter()
        let pages = ResultPages()
        registerSurfaces(&router, registry: registry, searchIndex: searchIndex, pages: pages)
        let handshake = registry.encodedHandshake
        router.register(
            InitializeRequest.self,
            answeringWithEncoded: { request, _ in
                guard request.protocolVersion == ProtocolVersion.current else {
                    throw ResponseError(
                        code: .invalidRequest,
                        message: "\(registry.description.bundleIdentifier) speaks protocol version \(ProtocolVersion.current), but the client asked for \(request.protocolVersion)",
                        data: ErrorDetails(kind: .unsupportedVersion, expected: String(ProtocolVersion.current), given: String(request.protocolVersion)))
                }
                return try handshake.get()
            })
        router.register(RunIntentRequest.self) { request, context in
            try await MemoryTrim.afterHeavy { try await IntentRunner(registry: registry, connection: context.connection, requestID: context.id).run(request) }
        }
        router.register(UndoRequest.self) { _, _ in
            let (undone, name) = await MainActor.run { AppUndo.undoLatest() }
            guard undone else {
                throw ResponseError(
                    code: .appFailed, message: "\(registry.description.bundleIdentifier) has nothing to undo: no undoable intent registered an action since the last undo",
                    data: ErrorDetails(kind: .nothingToUndo))
            }
            return UndoResponse(actionName: name)
        }
        router.register(SnippetRenderRequest.self) { request, context in
            try await IntentRunner(registry: registry, connection: context.connection, requestID: context.id).render(request)
        }
        router.register(EntityQueryRequest.self) { request, _ in
            guard let entityType = registry.entities[request.entity] else {
                throw ResponseError.unknownName(.unknownEntity, "entity", request.entity, in: registry.description.bundleIdentifier, candidates: registry.entityNames)
            }
            return try await MemoryTrim.afterHeavy {
                try await pages.page(request) {
                    try await AppCodeFailure.run("\(request.entity).\(request.query)") { try await entityType.findEntities(request.query) }
                }
            }
        }
        router.register(EntityPropertyRequest.self) { request, _ in
            guard let entityType = registry.entities[request.entity] else {
                throw ResponseError.unknownName(.unknownEntity, "entity", request.entity, in: registry.description.bundleIdentifier, candidates: registry.entityNames)
            }
            return EntityPropertyResponse(value: try await DeferredProperties.fetch(request, of: entityType))
        }
        #if os(Linux) || !canImport(CoreTransferable)
            router.register(EntityExportRequest.self) { request, _ in try await EntityTransfers.export(request, registry: registry) }
            router.register(EntityImportRequest.self) { request, _ in try await EntityTransfers.importEntity(request, registry: registry) }
            router.register(EntityValueExportRequest.self) { request, _ in try await EntityValueTransfers.export(request, registry: registry) }
            router.register(EntityValueImportRequest.self) { request, _ in try await EntityValueTransfers.importEntity(request, registry: registry) }
        #endif
        let shuttingDown = ResponseError(
            code: .invalidRequest, message: "\(registry.description.bundleIdentifier) is shutting down and takes no new requests",
            data: ErrorDetails(kind: .shuttingDown))
        router.register(ShutdownRequest.self, refusingLaterRequestsWith: shuttingDown) { _, context in
            await context.connection.drainIncoming(except: context)
            await searchIndex?.save()
            context.afterReply(onShutdown)
            return EmptyResponse()
        }
        return router
    }
}
