import Foundation
import IntentJSON
import Testing

@testable import IntentKit
@testable import IntentWire

/// Reading `@Property` wrappers at their offsets gives exactly what `Mirror` gives, for structs and classes; existentials still use `Mirror`.
@Suite struct PropertyReflectionTests {
    struct Mixed: Sendable {
        var before: Int8 = 1
        @Property(title: "Name") var name: String = "Vega"
        var gap: (Bool, Double) = (true, 2.5)
        @Property var tags: [String] = ["a", "b"]
        @Property(title: "When") var when: Date? = Date(timeIntervalSince1970: 42)
        var after: String = "tail"
    }

    final class Boxed: @unchecked Sendable {  // Unchecked: a fixture only ever read on the test's own task.
        @Property(title: "Count") var count: Int = 3
    }

    final class Gauge: TransientAppEntity, @unchecked Sendable {  // Unchecked: a fixture only ever read on the test's own task.
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gauge"
        var serial = 7
        @Property(title: "Label") var label: String = ""
        @Property(title: "Reading") var reading: Double?
        var displayRepresentation: DisplayRepresentation { "\(label)" }
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

    @Test func classesReadAtOffsetsAndExistentialsFallBackToMirror() {
        let boxed = Boxed()
        #expect(described(PropertyReflection.properties(of: boxed)) == ["count=3"])
        #expect(PropertyReflection.writableFields(of: Boxed.self)?.map(\.name) == ["count"])
        let gauge = Gauge()
        gauge.reading = 1.5
        #expect(described(PropertyReflection.properties(of: gauge)) == described(PropertyReflection.mirroredProperties(of: gauge)))
        let existential: Any = Mixed()
        #expect(PropertyReflection.properties(of: existential).map(\.name) == ["name", "tags", "when"])
    }

    @Test func resolvingATransientEntitySetsItsPropertiesInStructsAndClasses() async throws {
        let context = ResolutionContext(intent: "T", path: "p", prompter: nil)
        let probe = try await Probe.resolve(.transientEntity(TransientEntityValue(typeIdentifier: "Probe", properties: ["label": .string("P1"), "mass": .int(12)])), in: context)
        #expect(probe.label == "P1" && probe.mass == 12)
        let copy = probe
        var changed = probe
        changed.label = "P2"
        #expect(copy.label == "P1" && changed.label == "P2")
        let gauge = try await Gauge.resolve(.transientEntity(TransientEntityValue(typeIdentifier: "Gauge", properties: ["label": .string("G"), "reading": .double(2.5)])), in: context)
        #expect(gauge.label == "G" && gauge.reading == 2.5 && gauge.serial == 7)
        await #expect(throws: ResolutionError.self) {
            try await Gauge.resolve(.transientEntity(TransientEntityValue(typeIdentifier: "Gauge", properties: ["lable": .string("G")])), in: context)
        }
    }

    @Test func generatedValueReadersAgreeWithReflection() {
        let planet = Planet(id: "p", name: "Io", moons: 0, mood: nil)
        var generated = EntityPropertyValues()
        #expect(Planet._IntentKitProperties.values(of: planet, into: &generated), "the IntentKitMetadata plugin generated the reader")
        var reflected = EntityPropertyValues()
        PropertyReflection.propertyValues(of: planet, into: &reflected)
        #expect(generated.pairs.map(\.name) == reflected.pairs.map(\.name), "both list the properties in declaration order")
        #expect(generated.dictionary == reflected.dictionary)
        #expect(!generated.isEmpty)
    }

    /// The generated writer writes, byte for byte, what writing the reflected values writes, for each kind of
    /// value a planet has (a string with a quote, integers, an enum, nil).
    @Test(arguments: [Planet(id: "p", name: "Io \"moon\"", moons: 0, mood: nil), Planet(id: "q", name: "Jupiter", moons: 95, mood: .bright)])
    func generatedWriterAgreesWithReflection(_ planet: Planet) {
        let facts = EntityTypeFacts.of(Planet.self)
        var direct = JSONWriter()
        let wroteDirectly = planet.writeDirectly(to: &direct, type: facts)
        #expect(wroteDirectly, "the IntentKitMetadata plugin generated the writer")
        var reflected = JSONWriter()
        var scratch = EntityPropertyValues()
        let wroteReflected = planet.writeFromValues(to: &reflected, scratch: &scratch, type: facts)
        #expect(wroteReflected)
        #expect(String(decoding: direct.bytes, as: UTF8.self) == String(decoding: reflected.bytes, as: UTF8.self))
    }
}
