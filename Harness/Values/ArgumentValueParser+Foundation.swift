import Foundation
import IntentWire

extension ArgumentValueParser {
    /// `5km`, `5 km`, `-3.5 °C`: a number and a unit symbol of the dimension.
    func measurement(_ text: String, dimension: String, name: String) throws -> IntentValue {
        let symbols = MeasurementUnits.symbols(of: dimension)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let numberEnd = trimmed.firstIndex { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E") } ?? trimmed.endIndex
        let unit = trimmed[numberEnd...].trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed[..<numberEnd]), value.isFinite else {
            throw UsageError("\(name)=\(text.truncatedForMessages): expected a number and a unit, such as 5\(symbols.first ?? "")")
        }
        guard symbols.contains(unit) else {
            throw UsageError(
                "\(name)=\(text.truncatedForMessages): \"\(unit)\" is not a \(dimension) unit; use one of \(symbols.joined(separator: ", "))"
                    + NameSuggester.didYouMean(unit, in: symbols))
        }
        return .measurement(MeasurementValue(value: value, unit: unit, dimension: dimension))
    }

    /// `12.50 EUR` or `EUR 12.50`: an amount and a three-letter currency code.
    func currencyAmount(_ text: String, name: String) throws -> IntentValue {
        let parts = text.split(separator: " ").map(String.init)
        let posix = Locale(identifier: "en_US_POSIX")
        guard parts.count == 2 else { throw UsageError("\(name)=\(text.truncatedForMessages): expected an amount and a currency code, such as \"12.50 EUR\"") }
        let (amountText, code) = Decimal(string: parts[0], locale: posix) != nil ? (parts[0], parts[1]) : (parts[1], parts[0])
        guard let amount = Decimal(string: amountText, locale: posix), code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw UsageError("\(name)=\(text.truncatedForMessages): expected an amount and a currency code, such as \"12.50 EUR\"")
        }
        return .currencyAmount(IntentCurrencyAmount(amount: amount, currencyCode: code.uppercased()))
    }

    /// A path to a file, sent with its bytes: `notes.txt`, `@notes.txt`, `~/report.pdf`.
    func file(_ text: String, name: String) throws -> IntentValue {
        let path = NSString(string: text.hasPrefix("@") ? String(text.dropFirst()) : text).expandingTildeInPath
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("\(name)=\(text.truncatedForMessages): cannot read the file \(path)")
        }
        return .file(IntentFile(data: data, filename: URL(fileURLWithPath: path).lastPathComponent))
    }

    /// `2026-12-25`, `2026-12-25 10:30`, or `year:2026,month:12`: the fields given.
    func dateComponents(_ text: String, name: String) throws -> IntentValue {
        var fields: [String: Int] = [:]
        if text.contains(":"), text.contains(where: \.isLetter) {
            for pair in text.split(separator: ",") {
                let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, DateComponentsValue.fieldNames.contains(parts[0]), let value = Int(parts[1]) else {
                    throw UsageError("\(name)=\(text.truncatedForMessages): expected field:number pairs from " + DateComponentsValue.fieldNames.joined(separator: ", "))
                }
                fields[parts[0]] = value
            }
        } else {
            let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            guard (1...5).contains(numbers.count) else {
                throw UsageError("\(name)=\(text.truncatedForMessages): expected a date such as 2026-12-25 or 2026-12-25 10:30, or fields such as year:2026,month:12")
            }
            for (field, value) in zip(["year", "month", "day", "hour", "minute"], numbers) { fields[field] = value }
        }
        var value = DateComponentsValue(DateComponents())
        value.fields = fields
        return .dateComponents(value)
    }

    /// `Ada Lovelace <ada@example.com>`, `ada@example.com`, `+44 20 7946 0000` or `Ada Lovelace`: a person by name, handle or both.
    func person(_ text: String, name: String) throws -> IntentValue {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var displayName = trimmed
        var address: String?
        if trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") {
            displayName = trimmed[..<open].trimmingCharacters(in: .whitespaces)
            address = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]).trimmingCharacters(in: .whitespaces)
        } else if Self.isEmailAddress(trimmed) || Self.isPhoneNumber(trimmed) {
            address = trimmed
        }
        let handle = try address.map { address -> IntentPerson.Handle in
            if Self.isEmailAddress(address) { return IntentPerson.Handle(emailAddress: address) }
            if Self.isPhoneNumber(address) { return IntentPerson.Handle(phoneNumber: address) }
            throw UsageError("\(name)=\(text.truncatedForMessages): \"\(address)\" is neither an email address nor a phone number")
        }
        guard !displayName.isEmpty else {
            throw UsageError(
                "\(name)=\(text.truncatedForMessages): expected a person, such as \"Ada Lovelace <ada@example.com>\", ada@example.com, +44 20 7946 0000 or \"Ada Lovelace\" (for anything else use \(name):=<json>)"
            )
        }
        if let handle, displayName == address { return .person(IntentPerson(handle: handle)) }
        return .person(IntentPerson(identifier: .applicationDefined(displayName), name: .displayName(displayName), handle: handle))
    }

    private static func isEmailAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !text.contains(" ")
    }

    private static func isPhoneNumber(_ text: String) -> Bool {
        let digits = text.filter(\.isASCII).filter(\.isNumber).count
        return digits >= 3 && text.allSatisfy { $0.isASCII && ($0.isNumber || " +-().".contains($0)) }
    }
}
