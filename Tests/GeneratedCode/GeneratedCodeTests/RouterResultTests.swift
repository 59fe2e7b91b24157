import Testing
@testable import StudyNavigation
import StudyModels

/// Values returned to an earlier screen: the study app's prefecture → city picker returns the
/// chosen city to the screen that opened the picker (source article 003).
@MainActor
@Suite struct RouterResultTests {
    let tokyo = Prefecture(name: "Tokyo")
    let shibuya = City(name: "Shibuya")

    @Test func aResultPopsBackToTheScreenThatAskedAndCallsItsHandlerOnce() {
        let router = AreaPickerRouter()
        var chosen: [City] = []
        router.push(.prefecturePicker) { (city: City) in chosen.append(city) }
        router.push(.cityPicker(prefecture: tokyo))
        #expect(router.returnResult(shibuya))
        #expect(router.path == [])
        #expect(chosen == [shibuya])
        #expect(!router.returnResult(shibuya))
        #expect(chosen == [shibuya])
    }

    @Test func aResultGoesToTheNearestScreenWaitingForItsType() {
        let router = AreaPickerRouter(path: [.prefecturePicker])
        var outer: [City] = []
        var inner: [City] = []
        router.push(.cityPicker(prefecture: tokyo)) { (city: City) in outer.append(city) }
        router.push(.prefecturePicker) { (city: City) in inner.append(city) }
        router.push(.cityPicker(prefecture: tokyo))
        #expect(router.returnResult(shibuya))
        #expect(router.path == [.prefecturePicker, .cityPicker(prefecture: tokyo)])
        #expect(inner == [shibuya])
        #expect(outer == [])
    }

    @Test func aResultOfAnotherTypeIsRefusedWithoutChangingAnything() {
        let router = AreaPickerRouter()
        var chosen: [City] = []
        router.push(.prefecturePicker) { (city: City) in chosen.append(city) }
        router.push(.cityPicker(prefecture: tokyo))
        #expect(!router.returnResult(tokyo))
        #expect(!router.returnResult(Optional(shibuya)))
        #expect(router.path.count == 2)
        #expect(chosen == [])
    }

    @Test func poppingBelowTheRequestDropsTheHandler() {
        let router = AreaPickerRouter()
        var chosen: [City] = []
        router.push(.prefecturePicker) { (city: City) in chosen.append(city) }
        router.pop()
        router.push(.cityPicker(prefecture: tokyo))
        #expect(!router.returnResult(shibuya))
        #expect(chosen == [])
        #expect(router.path == [.cityPicker(prefecture: tokyo)])
    }

    @Test func aDeepLinkThatReplacesThePathDropsWaitingHandlers() {
        let router = AreaPickerRouter()
        var chosen: [City] = []
        router.push(.prefecturePicker) { (city: City) in chosen.append(city) }
        router.replacePath(with: [.cityPicker(prefecture: tokyo)])
        #expect(!router.returnResult(shibuya))
        #expect(chosen == [])
    }
}
