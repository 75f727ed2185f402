// FreeType's headers for reading the font files an app ships: faces, tables and outlines in
// font units only. Cellshot never asks FreeType to hint or rasterize (docs/text.md).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_IDS_H
