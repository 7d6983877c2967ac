extension AppIntentError {
    /// Errors with no immediate remedy, as Apple's App Intents predefine them.
    public enum Unrecoverable {
        /// No app entity matched the search criteria.
        public static let entityNotFound = AppIntentError(predefined: "Unrecoverable.entityNotFound", "No matching item was found.")
        /// The feature is restricted (Screen Time, a device profile, or similar).
        public static let featureCurrentlyRestricted = AppIntentError(
            predefined: "Unrecoverable.featureCurrentlyRestricted", "This feature is currently restricted.")
        /// The person needs to be connected to the internet.
        public static let networkFailure = AppIntentError(predefined: "Unrecoverable.networkFailure", "You need to be connected to the internet.")
        /// The action is not allowed.
        public static let notAllowed = AppIntentError(predefined: "Unrecoverable.notAllowed", "This action isn't allowed.")
        /// Something went wrong.
        public static let unknown = AppIntentError(predefined: "Unrecoverable.unknown", "Something went wrong.")
    }

    /// Errors that a permission the app lacks caused, as Apple's App Intents predefine them.
    public enum PermissionRequired {
        /// The app needs access to Bluetooth.
        public static let bluetooth = AppIntentError(predefined: "PermissionRequired.bluetooth", "The app needs access to Bluetooth.")
        /// The app needs access to contacts.
        public static let contacts = AppIntentError(predefined: "PermissionRequired.contacts", "The app needs access to your contacts.")
        /// The app needs access to the local network.
        public static let localNetwork = AppIntentError(predefined: "PermissionRequired.localNetwork", "The app needs access to the local network.")
        /// The app needs access to location.
        public static let location = AppIntentError(predefined: "PermissionRequired.location", "The app needs access to your location.")
        /// The app needs access to photos.
        public static let photos = AppIntentError(predefined: "PermissionRequired.photos", "The app needs access to your photos.")
    }

    /// Errors the person can fix by acting, as Apple's App Intents predefine them.
    public enum UserActionRequired {
        /// The person needs to set up their account.
        public static let accountSetup = AppIntentError(predefined: "UserActionRequired.accountSetup", "You need to set up your account.")
        /// The person needs to confirm the action.
        public static let confirmation = AppIntentError(predefined: "UserActionRequired.confirmation", "You need to confirm this action.")
        /// The person needs to sign in.
        public static let signin = AppIntentError(predefined: "UserActionRequired.signin", "You need to sign in to continue.")
    }
}
