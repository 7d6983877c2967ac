import IntentWire

/// What a client asks of an app, in wire values: the one implementation under the Apple-shaped API and the harness.
///
/// Every method launches the app if needed, checks the names it is given
/// against the app's metadata first (an unknown name fails before anything is
/// sent, with the closest valid names), and reads results of any size by
/// pages, transparently.
extension AppSession {
    /// How many items one page of a query, search or value query carries.
    public static let pageSize = 1000

    /// Runs an intent: resolves its parameters in the app, performs it, returns its result.
    /// - Parameters:
    ///   - intent: The intent's type name.
    ///   - parameters: Values by parameter name; an absent parameter is unset, ``IntentValue/null`` sets it to nil.
    ///   - answers: How to answer its prompts; the session's ``promptAnswers`` when `nil`.
    ///   - progress: Called with each progress report of a `ProgressReportingIntent`, on IntentKit's reader thread; keep it short.
    /// - Throws: ``IntentRequestError`` for an unknown intent, parameter or value; ``IntentPerformError`` when it
    ///   throws, is cancelled or waits on an unanswered prompt; ``AppProcessError`` when the app cannot run.
    public func run(
        _ intent: String, parameters: [String: IntentValue], answers: PromptAnswers? = nil, progress: (@Sendable (IntentProgressUpdate) -> Void)? = nil
    ) async throws -> RunIntentResponse {
        let lookup = try await lookup()
        try lookup.checkParameters(parameters.keys.sorted(), of: try lookup.intent(intent))
        return try await send(RunIntentRequest(intent: intent, parameters: parameters), subject: "\(intent).run()", answers: answers, progress: progress)
    }

    /// Runs one of an entity type's queries and returns every entity it finds, in the query's order.
    public func entities(_ entity: String, _ query: EntityQuerySpec) async throws -> [EntityValue] {
        try await collect { try await entities(entity, query, eachPage: $0) }
    }

    /// Runs one of an entity type's queries, handing over its result a page at a time, as the pages arrive.
    /// - Parameter eachPage: Called with each page's entities and the total number the query found.
    public func entities(_ entity: String, _ query: EntityQuerySpec, eachPage: ([EntityValue], _ total: Int) async throws -> Void) async throws {
        _ = try await lookup().entity(entity)
        try await pages(subject: "\(entity).\(query)", eachPage) { page in
            let response = try await self.send(EntityQueryRequest(entity: entity, query: query, page: page), subject: "\(entity).\(query)")
            return (response.entities, response.page)
        }
    }

    /// One page of a query's entities, for a client that pages on its own (`harness mcp` hands the app's cursor on to
    /// its client): the app runs the query once, at the first page, and holds the rest for a while (two minutes
    /// after its last page request).
    /// - Parameter page: How many, and the cursor the previous page gave; `nil` starts the query.
    /// - Returns: The page's entities and where the result stands (`nil` when the app sent the whole result).
    /// - Throws: ``IntentRequestError`` for an unknown entity or a cursor the app does not hold (expired, or from a
    ///   process that has since ended), besides what every request throws.
    public func entities(_ entity: String, _ query: EntityQuerySpec, page: PageRequest) async throws -> (entities: [EntityValue], page: PageInfo?) {
        _ = try await lookup().entity(entity)
        let response = try await send(EntityQueryRequest(entity: entity, query: query, page: page), subject: "\(entity).\(query)")
        return (response.entities, response.page)
    }

    /// Searches the app's index for an entity type (everything indexed for it when `query` is `nil`), best first.
    public func search(_ entity: String, _ query: String?) async throws -> [EntityValue] {
        try await collect { try await search(entity, query, eachPage: $0) }
    }

