import Foundation

/// Percent-encoding for the parts of a link routegen builds and reads: each component keeps
/// unencoded what RFC 3986 lets it hold and what reading it back does not take for structure.
enum PercentEncoding {
    /// A part of a link, by the characters it keeps besides the unreserved ones
    /// (`A–Z a–z 0–9 - . _ ~`).
    enum Component {
        /// A path segment: also `! $ & ' ( ) * + , ; = : @` (RFC 3986's `pchar`).
        case pathSegment
        /// A host that is a route's first segment: also `! $ & ' ( ) * + , ; =`, but not `:` or
        /// `@`, which a URL reads as a port or user.
        case host
        /// A query item's name or value: also `/ ? : @`; `& = + #` are the query's structure.
        case queryValue
        /// Nothing else: every byte but the unreserved ones is encoded.
        case strict

        /// Whether the component keeps `byte` unencoded.
        func keeps(_ byte: UInt8) -> Bool {
            if PercentEncoding.isUnreserved(byte) { return true }
            switch self {
            case .pathSegment: return Self.subDelimiters.contains(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
            case .host: return Self.subDelimiters.contains(byte)
            case .queryValue: return "/?:@".utf8.contains(byte)
            case .strict: return false
            }
        }

        /// RFC 3986's `sub-delims`.
        static let subDelimiters = Set("!$&'()*+,;=".utf8)
    }

    /// `text` with every byte `component` does not keep written `%XX` (UTF-8, uppercase hex).
    static func encode(_ text: String, as component: Component = .strict) -> String {
        var encoded = ""
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if component.keeps(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0xF)
            }
        }
        return encoded
    }

    /// `text` with every `%XX` decoded, and `+` read as a space when `plusIsSpace`; `nil` when the
    /// bytes are not UTF-8. A `%` that is not followed by two hexadecimal digits stands for
    /// itself, as the URL Standard's percent-decode reads it and as Foundation's `URL(string:)`
    /// on Linux hands it over, rewritten to `%25`: so `%ZZ` reads as `%ZZ` whether the URL
    /// kept it as it was or not.
    static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String? {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            index += 1
            switch byte {
            case UInt8(ascii: "%"):
                if index + 1 < utf8.count, let high = hexValue(utf8[index]), let low = hexValue(utf8[index + 1]) {
                    bytes.append(high << 4 | low)
                    index += 2
                } else {
                    bytes.append(byte)
                }
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Whether `byte` is an unreserved ASCII character.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// The uppercase hexadecimal digit of `value` (0–15).
    static func hexDigit(_ value: UInt8) -> String {
        String(UnicodeScalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10))
    }

    /// The value of a hexadecimal digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
