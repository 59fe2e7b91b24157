/// A parsed template written out as bytes, to be read back without parsing: how routegen ships
/// its built-in templates already compiled.
///
/// Parsing the six feature templates took about 7.6 M instructions, more than a third of a run
/// that generates one spec of 30 screens (what the build plugin runs for a feature package);
/// reading their images back takes a fifth of that. An image names the digest of the text
/// it was compiled from, and is used only for that exact text: a template the user replaced, or
/// a built-in template edited without its image written again, is parsed as before.
///
/// The format is text, one record to a line, so that a changed image reads as a diff: words,
/// decimal numbers, and strings written as their UTF-8 length, a colon and their bytes. An
/// image that does not read back whole and consistent (every operand within its table) is not
/// used; the template is parsed instead.
enum TemplateImage {
    /// The first line of every image, naming its format.
    static let formatLine = "routegen template image 1"

    /// The image of `template`, compiled from a text whose digest is `sourceDigest`.
    static func encode(_ template: ParsedTemplate, sourceDigest: String) -> [UInt8] {
        var writer = TemplateImageWriter()
        writer.write(template, sourceDigest: sourceDigest)
        return writer.bytes
    }

    /// The template `image` holds, when it was compiled from a text whose digest is
    /// `sourceDigest` and reads back whole; `nil` otherwise.
    static func decode(_ image: [UInt8], sourceDigest: String) -> ParsedTemplate? {
        image.withUnsafeBufferPointer { bytes in
            var reader = TemplateImageReader(bytes: bytes)
            return try? reader.readTemplate(sourceDigest: sourceDigest)
        }
    }

    /// The digest of a template's `text` that an image is keyed by.
    static func digest(of text: String) -> String {
        ContentDigest(text.utf8).description
    }

    /// The letter of each kind of instruction.
    enum Opcode: UInt8 {
        case text = 116  // t
        case value = 118  // v
        case section = 115  // s
        case partial = 112  // p
        case block = 98  // b
        case contentType = 99  // c
    }

    /// The letter of each kind of reference, and of each scope of a name.
    enum Letter {
        static let plain = UInt8(ascii: "p")
        static let complex = UInt8(ascii: "x")
        static let current = UInt8(ascii: "c")
        static let stack = UInt8(ascii: "s")
        static let listPosition = UInt8(ascii: "l")
        static let none = UInt8(ascii: "-")
    }
}
