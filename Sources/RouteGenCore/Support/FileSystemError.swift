import Foundation

/// Turns file-system errors into the short reason a diagnostic shows.
enum FileSystemError {
    /// The reason `error` happened, without Foundation's framing ("The file … couldn't be …").
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return POSIXError(code).localizedDescription
        }
        if nsError.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(nsError.code)) {
            return POSIXError(code).localizedDescription
        }
        switch nsError.code {
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file or folder"
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
        default: return nsError.localizedDescription
        }
    }
}
