import TypeFitCLI
import TypeFitText
print("typefit (FreeType \(EngineVersions.freeType), HarfBuzz \(EngineVersions.harfBuzz), ICU \(EngineVersions.icu))")
