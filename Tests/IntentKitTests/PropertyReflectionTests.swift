import Foundation
import Testing

@testable import IntentKit
@testable import IntentWire

/// Reading `@Property` wrappers at their offsets gives exactly what `Mirror` gives, for structs; anything else still uses `Mirror`.
@Suite struct PropertyReflectionTests {
    struct Mixed: Sendable {
        var before: Int8 = 1
        @Property(title: "Name") var name: String = "Vega"
        var gap: (Bool, Double) = (true, 2.5)
        @Property var tags: [String] = ["a", "b"]
        @Property(title: "When") var when: Date? = Date(timeIntervalSince1970: 42)
        var after: String = "tail"
    }

    final class Boxed: @unchecked Sendable {
        @Property(title: "Count") var count: Int = 3
    }

    private func described(_ properties: [(name: String, property: any AnyEntityProperty)]) -> [String] {
        properties.map { "\($0.name)=\($0.property.currentIntentValue)" }
    }

    @Test func structsReadAtOffsetsAgreeWithMirror() {
        let value = Mixed()
        #expect(described(PropertyReflection.properties(of: value)) == described(PropertyReflection.mirroredProperties(of: value)))
        #expect(PropertyReflection.properties(of: value).map(\.name) == ["name", "tags", "when"])
        let planet = Planet(id: "p", name: "Io", moons: 0, mood: nil)
        #expect(described(PropertyReflection.properties(of: planet)) == described(PropertyReflection.mirroredProperties(of: planet)))
    }

    @Test func classesAndExistentialsFallBackToMirror() {
        let boxed = Boxed()
        #expect(described(PropertyReflection.properties(of: boxed)) == ["count=3"])
        let existential: Any = Mixed()
        #expect(PropertyReflection.properties(of: existential).map(\.name) == ["name", "tags", "when"])
    }
}
