// TypeFitChecks
