import Foundation

// The wire form of a person:
// {"identifier": {"applicationDefined": "hiker-42"}, "name": {"displayName": "Ada Lovelace"},
//  "handle": {"emailAddress": "ada@example.com", "label": "work"}, "aliases": [handle, …], "isMe": true, "image": {…}}
// `name` may instead be {"components": {"givenName": "Ada", "familyName": "Lovelace"}}. `handle`, `aliases`,
// `isMe` and `image` are left out when unset, empty or false. Unknown keys are errors that list the valid ones.

extension IntentPerson: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case identifier, name, handle, aliases, isMe, image
    }

    /// Decodes a person, naming any key it does not know.
    public init(from decoder: any Decoder) throws {
        try PersonKey.rejectUnknownKeys(in: decoder, valid: CodingKeys.allCases.map(\.stringValue), of: "a person")
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for required in [CodingKeys.identifier, .name] where !container.contains(required) {
            throw DecodingError.keyNotFound(
                required, .init(codingPath: decoder.codingPath, debugDescription: "a person needs an identifier and a name; \(required.stringValue) is missing"))
        }
        let identifier = try PersonKey.oneOf(["contact", "applicationDefined"], in: container.superDecoder(forKey: .identifier), of: "a person's identifier")
        let identifierValue: Identifier = identifier.key == "contact" ? .contact(identifier.text) : .applicationDefined(identifier.text)
        let nameDecoder = try container.superDecoder(forKey: .name)
        let nameKeys = try nameDecoder.container(keyedBy: PersonKey.self)
        let name: Name
        if nameKeys.contains(PersonKey("components")) {
            try PersonKey.rejectUnknownKeys(in: nameDecoder, valid: ["components"], of: "a person's name")
            name = .components(try PersonNameCoding.decode(from: nameKeys.superDecoder(forKey: PersonKey("components"))))
        } else {
            name = .displayName(try PersonKey.oneOf(["displayName", "components"], in: nameDecoder, of: "a person's name").text)
        }
        self.init(
            identifier: identifierValue, name: name,
            handle: try container.decodeIfPresent(Handle.self, forKey: .handle),
            aliases: try container.decodeIfPresent([Handle].self, forKey: .aliases) ?? [],
            isMe: try container.decodeIfPresent(Bool.self, forKey: .isMe) ?? false)
        image = try container.decodeIfPresent(DisplayImageValue.self, forKey: .image)
    }

    /// Encodes a person, leaving out what is unset.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var identifierContainer = container.nestedContainer(keyedBy: PersonKey.self, forKey: .identifier)
        switch identifier {
        case .contact(let text): try identifierContainer.encode(text, forKey: PersonKey("contact"))
        case .applicationDefined(let text): try identifierContainer.encode(text, forKey: PersonKey("applicationDefined"))
        }
        var nameContainer = container.nestedContainer(keyedBy: PersonKey.self, forKey: .name)
        switch name {
        case .displayName(let text): try nameContainer.encode(text, forKey: PersonKey("displayName"))
        case .components(let components): try PersonNameCoding.encode(components, to: nameContainer.superEncoder(forKey: PersonKey("components")))
        }
        try container.encodeIfPresent(handle, forKey: .handle)
        if !aliases.isEmpty { try container.encode(aliases, forKey: .aliases) }
        if isMe { try container.encode(true, forKey: .isMe) }
        try container.encodeIfPresent(image, forKey: .image)
    }
}

extension IntentPerson.Handle: Codable {
    private static let valueKeys = ["emailAddress", "phoneNumber", "applicationDefined"]

    /// Decodes `{"emailAddress": "…", "label": "work"}` (or `phoneNumber`, `applicationDefined`); `label` may be left out.
    public init(from decoder: any Decoder) throws {
        try PersonKey.rejectUnknownKeys(in: decoder, valid: Self.valueKeys + ["label"], of: "a person's handle")
        let container = try decoder.container(keyedBy: PersonKey.self)
        let present = Self.valueKeys.filter { container.contains(PersonKey($0)) }
        guard present.count == 1, let key = present.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a person's handle needs exactly one of emailAddress, phoneNumber, applicationDefined; found \(present.isEmpty ? "none" : present.joined(separator: ", "))"
                ))
        }
        let text = try container.decode(String.self, forKey: PersonKey(key))
        let value: Value =
            switch key {
            case "emailAddress": .emailAddress(text)
            case "phoneNumber": .phoneNumber(text)
            default: .applicationDefined(text)
            }
        self.init(value, label: Label(rawValue: try container.decodeIfPresent(String.self, forKey: PersonKey("label")) ?? Label.other.rawValue))
    }

    /// Encodes the handle; the `other` label is left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: PersonKey.self)
        switch value {
        case .emailAddress(let text): try container.encode(text, forKey: PersonKey("emailAddress"))
        case .phoneNumber(let text): try container.encode(text, forKey: PersonKey("phoneNumber"))
        case .applicationDefined(let text): try container.encode(text, forKey: PersonKey("applicationDefined"))
        }
        if label != .other { try container.encode(label.rawValue, forKey: PersonKey("label")) }
    }
}

/// The parts of a name on the wire: `givenName`, `middleName`, `familyName`, `namePrefix`, `nameSuffix`, `nickname`.
enum PersonNameCoding {
    static var fields: [(name: String, path: WritableKeyPath<PersonNameComponents, String?>)] {
        [
            ("namePrefix", \.namePrefix), ("givenName", \.givenName), ("middleName", \.middleName),
            ("familyName", \.familyName), ("nameSuffix", \.nameSuffix), ("nickname", \.nickname),
        ]
    }

    static func decode(from decoder: any Decoder) throws -> PersonNameComponents {
        try PersonKey.rejectUnknownKeys(in: decoder, valid: fields.map(\.name), of: "a person's name components object")
        let container = try decoder.container(keyedBy: PersonKey.self)
        var components = PersonNameComponents()
        for field in fields {
            components[keyPath: field.path] = try container.decodeIfPresent(String.self, forKey: PersonKey(field.name))
        }
        return components
    }

    static func encode(_ components: PersonNameComponents, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: PersonKey.self)
        for field in fields {
            try container.encodeIfPresent(components[keyPath: field.path], forKey: PersonKey(field.name))
        }
    }
}

/// Any key, for the parts of a person that are objects with one of several keys.
struct PersonKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    /// Fails naming the first key that is not `valid`.
    static func rejectUnknownKeys(in decoder: any Decoder, valid: [String], of subject: String) throws {
        let container = try decoder.container(keyedBy: PersonKey.self)
        if let unknown = container.allKeys.first(where: { !valid.contains($0.stringValue) }) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "\(subject) has no key \"\(unknown.stringValue)\"; expected \(valid.joined(separator: ", "))"))
        }
    }

    /// The one key of an object that must have exactly one of `keys`, with its string.
    static func oneOf(_ keys: [String], in decoder: any Decoder, of subject: String) throws -> (key: String, text: String) {
        try rejectUnknownKeys(in: decoder, valid: keys, of: subject)
        let container = try decoder.container(keyedBy: PersonKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "\(subject) needs exactly one of \(keys.joined(separator: ", "))"))
        }
        return (key.stringValue, try container.decode(String.self, forKey: key))
    }
}
