// The generated stacks are driven through the SwiftUI stand-in's StandInInspector and
// StandInEnvironment, which exist on Linux only; elsewhere only their compilation is checked.
#if os(Linux)
import Dependencies
import OnsenModels
import OnsenNavigation
import RouteGenRuntime
import SwiftUI
import Testing

/// A modal whose style depends on the horizontal size class (the Tickets feature's `receipt`:
/// `style: { compact: sheet, regular: fullScreenCover }`), presented by the generated stack.
@MainActor
@Suite struct SizeClassPresentationTests {
    let ticket = Ticket(id: "T1")

    /// The inspector of a Tickets stack over `router`, in the horizontal size class `sizeClass`.
    func ticketsStack(_ router: TicketsRouter, in sizeClass: UserInterfaceSizeClass?) -> StandInInspector {
        StandInEnvironment.$horizontalSizeClass.withValue(sizeClass) {
            let stack = withDependencies {
                $0.ticketsViewBuildingClient.root = { AnyView(EmptyView()) }
                $0.ticketsViewBuildingClient.receipt = { ticket in AnyView(BuiltView(call: "receipt \(ticket.id)")) }
            } operation: {
                TicketsNavigationStack(router: router)
            }
            return StandInInspector(stack)
        }
    }

    @Test func theModalDeclaresItsStylePerSizeClass() {
        let receipt = TicketsModal.receipt(ticket: ticket)
        #expect(receipt.presentation(in: .compact) == .sheet)
        #expect(receipt.presentation(in: .regular) == .fullScreenCover)
        #expect(receipt.isFullScreenCover, "isFullScreenCover and isPopover answer for the regular size class")
        #expect(TicketsModal.qrCode(ticket: ticket).presentation(in: .compact) == .fullScreenCover)
    }

    @Test func aCompactStackPresentsItAsASheet() throws {
        let router = TicketsRouter()
        let stack = ticketsStack(router, in: .compact)
        router.present(.receipt(ticket: ticket))
        let sheet = try #require(stack.sheet(item: TicketsModal.self))
        #expect(sheet.item.wrappedValue == .receipt(ticket: ticket))
        #expect(stack.fullScreenCover(item: TicketsModal.self)?.item.wrappedValue == nil)
        #expect(StandInInspector(sheet.content(.receipt(ticket: ticket))).presentationDetents == [.medium, .large])
        // The sheet closing dismisses it.
        sheet.item.wrappedValue = nil
        #expect(router.modal == nil)
    }

    @Test func aRegularStackOrOneWithoutASizeClassPresentsItFullScreen() throws {
        for sizeClass in [UserInterfaceSizeClass.regular, nil] {
            let router = TicketsRouter()
            let stack = ticketsStack(router, in: sizeClass)
            router.present(.receipt(ticket: ticket))
            let cover = try #require(stack.fullScreenCover(item: TicketsModal.self))
            #expect(cover.item.wrappedValue == .receipt(ticket: ticket))
            let sheet = try #require(stack.sheet(item: TicketsModal.self))
            #expect(sheet.item.wrappedValue == nil)
            // A sheet closing cannot dismiss the cover.
            sheet.item.wrappedValue = nil
            #expect(router.modal == .receipt(ticket: ticket))
            cover.item.wrappedValue = nil
            #expect(router.modal == nil)
        }
    }

    @Test func aModalWithOneStyleKeepsItInEverySizeClass() throws {
        for sizeClass in [UserInterfaceSizeClass.compact, .regular] {
            let router = TicketsRouter()
            let stack = ticketsStack(router, in: sizeClass)
            router.present(.qrCode(ticket: ticket))
            #expect(stack.fullScreenCover(item: TicketsModal.self)?.item.wrappedValue == .qrCode(ticket: ticket))
            #expect(stack.sheet(item: TicketsModal.self)?.item.wrappedValue == nil)
        }
    }

    @Test func theRouterAnswersForEitherSizeClass() {
        let router = TicketsRouter()
        router.present(.receipt(ticket: ticket))
        #expect(router[presentedAs: .sheet, in: .compact] == .receipt(ticket: ticket))
        #expect(router[presentedAs: .fullScreenCover, in: .compact] == nil)
        #expect(router[presentedAs: .fullScreenCover, in: .regular] == .receipt(ticket: ticket))
        #expect(router.presentedFullScreenCover == .receipt(ticket: ticket), "the plain bindings answer for the regular size class")
        router[presentedAs: .fullScreenCover, in: .compact] = nil
        #expect(router.modal == .receipt(ticket: ticket))
        router[presentedAs: .sheet, in: .compact] = nil
        #expect(router.modal == nil)
    }
}
#endif
