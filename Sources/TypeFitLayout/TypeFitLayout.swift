// TypeFitLayout
