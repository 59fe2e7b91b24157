import Foundation
import Testing
@testable import RouteGenCore

/// The detents the schema allows are the ones the validator accepts.
@Suite struct DetentShapeTests {
    static let numbers = [
        "0", "1", "01", "2", "0.5", ".5", "0.", "1.0", "1.01", "1.000000000", "1.0000000000",
        "0.000000001", "0.0000000001", "000000000.1", "0000000000.1", "300", "-1", "1e2", " 1", "1,5",
        "99999", "99999.999999999", "100000", "100000.0", "100000.000000001", "100001", "0100000", "000000300",
        "0000000300", "123456789", "1234567890", "0.0", "00", "",
    ]

    @Test func theDetentShapeMatchesExactlyWhatTheValidatorAccepts() throws {
        guard case .either(let shapes) = SpecValueShape.detent, shapes.count == 2,
            case .choice(let words) = shapes[0], case .pattern(let pattern) = shapes[1]
        else {
            Issue.record("a detent is a word or a pattern")
            return
        }
        let regex = try NSRegularExpression(pattern: pattern)
        let samples = ["medium", "large", "Medium", "tiny", "fraction", "height()"]
            + ["fraction", "height", "Height", "width"].flatMap { name in Self.numbers.map { "\(name)(\($0))" } }
        for sample in samples {
            let range = NSRange(sample.startIndex..., in: sample)
            let matches = words.contains(sample) || regex.firstMatch(in: sample, range: range) != nil
            #expect(matches == (SpecValidator.detentExpression(sample) != nil), "\(sample)")
        }
    }
}
