import RouteGenRuntime
import Testing

/// The routers' shared core on its own, with a route, a modal and an event type of the test's;
/// the generated-code harness drives it through every generated router.
@MainActor
@Suite struct NavigationRouterTests {
    /// Two screens, one with a parameter.
    enum Route: NavigationRoute {
        case list
        case item(Int)
        /// The screens without their parameters.
        enum Screen: Hashable { case list, item }
        var screen: Screen {
            switch self {
            case .list: .list
            case .item: .item
            }
        }
    }

    /// A sheet that hosts another stack, one that hosts a stack whose events it drops, and a
    /// cover.
    enum Modal: NavigationModal {
        case hosting
        case dropping
        case cover
        var isFullScreenCover: Bool { self == .cover }
        var isPopover: Bool { false }
    }

    /// The events, one of which wraps the hosted stack's.
    enum Event: Equatable, Sendable {
        case done
        indirect case hosted(Event)
    }

    /// A router whose `hosting` and `dropping` modals host another router of the same kind; it
    /// inherits its initializers, and builds its hosted stacks, as a generated router does.
    final class Router: NavigationRouter<Route, Modal, Event> {
        override func hostedStack(for modal: Modal) -> HostedStack<Event>? {
            switch modal {
            case .hosting: HostedStack(Router(), events: Event.hosted)
            case .dropping: HostedStack(dropping: Router())
            case .cover: nil
            }
        }
    }

    @Test func aModalOfOneStyleIsPresentedSoInEverySizeClass() {
        let router = Router(modal: .cover)
        for sizeClass in [ModalSizeClass.compact, .regular] {
            #expect(Modal.cover.presentation(in: sizeClass) == .fullScreenCover)
            #expect(Modal.hosting.presentation(in: sizeClass) == .sheet)
            #expect(router[presentedAs: .fullScreenCover, in: sizeClass] == .cover)
            #expect(router[presentedAs: .sheet, in: sizeClass] == nil)
        }
        router[presentedAs: .sheet, in: .compact] = nil
        #expect(router.modal == .cover, "a sheet closing leaves a cover")
        router[presentedAs: .sheet, in: .regular] = .hosting
        #expect(router.modal == .hosting, "setting a modal presents it")
        router[presentedAs: .sheet, in: .regular] = nil
        #expect(router.modal == nil)
    }

    @Test func aRouterCreatedWithAHostingModalHostsItsStack() throws {
        let router = Router(path: [.list], modal: .hosting)
        #expect(router.path == [.list])
        #expect(try #require(router.hostedRouter(as: Router.self)).path.isEmpty)
        router.present(.cover)
        #expect(router.hostedRouter(as: Router.self) == nil)
    }

    @Test func popsToAScreenAndDropsTheResultsAboveIt() {
        let router = Router()
        var results: [String] = []
        router.push(.list)
        router.push(.item(1)) { (text: String) in results.append(text) }
        router.push(.item(2))
        #expect(router.pop(toScreen: .item))
        #expect(router.path == [.list, .item(1), .item(2)])
        #expect(router.returnResult("chosen"))
        #expect(router.path == [.list])
        #expect(results == ["chosen"])
        #expect(!router.pop(toScreen: .item))
    }

    @Test func aHostingModalGetsAWiredRouterUntilItIsDismissed() throws {
        var events: [Event] = []
        let router = Router(onEvent: { events.append($0) })
        router.present(.hosting)
        let hosted = try #require(router.hostedRouter(as: Router.self))
        #expect(hosted.send(.done))
        #expect(events == [.hosted(.done)])
        router.presentedFullScreenCover = nil
        #expect(router.modal == .hosting, "a closing cover does not dismiss a sheet")
        #expect(hosted.requestDismissal())
        #expect(router.modal == nil)
        #expect(router.hostedRouter(as: Router.self) == nil)
    }

    @Test func eachPresentationOfAHostingModalMakesANewRouter() throws {
        let router = Router(modal: .hosting)
        let first = try #require(router.hostedRouter(as: Router.self))
        first.push(.list)
        router.dismissModal()
        router.present(.hosting)
        let second = try #require(router.hostedRouter(as: Router.self))
        #expect(second !== first)
        #expect(second.path.isEmpty && second.modal == nil)
    }

    @Test func aStackThatDropsItsEventsStillDismissesItsModal() throws {
        var events: [Event] = []
        let router = Router(onEvent: { events.append($0) })
        router.present(.dropping)
        let hosted = try #require(router.hostedRouter(as: Router.self))
        #expect(!hosted.send(.done), "the hosted router has no event handler")
        #expect(events.isEmpty)
        #expect(hosted.requestDismissal())
        #expect(router.modal == nil)
    }
}
