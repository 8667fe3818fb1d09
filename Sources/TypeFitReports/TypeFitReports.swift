// TypeFitReports
