/// The canonical request and reply envelopes, read without a tree, against the general classification.
///
/// Oracles: a line the canonical reader recognises is classified by the general path as the same request (id,
/// method, params) or the same reply (id, result); an id of any length never traps either.
enum EnvelopeFuzz {
    static func check(_ input: [UInt8]) {
        let general = IncomingMessage.classify(input)
        if let request = CanonicalRequest(input) {
            let params = try? JSONParser.parse(input[request.params])
            guard case .request(let id, let method, let generalParams) = general, id == request.id, method == request.method, generalParams == params else {
                oracleFailed("envelope", "canonical request \(request.id) \(request.method) but the general path says \(general)", input)
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
