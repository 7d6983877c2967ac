import IntentKit

await IntentApp.main(
    IntentAppDescription(
        bundleIdentifier: "com.example.NotesApp", name: "NotesApp", version: "1.0",
        dependencies: { context in AppDependencyManager.shared.add(dependency: NoteBook(container: context.containerURL)) }))