    /// Searches the app's index, handing over the hits a page at a time, as the pages arrive.
    public func search(_ entity: String, _ query: String?, eachPage: ([EntityValue], _ total: Int) async throws -> Void) async throws {
        _ = try await lookup().entity(entity)
        let subject = "\(entity).spotlightQuery(\(query.map { "\"\($0.truncatedForMessages)\"" } ?? "nil"))"
        try await pages(subject: subject, eachPage) { page in
            let response = try await self.send(SearchRequest(entity: entity, query: query, page: page), subject: subject)
            return (response.entities, response.page)
        }
    }

    /// Runs a value query on an input and returns its values, in its order.
    public func values(_ query: String, for input: IntentValue) async throws -> [IntentValue] {
        _ = try await lookup().valueQuery(query)
        return try await collect { eachPage in
            try await pages(subject: "\(query).values(for:)", eachPage) { page in
                let response = try await self.send(ValueQueryRequest(query: query, input: input, page: page), subject: "\(query).values(for:)")
                return (response.values, response.page)
            }
        }
    }

    /// Undoes the last action an undoable intent registered, as the person's undo gesture does; returns the action's
    /// name (`nil` when it had none).
    /// - Throws: ``IntentPerformError`` of kind `nothingToUndo` when no action is left to undo.
    @discardableResult
    public func undo() async throws -> String? {
        try await send(UndoRequest(), subject: "undo").actionName
    }

    /// What the app shows now; only annotations of `entity` when given.
    public func screen(entity: String? = nil) async throws -> ScreenResponse {
        if let entity { _ = try await lookup().entity(entity) }
        return try await send(ScreenRequest(entity: entity), subject: entity.map { "\($0).viewAnnotations()" } ?? "the screen")
    }

    /// Reads every page of a result, handing each over as it arrives.
    /// - Throws: ``AppProcessError`` (``AppProcessError/Kind/protocolViolation``) when the app's page information
    ///   cannot be true (see ``PageWalk``), besides what `fetch` throws.
    private func pages<Item: Sendable>(
        subject: String,
        _ eachPage: ([Item], Int) async throws -> Void,
        _ fetch: (PageRequest) async throws -> ([Item], PageInfo?)
    ) async throws {
        var walk = PageWalk(subject: subject)
        var cursor: String?
        repeat {
            let (page, info) = try await fetch(PageRequest(limit: Self.pageSize, cursor: cursor))
            do {
                cursor = try walk.accept(count: page.count, info: info)
            } catch {
                throw AppProcessError(
                    kind: .protocolViolation, bundleIdentifier: bundleIdentifier, message: "\(bundleIdentifier) \(error.problem); the result was not used",
                    diagnostics: (try? await diagnostics()) ?? .none)
            }
            try await eachPage(page, info?.total ?? page.count)
        } while cursor != nil
    }

    /// Every page's items, in order.
    private func collect<Item: Sendable>(_ read: (([Item], Int) async throws -> Void) async throws -> Void) async throws -> [Item] {
        var items: [Item] = []
        try await read { page, total in
            // A result of one page is that page: appending it copied every item (for entities, retaining each one's
            // identifier, properties and display, then releasing them with the page).
            if items.isEmpty, page.count == total {
                items = page
                return
            }
            if items.isEmpty { items.reserveCapacity(PageWalk.reservation(forTotal: total)) }
            items += page
        }
        return items
    }
}

extension AppSession {
    /// Renders a snippet intent again, as a result's snippet names it; the app checks that rendering changed nothing.
    public func renderSnippet(_ intent: RunIntentRequest) async throws -> SnippetNodeValue {
        try await send(SnippetRenderRequest(intent: intent), subject: "\(intent.intent) (snippet)").view
    }
}

extension AppSession {
    /// Works out a deferred property of one entity in the app.
    public func deferredProperty(_ property: String, of entity: EntityValue) async throws -> IntentValue {
        try await send(
            EntityPropertyRequest(entity: entity.typeIdentifier, id: entity.instanceIdentifier, property: property),
            subject: "\(entity.typeIdentifier).\(property)"
        ).value
    }
}
