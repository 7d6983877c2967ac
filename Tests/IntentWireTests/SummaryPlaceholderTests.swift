import Testing

@testable import IntentWire

@Suite struct SummaryPlaceholderTests {
    @Test(arguments: [
        ("Add ${value} to ${goal}", ["value", "goal"]),
        ("${a}${b}", ["a", "b"]),
        ("no placeholders", []),
        ("", []),
        ("costs $5, then ${price}", ["price"]),
        ("$$${x}$", ["x"]),
        ("ends with $", []),
        ("${unterminated and ${later}", ["unterminated and ${later"]),
        ("${open", []),
        ("${}", [""]),
        ("Plan ${café} at ${zeit} 🚀", ["café", "zeit"]),
        ("$ {spaced} ${a}", ["a"]),
    ])
    func findsEachPlaceholderInOrder(_ format: String, _ expected: [String]) {
        #expect(ParameterSummaryDescriptor.placeholders(in: format) == expected)
    }

    @Test func namesComeFromSentencesConditionsAndTables() {
        let summary = ParameterSummaryDescriptor.when(
            parameter: "isAllDay", comparison: "equalTo", values: [.bool(true)],
            then: .summary(format: "All day ${title} on ${day}", table: ["notes"]),
            otherwise: .summary(format: "${title} at ${start}", table: ["title"]))
        #expect(summary.parameterNames == ["isAllDay", "title", "day", "notes", "start"])
    }
}
