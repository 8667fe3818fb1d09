// TypeFitCLI
