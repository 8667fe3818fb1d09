// FreeType's public headers are included through macros (FT_FREETYPE_H …), which
// a module map cannot name; this header expands the ones TypeFit uses.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_BITMAP_H
