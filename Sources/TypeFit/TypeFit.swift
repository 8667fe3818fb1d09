// TypeFit
