// Localisation: String Catalogs, .strings files, pseudo-languages.
