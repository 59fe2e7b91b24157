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
