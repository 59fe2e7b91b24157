/// The Foundation types a route may hold but a link cannot carry: they have no text form that
/// `LinkValue` reads (they are neither `LosslessStringConvertible` nor `UUID`, `URL` or
/// `Decimal`). A template that carries one gets, at the spec's line, what to pass instead of
/// generated code that fails to compile ("no exact matches in call to static method 'parser'").
enum TextlessFoundationTypes {
    /// What to carry instead, by unqualified type name.
    static let advice: [String: String] = [
        "Date": "has no one text form in links; carry a 'Double' (seconds since 1970) or an ISO 8601 'String' and make the Date from it",
        "Data": "has no text form in links; carry a 'String' (base64, say) or an ID the destination loads the data by",
        "Locale": "has no text form in links; carry its identifier as a 'String' and make the Locale from it",
        "TimeZone": "has no text form in links; carry its identifier as a 'String' and make the TimeZone from it",
        "Calendar": "has no text form in links; carry its identifier as a 'String' and make the Calendar from it",
        "DateComponents": "has no text form in links; carry the components the destination needs, each a parameter of its own",
        "DateInterval": "has no text form in links; carry its start and end, each a parameter of its own",
        "IndexPath": "has no text form in links; carry its indices, each an 'Int' parameter of its own",
        "CharacterSet": "has no text form in links; carry the characters as a 'String'",
        "URLComponents": "has no text form in links; carry a 'URL'",
        "PersonNameComponents": "has no text form in links; carry the name as a 'String'",
        "AttributedString": "has no text form in links; carry a 'String' or an ID the destination loads it by",
        "Measurement": "has no text form in links; carry its value as a 'Double' in a fixed unit",
    ]

    /// Why a link cannot carry the named type (`Date`, `Foundation.Date`); `nil` for any other.
    static func problem(with components: [SwiftTypeComponent]) -> String? {
        let names = components.map(\.name)
        guard names.count == 1 || (names.count == 2 && names[0] == "Foundation"), let advice = advice[names[names.count - 1]] else {
            return nil
        }
        return "'\(SwiftType.named(components))' \(advice)"
    }
}
