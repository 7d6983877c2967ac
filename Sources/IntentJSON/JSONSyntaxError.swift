/// Why bytes are not the JSON the protocol accepts, and where: `NaN is not valid JSON … at byte 57`.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in words.
    public var problem: String
    /// The zero-based byte offset of the problem in the message.
    public var offset: Int

    /// A problem at byte `offset`.
    @inlinable public init(_ problem: String, at offset: Int) {
        self.problem = problem
        self.offset = offset
    }

    /// "NaN is not valid JSON; send null or a finite number (at byte 57)".
    @inlinable public var description: String { "\(problem) (at byte \(offset))" }
}
