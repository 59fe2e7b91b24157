import Testing
@testable import RouteGenCore

/// Each relation the specs declare, as the graph model holds it and as Mermaid and DOT draw it.
@Suite struct NavigationGraphBuilderTests {
    @Test func aFeatureIsAClusterOfItsRootScreensAndModalsInSpecOrder() throws {
        let graph = try GraphFixture.graph([
            "Home.routes.yaml": """
                root: { params: { page: { type: Int, default: 1 } } }
                screens:
                  zeta: {}
                  alpha: { params: { _ tags: Set<Tag>, id: Int } }
                modals:
                  sheetOne: {}
                  cover: { style: fullScreenCover }
                  pop: { style: popover }

                """,
        ])
        #expect(graph.name == "Home")
        #expect(graph.nodes == [])
        #expect(graph.clusters == [GraphCluster(id: "Home", title: "Home", nodes: [
            GraphNode(id: "Home_root", kind: .root(isDeclared: true), lines: ["root(page: Int)"]),
            GraphNode(id: "Home_screen_zeta", kind: .screen, lines: ["zeta"]),
            GraphNode(id: "Home_screen_alpha", kind: .screen, lines: ["alpha(_ tags: Set<Tag>, id: Int)"]),
            GraphNode(id: "Home_modal_sheetOne", kind: .modal(.sheet), lines: ["sheetOne", "sheet"]),
            GraphNode(id: "Home_modal_cover", kind: .modal(.fullScreenCover), lines: ["cover", "fullScreenCover"]),
            GraphNode(id: "Home_modal_pop", kind: .modal(.popover), lines: ["pop", "popover"]),
        ])])
        #expect(MermaidRenderer.render(graph) == """
            flowchart LR
                subgraph Home["Home"]
                    Home_root(["root(page: Int)"])
                    Home_screen_zeta["zeta"]
                    Home_screen_alpha["alpha(_ tags: Set#lt;Tag#gt;, id: Int)"]
                    Home_modal_sheetOne("sheetOne<br>sheet")
                    Home_modal_cover[["cover<br>fullScreenCover"]]
                    Home_modal_pop{{"pop<br>popover"}}
                end
                Home_root --> Home_screen_zeta
                Home_root --> Home_screen_alpha
                Home_root -.-> Home_modal_sheetOne
                Home_root -.-> Home_modal_cover
                Home_root -.-> Home_modal_pop

            """)
        #expect(DOTRenderer.render(graph) == """
            digraph "Home" {
                rankdir=LR;
                forcelabels=true;
                node [shape=box];
                subgraph "cluster_Home" {
                    label="Home";
                    "Home_root" [label="root(page: Int)", style="rounded,bold"];
                    "Home_screen_zeta" [label="zeta"];
                    "Home_screen_alpha" [label="alpha(_ tags: Set\\<Tag\\>, id: Int)"];
                    "Home_modal_sheetOne" [label="sheetOne\\nsheet", style=rounded];
                    "Home_modal_cover" [label="cover\\nfullScreenCover", peripheries=2];
                    "Home_modal_pop" [label="pop\\npopover", shape=hexagon];
                }
                "Home_root" -> "Home_screen_zeta";
                "Home_root" -> "Home_screen_alpha";
                "Home_root" -> "Home_modal_sheetOne" [style=dashed];
                "Home_root" -> "Home_modal_cover" [style=dashed];
                "Home_root" -> "Home_modal_pop" [style=dashed];
            }

            """)
    }

    @Test func aFeatureWithoutRootHasARootViewPassedIn() throws {
        let graph = try GraphFixture.graph(["Register.routes.yaml": "screens:\n  order: {}\n"])
        #expect(graph.clusters.first?.nodes.first == GraphNode(id: "Register_root", kind: .root(isDeclared: false), lines: ["root view, passed in"]))
        let lines = GraphFixture.lines(mentioning: "Register_root", in: graph)
        #expect(lines.mermaid == [#"Register_root(["root view, passed in"])"#, "Register_root --> Register_screen_order"])
        #expect(lines.dot == [#""Register_root" [label="root view, passed in", style="rounded,dashed"];"#, #""Register_root" -> "Register_screen_order";"#])
    }

    @Test func urlTemplatesAreLinesOfTheirDestinationsLabel() throws {
        let graph = try GraphFixture.graph([
            "Shop.routes.yaml": """
                root: { url: [shop, "shop/**"] }
                screens:
                  item: { url: ["items/{id}?ref={ref}", "i/*/{id}"], params: { id: Int, ref: { type: String, default: '""' } } }
                modals:
                  cart: { url: cart }

                """,
        ])
        #expect(graph.clusters[0].nodes.map(\.lines) == [
            ["root", "url: shop", "url: shop/**"],
            ["item(id: Int, ref: String)", "url: items/{id}?ref={ref}", "url: i/*/{id}"],
            ["cart", "sheet", "url: cart"],
        ])
        #expect(GraphFixture.lines(mentioning: "Shop_screen_item", in: graph).mermaid.first
            == #"Shop_screen_item["item(id: Int, ref: String)<br>url: items/{id}?ref={ref}<br>url: i/*/{id}"]"#)
        #expect(GraphFixture.lines(mentioning: "Shop_screen_item", in: graph).dot.first
            == #""Shop_screen_item" [label="item(id: Int, ref: String)\nurl: items/\{id\}?ref=\{ref\}\nurl: i/*/\{id\}"];"#)
    }

    @Test func aDestinationWithAParentIsReachedFromItsParentScreen() throws {
        let graph = try GraphFixture.graph([
            "Shop.routes.yaml": """
                screens:
                  list: { url: list }
                  item: { url: "list/{id}", parent: list, params: { id: Int } }
                  photo: { url: "list/{id}/photo", parent: item, params: { id: Int } }
                modals:
                  share: { style: popover, url: "list/{id}/share", parent: item, params: { id: Int } }

                """,
        ])
        #expect(graph.edges == [
            GraphEdge(from: "Shop_root", to: "Shop_screen_list", kind: .push, label: nil),
            GraphEdge(from: "Shop_screen_list", to: "Shop_screen_item", kind: .pushOnParent, label: "parent"),
            GraphEdge(from: "Shop_screen_item", to: "Shop_screen_photo", kind: .pushOnParent, label: "parent"),
            GraphEdge(from: "Shop_screen_item", to: "Shop_modal_share", kind: .presentOnParent, label: "parent"),
        ])
        let lines = GraphFixture.lines(mentioning: "Shop_screen_item", in: graph)
        #expect(lines.mermaid.dropFirst() == [
            #"Shop_screen_list -->|"parent"| Shop_screen_item"#,
            #"Shop_screen_item -->|"parent"| Shop_screen_photo"#,
            #"Shop_screen_item -.->|"parent"| Shop_modal_share"#,
        ])
        #expect(lines.dot.dropFirst() == [
            // Grey with an open head: a parent arrow is not a push from the root.
            #""Shop_screen_list" -> "Shop_screen_item" [label="parent", color=gray45, fontcolor=gray45, arrowhead=vee];"#,
            #""Shop_screen_item" -> "Shop_screen_photo" [label="parent", color=gray45, fontcolor=gray45, arrowhead=vee];"#,
            #""Shop_screen_item" -> "Shop_modal_share" [label="parent", style=dashed, color=gray45, fontcolor=gray45, arrowhead=vee];"#,
        ])
    }

    @Test func aHostingModalPointsAtTheRootOfTheStackItShows() throws {
        let graph = try GraphFixture.graph([
            "Detail.routes.yaml": """
                root: { params: { id: Int } }
                screens: { info: {} }
                modals:
                  settings: { stack: Settings }
                  other: { stack: Detail, params: { id: Int } }
                  coupons: { style: fullScreenCover, stack: Coupons }

                """,
            "Settings.routes.yaml": "root: {}\nscreens: { detail: {} }\n",
        ])
        #expect(graph.edges.filter { $0.kind == .hostsStack } == [
            GraphEdge(from: "Detail_modal_settings", to: "Settings_root", kind: .hostsStack, label: "stack"),
            GraphEdge(from: "Detail_modal_other", to: "Detail_root", kind: .hostsStack, label: "stack"),
            GraphEdge(from: "Detail_modal_coupons", to: "stack_Coupons", kind: .hostsStack, label: "stack"),
        ])
        // A feature whose spec was not read is drawn outside the clusters, once.
        #expect(graph.nodes == [GraphNode(id: "stack_Coupons", kind: .externalStack, lines: ["Coupons", "not in these specs"])])
        let lines = GraphFixture.lines(mentioning: "stack_Coupons", in: graph)
        #expect(lines.mermaid == [#"stack_Coupons>"Coupons<br>not in these specs"]"#, #"Detail_modal_coupons ==>|"stack"| stack_Coupons"#])
        #expect(lines.dot == [
            #""stack_Coupons" [label="Coupons\nnot in these specs", shape=cds];"#,
            #""Detail_modal_coupons" -> "stack_Coupons" [label="stack", style=bold];"#,
        ])
        #expect(GraphFixture.lines(mentioning: "Settings_root", in: graph).mermaid.contains(#"Detail_modal_settings ==>|"stack"| Settings_root"#))
    }

    @Test func eventsLeaveTheFeatureForTheAppLayer() throws {
        let graph = try GraphFixture.graph([
            "Home.routes.yaml": "screens: { a: {} }\nevents:\n  closed: {}\n  picked: { params: { _ item: Item<Int> } }\n",
            "Quiet.routes.yaml": "screens: { a: {} }\n",
        ])
        #expect(graph.name == "Navigation")
        #expect(graph.nodes == [GraphNode(id: "appLayer", kind: .appLayer, lines: ["app layer"])])
        #expect(graph.edges.filter { $0.kind == .event } == [
            GraphEdge(from: "Home_root", to: "appLayer", kind: .event, label: "event closed"),
            GraphEdge(from: "Home_root", to: "appLayer", kind: .event, label: "event picked(_ item: Item<Int>)"),
        ])
        let lines = GraphFixture.lines(mentioning: "appLayer", in: graph)
        #expect(lines.mermaid == [
            #"appLayer[/"app layer"\]"#,
            #"Home_root --o|"event closed"| appLayer"#,
            #"Home_root --o|"event picked(_ item: Item#lt;Int#gt;)"| appLayer"#,
        ])
        #expect(lines.dot == [
            #""appLayer" [label="app layer", shape=house];"#,
            // External labels: Graphviz places them apart from the tabs' labels at the app's node.
            #""Home_root" -> "appLayer" [xlabel="event closed", style=dotted, arrowhead=dot, constraint=false];"#,
            #""Home_root" -> "appLayer" [xlabel="event picked(_ item: Item\<Int\>)", style=dotted, arrowhead=dot, constraint=false];"#,
        ])
    }

    @Test func withoutEventsThereIsNoAppLayer() throws {
        let graph = try GraphFixture.graph(["Quiet.routes.yaml": "screens: { a: {} }\n"])
        #expect(graph.nodes == [])
    }

    @Test func anAppShowsItsTabsThenItsOtherFeaturesAndReceivesTheEvents() throws {
        let graph = try GraphFixture.graph([
            "Detail.routes.yaml": "root: { params: { id: Int } }\nscreens: { a: {} }\nevents: { done: {} }\n",
            "Home.routes.yaml": "root: {}\nscreens: { a: {} }\n",
            "Search.routes.yaml": "root: {}\nscreens: { a: {} }\n",
            "Shop.app.yaml": """
                tabs:
                  search: { feature: Search, title: "検索 \\"{all}\\"" }
                  home: Home
                features: [Detail]

                """,
        ])
        #expect(graph.name == "Shop")
        // Tabs in tab order, then the features outside them, whatever the input order.
        #expect(graph.clusters.map(\.id) == ["Search", "Home", "Detail"])
        #expect(graph.nodes == [GraphNode(id: "app_Shop", kind: .app, lines: ["Shop app"])])
        #expect(graph.edges.filter { $0.from == "app_Shop" || $0.to == "app_Shop" } == [
            GraphEdge(from: "app_Shop", to: "Search_root", kind: .tab, label: "tab search \"検索 \"{all}\"\""),
            GraphEdge(from: "app_Shop", to: "Home_root", kind: .tab, label: "tab home"),
            GraphEdge(from: "app_Shop", to: "Detail_root", kind: .appFeature, label: "feature"),
            GraphEdge(from: "Detail_root", to: "app_Shop", kind: .event, label: "event done"),
        ])
        let lines = GraphFixture.lines(mentioning: "app_Shop", in: graph)
        #expect(lines.mermaid == [
            #"app_Shop[/"Shop app"\]"#,
            #"app_Shop -->|"tab search #quot;検索 #quot;{all}#quot;#quot;"| Search_root"#,
            #"app_Shop -->|"tab home"| Home_root"#,
            #"app_Shop -->|"feature"| Detail_root"#,
            #"Detail_root --o|"event done"| app_Shop"#,
        ])
        #expect(lines.dot == [
            #""app_Shop" [label="Shop app", shape=house];"#,
            #""app_Shop" -> "Search_root" [label="tab search \"検索 \"\{all\}\"\"", penwidth=2, arrowhead=empty];"#,
            #""app_Shop" -> "Home_root" [label="tab home", penwidth=2, arrowhead=empty];"#,
            #""app_Shop" -> "Detail_root" [label="feature", arrowhead=empty];"#,
            #""Detail_root" -> "app_Shop" [xlabel="event done", style=dotted, arrowhead=dot, constraint=false];"#,
        ])
    }

    @Test func withTwoAppsEachShowsItsFeaturesAndEventsGoToTheAppLayer() throws {
        let graph = try GraphFixture.graph([
            "Home.routes.yaml": "root: {}\nscreens: { a: {} }\nevents: { done: {} }\n",
            "Kiosk.app.yaml": "tabs: { home: Home }\n",
            "Phone.app.yaml": "features: [Home]\n",
        ])
        #expect(graph.name == "Navigation")
        #expect(graph.nodes.map(\.id) == ["app_Kiosk", "app_Phone", "appLayer"])
        #expect(graph.edges.filter { $0.to == "Home_root" || $0.kind == .event } == [
            GraphEdge(from: "app_Kiosk", to: "Home_root", kind: .tab, label: "tab home"),
            GraphEdge(from: "app_Phone", to: "Home_root", kind: .appFeature, label: "feature"),
            GraphEdge(from: "Home_root", to: "appLayer", kind: .event, label: "event done"),
        ])
    }

    @Test func featuresOutsideTheAppFollowInInputOrder() throws {
        let graph = try GraphFixture.graph([
            "Zeta.routes.yaml": "root: {}\nscreens: { a: {} }\n",
            "Home.routes.yaml": "root: {}\nscreens: { a: {} }\n",
            "Alpha.routes.yaml": "root: {}\nscreens: { a: {} }\n",
            "Shop.app.yaml": "tabs: { home: Home }\n",
        ])
        #expect(graph.clusters.map(\.id) == ["Home", "Zeta", "Alpha"])
    }
}
