// Empty on purpose: CICUSystem carries pkg-config's flags for ICU to CICU; it declares nothing.
