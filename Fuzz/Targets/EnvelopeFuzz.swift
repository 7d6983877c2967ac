/// The canonical request and reply envelopes, read without a tree, against the general classification.
///
/// Oracles: a line the canonical reader recognises is classified by the general path as the same request (id,
/// method, params) or the same reply (id, result), or, when its params are not JSON (which the canonical reader
/// leaves to the params reader, whose failure sends the line to the general path), refused by the general path
/// (under whatever id it finds: a line with two ids is not the canonical form after all); an id of any length never
/// traps either.
enum EnvelopeFuzz {
    static func check(_ input: [UInt8]) {
        let general = IncomingMessage.classify(input)
        if let request = CanonicalRequest(input) {
            let params = try? JSONParser.parse(input[request.params])
            switch general {
            case .request(let id, let method, let generalParams) where id == request.id && method == request.method && generalParams == params: break
            case .invalid where params == nil: break
            default: oracleFailed("envelope", "canonical request \(request.id) \(request.method) but the general path says \(general)", input)
            }
        }
        if let reply = CanonicalReply(input) {
            guard case .response(let id, let outcome) = general, id == reply.id else {
                oracleFailed("envelope", "canonical reply \(reply.id) but the general path says \(general)", input)
            }
            if case .result(let value) = outcome, (try? JSONParser.parse(input[reply.result])) != value {
                oracleFailed("envelope", "the canonical reply's result differs from the general path's", input)
            }
        }
    }
}
