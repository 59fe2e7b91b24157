@testable import RouteGenCore
import Testing

/// A tag's name splits at its dots over bytes as it does over characters, and its keys find
/// the fields `TemplateField(rawValue:)` finds.
struct TemplateNameTests {
    @Test(arguments: ["", ".", "screens", "a.b", "a..b", ".a", "a.", "feature.screens.name", "é.b", "a.\u{301}b", "ü"])
    func keysSplitAsCharactersDo(_ text: String) {
        #expect(TemplateName.keys(of: text).map(\.text) == text.split(separator: ".").map(String.init))
    }

    @Test(arguments: TemplateField.allCases.map(\.rawValue) + ["", "Screens", "screens ", "screensX", "é", "feature.name", "index", "client\u{212A}ey", "scre\u{301}ens"])
    func keyFindsTheFieldOfItsName(_ text: String) {
        #expect(TemplateKey(text).field == TemplateField(rawValue: text))
    }
}
