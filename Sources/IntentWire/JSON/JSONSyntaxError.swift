/// Why bytes are not the JSON the protocol accepts, and where: `NaN is not valid JSON … at byte 57`.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in words.
    package var problem: String
    /// The zero-based byte offset of the problem in the message.
    package var offset: Int

    package init(_ problem: String, at offset: Int) {
        self.problem = problem
        self.offset = offset
    }

    /// "NaN is not valid JSON; send null or a finite number (at byte 57)".
    package var description: String { "\(problem) (at byte \(offset))" }
}
