import Foundation
import IntentKit

struct InviteHikingPartner: AppIntent {
    static var title: LocalizedStringResource = "Invite a Hiking Partner"

    static var description = IntentDescription("Invites someone to hike a trail with you.", categoryName: "Social")

    @Parameter(title: "Partner")
    var partner: IntentPerson

    @Parameter(title: "Trail")
    var trail: TrailEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Invite \(\.$partner) to hike \(\.$trail)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<IntentPerson> & ProvidesDialog {
        guard let handle = partner.handle else {
            throw $partner.needsValueError("How can \(partner.displayName) be reached?")
        }
        var name = PersonNameComponents()
        name.givenName = "Robin"
        name.familyName = "Ranger"
        let host = IntentPerson(
            identifier: .applicationDefined("ranger-1"), name: .components(name),
            handle: IntentPerson.Handle(phoneNumber: "+1 555 0100", label: .work),
            aliases: [IntentPerson.Handle(applicationDefined: "@robin", label: "Trail Chat")],
            isMe: true, image: .init(systemName: "person.crop.circle"))
        return .result(value: host, dialog: "Invited \(partner.displayName) (\(handle.value.text)) to \(trail.name).")
    }
}
