// A thin C layer over ICU. ICU renames every function per version with macros
// (ubrk_next is really ubrk_next_72), which Swift cannot import; these are real
// functions with stable names. Text is always UTF-16, offsets are UTF-16 units.
#ifndef TYPEFIT_CICU_H
#define TYPEFIT_CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Kinds of boundary that typefit_icu_boundaries can find.
typedef enum {
    TYPEFIT_BREAK_LINE = 0,      ///< UAX #14 line break opportunities
    TYPEFIT_BREAK_GRAPHEME = 1,  ///< UAX #29 extended grapheme cluster boundaries
    TYPEFIT_BREAK_WORD = 2       ///< UAX #29 word boundaries
} typefit_break_kind;

/// Writes the boundaries of `text` (excluding 0, including `length`) into `out`,
/// at most `capacity` of them. `locale` may be NULL.
/// Returns the number of boundaries, or -1 on an ICU error (`*status` is set).
int32_t typefit_icu_boundaries(typefit_break_kind kind, const uint16_t *text, int32_t length,
                               const char *locale, int32_t *out, int32_t capacity, int32_t *status);

/// One run of the bidi algorithm (UAX #9) in visual order.
typedef struct {
    int32_t start;   ///< logical start, UTF-16 units
    int32_t length;  ///< UTF-16 units
    uint8_t level;   ///< embedding level; odd = right to left
} typefit_bidi_run;

/// Resolves embedding levels for `text` as one paragraph. `baseLevel` is 0 (LTR),
/// 1 (RTL) or 0xFE (default LTR, from the first strong character).
/// `levels` (length entries, may be NULL) receives each unit's level.
/// `runs` receives the runs in visual order, at most `capacity`.
/// Returns the number of runs, or -1 on an ICU error (`*status` is set).
int32_t typefit_icu_bidi(const uint16_t *text, int32_t length, uint8_t baseLevel,
                         uint8_t *levels, typefit_bidi_run *runs, int32_t capacity,
                         int32_t *status);

/// Resolves the embedding level of every unit of `text` as one paragraph (UAX #9).
/// `baseLevel` is 0 (LTR), 1 (RTL) or 0xFE (from the first strong character, LTR if none).
/// `levels` receives `length` entries; `paragraphLevel` receives the resolved base level.
/// Returns 0, or -1 on an ICU error (`*status` is set).
int32_t typefit_icu_bidi_levels(const uint16_t *text, int32_t length, uint8_t baseLevel,
                                uint8_t *levels, uint8_t *paragraphLevel, int32_t *status);

/// Reorders `count` levels into a visual-to-logical index map (UAX #9 rule L2).
void typefit_icu_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visualToLogical);

/// The ICU script code (UScriptCode) of a code point; -1 on error.
int32_t typefit_icu_script(uint32_t codePoint);

/// The ISO 15924 four-letter tag of an ICU script code ("Latn", "Deva"), or NULL.
const char *typefit_icu_script_tag(int32_t script);

/// 1 if ICU's script extensions of `codePoint` include `script`.
int32_t typefit_icu_has_script(uint32_t codePoint, int32_t script);

/// The general category (UCharCategory) of a code point.
int32_t typefit_icu_general_category(uint32_t codePoint);

/// The ICU version string, e.g. "72.1".
const char *typefit_icu_version(void);

#ifdef __cplusplus
}
#endif
#endif
