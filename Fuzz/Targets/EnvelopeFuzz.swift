import IntentJSON

/// The canonical request and reply envelopes, read without a tree, against the general classification.
///
/// Oracles: a request line the canonical reader recognises, whose params are one JSON value, is classified by the
/// general path as the same request (id, method, params); when its params are not one JSON value, the params reader
/// fails and the connection hands the whole line to the general path, so any classification is right. A reply line
/// it recognises, whose result is one JSON value, is the same reply (id, result). An id of any length never traps
/// either.
enum EnvelopeFuzz {
    static func check(_ input: [UInt8]) {
        let general = IncomingMessage.classify(input)
        if let request = CanonicalRequest(input) {
            let params = try? JSONParser.parse(input[request.params])
            if params != nil {
                guard case .request(let id, let method, let generalParams) = general, id == request.id, method == request.method, generalParams == params else {
                    oracleFailed("envelope", "canonical request \(request.id) \(request.method) but the general path says \(general)", input)
                }
            }
        }
        // A reply whose result is not one JSON value fails the call the line starts to answer (its reader names the
        // problem), while the general path refuses the line in its own way: only a readable result is compared.
        if let reply = CanonicalReply(input), let result = try? JSONParser.parse(input[reply.result]) {
            guard case .response(let id, .result(let value)) = general, id == reply.id, value == result else {
                oracleFailed("envelope", "canonical reply \(reply.id) but the general path says \(general)", input)
            }
        }
    }
}
