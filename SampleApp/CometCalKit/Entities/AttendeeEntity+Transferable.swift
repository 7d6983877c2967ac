import Foundation
import IntentKit

/// An attendee is exported as a vCard (`FN` is the name; a room is `KIND:location`), as its name, and as an
/// `IntentPerson`; it is imported from a vCard or a person as a pending attendee.
extension AttendeeEntity: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .vCard) { attendee in
            Data(attendee.vCardText.utf8)
        } importing: { data in
            try AttendeeEntity(vCard: data)
        }
        ProxyRepresentation(exporting: \.name)
        ValueRepresentation { attendee in
            IntentPerson(identifier: .applicationDefined(attendee.name), name: .displayName(attendee.name), handle: nil)
        } importing: { person in
            var attendee = AttendeeEntity()
            attendee.name = person.displayName
            return attendee
        }
    }

    /// The attendee as a vCard 4.0.
    var vCardText: String {
        let escapedName = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ",", with: "\\,")
            .replacingOccurrences(of: ";", with: "\\;").replacingOccurrences(of: "\n", with: "\\n")
        return ["BEGIN:VCARD", "VERSION:4.0", "FN:\(escapedName)", "KIND:\(type == .room ? "location" : "individual")", "END:VCARD"]
            .joined(separator: "\r\n") + "\r\n"
    }

    /// A pending attendee named by a vCard's `FN`.
    init(vCard data: Data) throws {
        guard let text = String(data: data, encoding: .utf8) else { throw ImportError.noName }
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(String.init)
        guard let nameLine = lines.first(where: { $0.uppercased().hasPrefix("FN:") || $0.uppercased().hasPrefix("FN;") }),
            let colon = nameLine.firstIndex(of: ":")
        else { throw ImportError.noName }
        var name = ""
        var escaping = false
        for character in nameLine[nameLine.index(after: colon)...] {
            if escaping {
                name.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                name.append(character)
            }
        }
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw ImportError.noName }
        self.init()
        self.name = name
        self.type = lines.contains { $0.uppercased() == "KIND:LOCATION" } ? .room : .person
    }

    /// Why content could not be imported as an attendee.
    enum ImportError: Error, CustomStringConvertible {
        case noName

        var description: String { "the file is not a vCard with a name (FN)" }
    }
}
