// OSLog on Linux: `import OSLog` gives what `import os` gives (Logger, OSLog, os_log, signposts,
// locks), as on iOS. Reading the log back (OSLogStore) is not here.
@_exported import os
