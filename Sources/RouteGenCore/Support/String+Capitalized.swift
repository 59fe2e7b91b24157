extension String {
    /// The text with each word's first cased letter in title case and the word's other letters in
    /// lower case: what Foundation's `capitalized` gives, without Foundation (which routegen does
    /// not load). A word starts after any character that is neither a letter nor case-ignorable
    /// (spaces, digits, `-`, `_`, `.`), so `"user_id"` becomes `"User_Id"` and `"x1y"` becomes `"X1Y"`;
    /// case-ignorable characters (an apostrophe, combining marks, modifier letters) do not end a
    /// word, so `"don't"` becomes `"Don't"`.
    var capitalizedWords: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var inCasedWord = false
        for scalar in unicodeScalars {
            let properties = scalar.properties
            switch properties.generalCategory {
            case .uppercaseLetter, .titlecaseLetter:
                if inCasedWord { result += properties.lowercaseMapping } else { result.unicodeScalars.append(scalar) }
                inCasedWord = true
            case .lowercaseLetter:
                if inCasedWord { result.unicodeScalars.append(scalar) } else { result += properties.titlecaseMapping }
                inCasedWord = true
            default:
                result.unicodeScalars.append(scalar)
                if !Self.continuesWord(scalar, properties) { inCasedWord = false }
            }
        }
        return result
    }

    /// Whether a character that is not an upper-, title- or lowercase letter leaves a word going:
    /// Unicode's case-ignorable characters but punctuation other than apostrophes, as
    /// Foundation's set has them.
    private static func continuesWord(_ scalar: Unicode.Scalar, _ properties: Unicode.Scalar.Properties) -> Bool {
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            scalar == "'" || scalar == "\u{2019}"
        default:
            properties.isCaseIgnorable
        }
    }
}
