import Foundation
import Testing

/// `IntentPerson` arguments on the command line: a name, a handle, both, or JSON; mistakes name what is wrong.
@Suite struct PersonArgumentTests {
    let sandbox = HarnessSandbox()
    let app = "com.example.DocSnippetsApp"

    private func invite(_ partner: String, _ extra: [String] = []) async throws -> HarnessSandbox.Output {
        try await sandbox.run(["run", app, "InviteHikingPartner", partner, "trail=Granite Loop"] + extra)
    }

    @Test func aNameWithAnAddressOrAnAddressAlone() async throws {
        let named = try await invite("partner=Ada Lovelace <ada@example.com>")
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout == "IntentPerson(Robin Ranger <+1 555 0100>)\ndialog: Invited Ada Lovelace (ada@example.com) to Granite Loop.\n")
        let phone = try await invite("partner=+44 20 7946 0000")
        #expect(phone.stdout.hasSuffix("dialog: Invited +44 20 7946 0000 (+44 20 7946 0000) to Granite Loop.\n"))
        let asked = try await invite("partner=Grace Hopper", ["--answer", "partner=grace@example.com"])
        #expect(asked.stdout.hasSuffix("dialog: Invited grace@example.com (grace@example.com) to Granite Loop.\n"), "\(asked.stderr)")
    }

    @Test func jsonGivesEveryField() async throws {
        let json = try await invite(
            #"partner:={"identifier":{"contact":"C-1"},"name":{"components":{"givenName":"Ada","familyName":"Lovelace"}},"handle":{"emailAddress":"ada@example.com","label":"work"}}"#,
            ["--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let reply = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((reply?["dialog"] as? [String: Any])?["full"] as? String == "Invited Ada Lovelace (ada@example.com) to Granite Loop.")
        let host = (reply?["value"] as? [String: Any])?["person"] as? [String: Any]
        #expect(host?["isMe"] as? Bool == true)
        #expect((host?["handle"] as? [String: Any])?["phoneNumber"] as? String == "+1 555 0100")
    }

    @Test func mistakesNameWhatIsWrongAndExitTwo() async throws {
        let badAddress = try await invite("partner=Ada <ada>")
        #expect(badAddress.status == 2)
        #expect(badAddress.stderr == "harness: partner=Ada <ada>: \"ada\" is neither an email address nor a phone number\n")
        let badKey = try await invite(#"partner:={"identifier":{"contact":"C-1"},"name":{"components":{"surname":"L"}}}"#)
        #expect(badKey.status == 2)
        #expect(badKey.stderr.contains(#"at "name.components": a person's name components object has no key "surname"; expected namePrefix, givenName"#), "\(badKey.stderr)")
        let twoHandles = try await invite(#"partner:={"identifier":{"contact":"C-1"},"name":{"displayName":"Ada"},"handle":{"emailAddress":"a@b.c","phoneNumber":"123"}}"#)
        #expect(twoHandles.status == 2)
        #expect(twoHandles.stderr.contains("a person's handle needs exactly one of emailAddress, phoneNumber, applicationDefined; found emailAddress, phoneNumber"), "\(twoHandles.stderr)")
    }
}
