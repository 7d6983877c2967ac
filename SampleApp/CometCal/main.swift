import CometCalKit

await CometCalApp.main()
