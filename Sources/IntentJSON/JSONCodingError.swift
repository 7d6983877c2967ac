/// Why a wire type could not be read from or written as JSON, and where: `at "parameters.title": expected a
/// string, found a number`.
///
/// The path names the members and array positions from the value being read down to the problem, so a client
/// author sees which part of a message is wrong.
public struct JSONCodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in words.
    public var problem: String
    /// The members (`"title"`) and positions (`"[3]"`) from the outermost value to the problem.
    public var path: [String]

    /// Creates an error at the top of the value being read.
    @inlinable public init(_ problem: String, path: [String] = []) {
        self.problem = problem
        self.path = path
    }

    /// A syntax error, whose offset is kept in the problem.
    @inlinable public init(_ error: JSONSyntaxError) {
        self.init(error.description)
    }

    /// The error as seen from the object that holds it under `key`.
    @inlinable public func inside(member key: String) -> Self {
        var error = self
        error.path.insert(key, at: 0)
        return error
    }

    /// The error as seen from the array that holds it at `position`.
    @inlinable public func inside(element position: Int) -> Self {
        var error = self
        error.path.insert("[\(position)]", at: 0)
        return error
    }

    /// The path as people write it: `params.parameters.title`, `entities[3].id`.
    @inlinable public var pathDescription: String {
        path.enumerated().map { position, component in
            position == 0 || component.hasPrefix("[") ? component : "." + component
        }.joined()
    }

    /// `at "parameters.title": expected a string, found a number`, or the problem alone at the top.
    @inlinable public var description: String {
        path.isEmpty ? problem : "at \"\(pathDescription)\": \(problem)"
    }
}
