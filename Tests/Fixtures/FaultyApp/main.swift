import Foundation
import IntentKit

// FaultyApp: an IntentKit app that misbehaves on demand, so the test side's handling of
// hangs, crashes, wedges and thrown errors is tested against a real process.
// `FAULTY_HANG_BEFORE_HANDSHAKE=1` makes it ignore SIGTERM and never serve;
// `FAULTY_DECLARED_TWICE=1` lists an intent twice, a declaration problem.
// A file named `unreadable-data` in its container makes it crash at start, as an app does on data it cannot read.

if ProcessInfo.processInfo.environment["FAULTY_HANG_BEFORE_HANDSHAKE"] == "1" {
    signal(SIGTERM, SIG_IGN)
    while true { sleep(1000) }
}

if let container = ProcessInfo.processInfo.environment["INTENTKIT_CONTAINER"],
    let stored = try? String(contentsOfFile: container + "/unreadable-data", encoding: .utf8)
{
    fatalError("FaultyApp cannot read its stored data: \(stored)")
}

let declaredTwice: [any AppIntent.Type] = ProcessInfo.processInfo.environment["FAULTY_DECLARED_TWICE"] == "1" ? [EchoIntent.self] : []
#if os(Linux)
    let importingApplesModules: [any AppIntent.Type] = [ShowBadgeIntent.self]
#else
    let importingApplesModules: [any AppIntent.Type] = []
#endif

await IntentApp.main(
    IntentAppDescription(
        bundleIdentifier: "com.example.FaultyApp", name: "FaultyApp", version: "1.0",
        intents: [
            EchoIntent.self, SleepIntent.self, WedgeIntent.self, CrashIntent.self, ThrowIntent.self, AskIntent.self, LargeResultIntent.self, DonateProbesIntent.self,
            LeakySnippetIntent.self, ShowLeakySnippetIntent.self, LaunchContextIntent.self, DecimalProbeIntent.self, PredefinedErrorIntent.self, PlainChoiceIntent.self,
            MakePinIntent.self, PickShelfIntent.self, ShelfWidgetConfiguration.self, NoteShelfIntent.self,
            DockIntent.self, UndockIntent.self, LegacyDockIntent.self, LegacyBerthIntent.self, ReadDockLogIntent.self, SetBeaconIntent.self,
            DeleteCratesIntent.self, StowCratesIntent.self, UnstowCratesIntent.self, OpenDockLinkIntent.self,
            ScanSkyIntent.self, ReadScanLogIntent.self, JettisonCargoIntent.self, ReadDeckIntent.self,
            ShowCargoIntent.self, DeckSnippetIntent.self, UnloadDeckIntent.self,
            SurveyNebulaIntent.self, ReadSurveyLogIntent.self, SetShieldsIntent.self, ShowShieldPanelIntent.self, QuietIntent.self,
            SearchHoldIntent.self, CountCratesIntent.self, LocateBeaconIntent.self, SuggestCratesIntent.self, OpenCrateIntent.self,
            PlotCourseIntent.self, PickBayIntent.self, QuietDeckFilter.self, ReadFocusFilterIntent.self, TagCrateIntent.self, LoadCrateIntent.self, ShowCrateIntent.self, DecideCrateIntent.self,
        ] + declaredTwice + importingApplesModules,
        entities: [ProbeEntity.self, CrateEntity.self, BeaconEntity.self, StarChartEntity.self, SignalEntity.self, RelayEntity.self],
        enums: [PinLength.self, ChartStyle.self],
        valueQueries: [ProbeValueQuery.self],
        screen: { throw FaultError.reactorBreach(stage: 4) },
        searchIndexSource: Counter.self,
        shortcuts: ShelfShortcuts.self,
        dependencies: { _ in
            AppDependencyManager.shared.add(dependency: Counter())
            AppDependencyManager.shared.add(
                dependency: OpenURLAction { url in
                    await DockLog.shared.append("opened \(url.absoluteString)")
                    return .handled
                })
        }))
