// The model types that Specs/Study/*.routes.yaml name. Test-only.

/// A school subject.
public struct Subject: Codable, Hashable, Sendable {
    /// The subject's name.
    public var name: String

    /// Creates a subject.
    public init(name: String) {
        self.name = name
    }
}

/// One lesson of a subject.
public struct Lesson: Codable, Hashable, Sendable, Identifiable {
    /// The lesson's identifier.
    public var id: Int
    /// The lesson's title.
    public var title: String

    /// Creates a lesson.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// A Japanese prefecture.
public struct Prefecture: Codable, Hashable, Sendable {
    /// The prefecture's name.
    public var name: String

    /// Creates a prefecture.
    public init(name: String) {
        self.name = name
    }
}

/// A city of a prefecture.
public struct City: Codable, Hashable, Sendable {
    /// The city's name.
    public var name: String

    /// Creates a city.
    public init(name: String) {
        self.name = name
    }
}

/// A tag on a lesson.
public struct LessonTag: Codable, Hashable, Sendable {
    /// The tag's name.
    public var name: String

    /// Creates a tag.
    public init(name: String) {
        self.name = name
    }
}

/// A subject is written in a link by its name.
extension Subject: LosslessStringConvertible {
    /// Creates the subject named `description`.
    public init?(_ description: String) {
        self.init(name: description)
    }

    /// The subject's name.
    public var description: String { name }
}

/// A prefecture is written in a link by its name.
extension Prefecture: LosslessStringConvertible {
    /// Creates the prefecture named `description`.
    public init?(_ description: String) {
        self.init(name: description)
    }

    /// The prefecture's name.
    public var description: String { name }
}

/// Something to study from, which routes pass behind a protocol (`any StudyMaterial`).
public protocol StudyMaterial {
    /// The material's title.
    var title: String { get }
}

/// Something that can be shared with a classmate.
public protocol Shareable {
    /// What sharing sends.
    var shareText: String { get }
}

/// A textbook: a class, so that routes holding one compare it by identity (`===`).
public final class Textbook: StudyMaterial, Shareable, Sendable {
    /// The book's title.
    public let title: String

    /// Creates a textbook.
    public init(title: String) {
        self.title = title
    }

    /// The book's title, to share.
    public var shareText: String { title }
}

/// A worksheet: a value, so that a route holding one is equal only to itself and its copies.
public struct Worksheet: StudyMaterial, Shareable, Sendable {
    /// The worksheet's title.
    public var title: String

    /// Creates a worksheet.
    public init(title: String) {
        self.title = title
    }

    /// The worksheet's title, to share.
    public var shareText: String { "Worksheet: \(title)" }
}
