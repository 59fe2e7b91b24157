// The model types that Specs/Study/*.routes.yaml name. Test-only.

/// A school subject.
public struct Subject: Hashable, Sendable {
    /// The subject's name.
    public var name: String

    /// Creates a subject.
    public init(name: String) {
        self.name = name
    }
}

/// One lesson of a subject.
public struct Lesson: Hashable, Sendable, Identifiable {
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
public struct Prefecture: Hashable, Sendable {
    /// The prefecture's name.
    public var name: String

    /// Creates a prefecture.
    public init(name: String) {
        self.name = name
    }
}

/// A city of a prefecture.
public struct City: Hashable, Sendable {
    /// The city's name.
    public var name: String

    /// Creates a city.
    public init(name: String) {
        self.name = name
    }
}

/// A tag on a lesson.
public struct LessonTag: Hashable, Sendable {
    /// The tag's name.
    public var name: String

    /// Creates a tag.
    public init(name: String) {
        self.name = name
    }
}
