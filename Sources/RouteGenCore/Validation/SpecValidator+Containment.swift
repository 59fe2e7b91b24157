extension SpecValidator {
    /// Checks that no two of the feature's enums (Route, Modal, Event) store each other inline,
    /// directly or through the third: `HomeRoute.a(HomeModal)` with `HomeModal.b(HomeRoute?)`
    /// would make both recursive, which Swift rejects. (An enum holding itself is reported with
    /// its parameter.) Each parameter on such a cycle is reported, with the way back.
    mutating func checkEnumsContainingEachOther(feature: String, groups: [(specs: [CaseSpec], validated: [ValidatedCase])]) {
        let names = FeatureTypeNames(feature: feature)
        // Each enum's name spelt once, with its kind: a case's own enum is found and told apart
        // from the others by kind, not by spelling and comparing names per case and parameter.
        let enums = [CaseKind.screen, .modal, .event].compactMap { kind in names.enumName(of: kind).map { (kind: kind, name: $0) } }
        /// One parameter through which an enum stores another.
        struct Containment {
            var holder: String
            var held: String
            var subject: String
            var parameter: ValidatedParameter
            var position: SourcePosition
        }
        var containments: [Containment] = []
        for (specs, validatedCases) in groups {
            for index in validatedCases.indices {
                let kind = validatedCases[index].kind
                guard let holder = enums.first(where: { $0.kind == kind })?.name else { continue }
                // Each parameter's type read in place: a `for … in` loop copies every parameter
                // (its name, type and spellings), and few store one of the enums.
                let parameters = validatedCases[index].parameters
                for parameterIndex in parameters.indices {
                    let type = parameters[parameterIndex].type
                    for held in enums where held.kind != kind && type.storesInline(held.name) {
                        let parameter = parameters[parameterIndex]
                        let (spec, validated) = (specs[index], validatedCases[index])
                        let position = spec.parameters.first { $0.name.text == parameter.name }?.type.position ?? spec.name.position
                        containments.append(Containment(holder: holder, held: held.name, subject: validated.kind.subject(named: validated.name), parameter: parameter, position: position))
                    }
                }
            }
        }
        guard !containments.isEmpty else { return }
        for containment in containments {
            guard let way = Self.wayBack(from: containment.held, to: containment.holder, through: containments.map { ($0.holder, $0.held, "\($0.subject)'s parameter '\($0.parameter.name)'") }) else { continue }
            error("type '\(containment.parameter.type)' of parameter '\(containment.parameter.name)' of \(containment.subject) holds \(containment.held), which holds \(containment.holder) back (\(way.joined(separator: ", then "))): the enums would contain each other, which Swift rejects; pass an ID, or hold the value in an array", at: containment.position)
        }
    }

    /// The parameters through which enum `start` stores `goal`, in order, following `edges`
    /// (holder, held, what holds it); `nil` when it does not.
    static func wayBack(from start: String, to goal: String, through edges: [(holder: String, held: String, what: String)]) -> [String]? {
        var queue: [(name: String, way: [String])] = [(start, [])]
        var visited: Set<String> = [start]
        while !queue.isEmpty {
            let (name, way) = queue.removeFirst()
            for edge in edges where edge.holder == name {
                if edge.held == goal { return way + [edge.what] }
                if visited.insert(edge.held).inserted { queue.append((edge.held, way + [edge.what])) }
            }
        }
        return nil
    }
}
