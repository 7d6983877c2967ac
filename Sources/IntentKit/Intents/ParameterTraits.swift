import Foundation
import IntentWire

/// What a parameter declares beyond its title and default: how the person is asked, and which values are allowed.
struct ParameterTraits: Sendable {
    var requestValueDialog: IntentDialog?
    var requestDisambiguationDialog: IntentDialog?
    var inclusiveRange: ClosedRangeDescriptor?
    var controlStyle: ParameterControlStyle?
    var defaultUnit: String?
    var supportsNegativeNumbers: Bool?
    var supportedContentTypes: [UTType]?
    var options: AnyOptionsProvider?
    var inputConnectionBehavior: InputConnectionBehavior = .default
    var inputOptions: [String: String]?
    var displayNames: [String: String]?

    /// Checks a resolved value against the declared range, sign and content types.
    /// - Throws: ``ResolutionError`` naming the parameter, the value and what is allowed.
    func check(_ value: IntentValue, in context: ResolutionContext) throws {
        switch value {
        case .int, .double:
            guard let range = inclusiveRange, let number = Self.number(value) else { return }
            if number < range.lowerBound || number > range.upperBound {
                throw ResolutionError(
                    message: "\(context.subject) must be in \(range.text), but was given \(value)",
                    details: ErrorDetails(kind: .outOfRange, name: context.path, owner: context.intent, expected: range.text, given: value.description))
            }
        case .measurement(let measurement):
            if supportsNegativeNumbers == false, measurement.value < 0 {
                throw ResolutionError(
                    message: "\(context.subject) cannot be negative, but was given \(value)",
                    details: ErrorDetails(kind: .outOfRange, name: context.path, owner: context.intent, expected: "a measurement of 0 or more", given: value.description))
            }
        case .file(let file):
            guard let types = supportedContentTypes, !types.isEmpty else { return }
            let given = file.type ?? UTType(filenameExtension: (file.filename as NSString).pathExtension)
            if let given, types.contains(where: { given.conforms(to: $0) }) { return }
            let expected = types.map(\.identifier).joined(separator: ", ")
            throw ResolutionError(
                message: "\(context.subject) accepts \(expected) files, but was given \(file.filename) (\(given?.identifier ?? "unknown type"))",
                details: ErrorDetails(kind: .typeMismatch, name: context.path, owner: context.intent, expected: expected, given: given?.identifier))
        case .array(let elements):
            for (index, element) in elements.enumerated() { try check(element, in: context.element(index)) }
        default:
            return
        }
    }

    private static func number(_ value: IntentValue) -> Double? {
        switch value {
        case .int(let int): Double(int)
        case .double(let double): double
        default: nil
        }
    }
}

/// How a number parameter is entered.
public enum ParameterControlStyle: String, Sendable, Hashable {
    /// A text field.
    case field
    /// Buttons that step the value up and down.
    case stepper
    /// A slider across the inclusive range.
    case slider
}

extension IntentParameter {
    /// How an integer parameter is entered.
    public typealias IntControlStyle = ParameterControlStyle
    /// How a floating-point parameter is entered.
    public typealias DoubleControlStyle = ParameterControlStyle
}
