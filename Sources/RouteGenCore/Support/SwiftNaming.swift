/// The naming rules routegen applies to names that become Swift identifiers, and the
/// conversions it suggests when a name breaks them.
///
/// Names are restricted to ASCII letters and digits so that no spec can smuggle other
/// characters into generated code.
enum SwiftNaming {
    /// Whether `name` is an ASCII Swift identifier (`[A-Za-z_][A-Za-z0-9_]*`) other than `_`.
    static func isIdentifier(_ name: String) -> Bool {
        name.withUTF8Bytes { bytes in
            guard let first = bytes.first, isLetter(first) || first == underscore, bytes.count > 1 || first != underscore else { return false }
            return bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == underscore }
        }
    }

    /// `base`, with an underscore added while `isTaken` says the name is taken: a local or a
    /// parameter of generated code that no name from the spec may hide (`values`, `values_`).
    static func name(_ base: String, avoiding isTaken: (String) -> Bool) -> String {
        var name = base
        while isTaken(name) { name += "_" }
        return name
    }

    /// Whether `name` is lowerCamelCase: an ASCII lowercase letter, then letters and digits.
    static func isLowerCamelCase(_ name: String) -> Bool {
        name.withUTF8Bytes { bytes in
            guard let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
            return bytes.allSatisfy { isLetter($0) || isDigit($0) }
        }
    }

    /// Whether `name` is UpperCamelCase: an ASCII uppercase letter, then letters and digits.
    static func isUpperCamelCase(_ name: String) -> Bool {
        name.withUTF8Bytes { bytes in
            guard let first = bytes.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return false }
            return bytes.allSatisfy { isLetter($0) || isDigit($0) }
        }
    }

    /// `_` in UTF-8.
    private static let underscore = UInt8(ascii: "_")

    /// Whether `byte` is an ASCII letter. Checked byte by byte, a name holds only ASCII letters
    /// when every byte is one: any other character's bytes are not ASCII.
    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Whether `byte` is an ASCII digit.
    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether `name` can name a module in an `import`: an identifier other than a keyword.
    static func isModuleName(_ name: String) -> Bool {
        isIdentifier(name) && !isKeyword(name)
    }

    /// Whether `name` is a Swift keyword that cannot be an identifier without backticks.
    static func isKeyword(_ name: String) -> Bool {
        SwiftKeywords.isReserved(name)
    }

    /// `name` in lowerCamelCase (`photo_detail` → `photoDetail`, `URLPicker` → `urlPicker`),
    /// or `nil` when it has no letter to start with or holds more than word separators
    /// (a name full of punctuation is not a misspelt identifier).
    static func lowerCamelCase(_ name: String) -> String? {
        upperCamelCase(name).map(lowercasedLeadingCapitals)
    }

    /// `name` in UpperCamelCase (`user_detail` → `UserDetail`), or `nil` when it has no letter
    /// to start with or holds more than word separators.
    static func upperCamelCase(_ name: String) -> String? {
        guard isSeparatedWords(name) else { return nil }
        let words = self.words(of: name)
        guard let first = words.first, first.first?.isASCIILetter == true else { return nil }
        return words.map(capitalizingFirst).joined()
    }

    /// Whether `name` is made of ASCII letters and digits, split by `_`, `-`, `.` or spaces.
    static func isSeparatedWords(_ name: String) -> Bool {
        name.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || "_-. ".contains($0) }
    }

    /// The runs of ASCII letters and digits in `name`.
    static func words(of name: String) -> [String] {
        name.split { !($0.isASCIILetter || $0.isASCIIDigit) }.map(String.init)
    }

    /// `word` with its first letter uppercased.
    static func capitalizingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `word` with its leading capitals lowercased, keeping the capital that starts the next
    /// word (`URLPicker` → `urlPicker`, `POS` → `pos`, `Home` → `home`).
    static func lowercasedLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isASCIIUppercaseLetter { end += 1 }
        if end > 1, end < characters.count, characters[end].isASCIILowercaseLetter { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// A name to suggest for a case named `name` that is a keyword or not lowerCamelCase: the
    /// first of `name` in lowerCamelCase, then with the kind after or before it (`caseEvent`,
    /// `screenType`) that is a valid case name and not in `taken`; `nil` when none is.
    static func caseNameSuggestion(for name: String, kind: String, taken: Set<String>) -> String? {
        guard let camel = lowerCamelCase(name) else { return nil }
        let candidates = [camel, camel + capitalizingFirst(kind), kind + capitalizingFirst(camel)]
        return candidates.first { isLowerCamelCase($0) && !isKeyword($0) && !taken.contains($0) }
    }
}
