// See include/cicu.h: stable names for the ICU calls TypeFit makes.
#include "cicu.h"

#include <pthread.h>
#include <string.h>

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>

/* Opening a break iterator loads and compiles its rules (tens of microseconds); setting new
 * text on an open one is cheap. Each thread keeps one iterator per kind and locale and reuses
 * it, so no iterator is ever shared between threads. A thread-specific key's destructor closes
 * them when the thread exits. */
#define TYPEFIT_LOCALE_CAPACITY 64
static _Thread_local UBreakIterator *typefit_iterators[3];
static _Thread_local char typefit_iterator_locales[3][TYPEFIT_LOCALE_CAPACITY];
static pthread_key_t typefit_iterator_key;
static pthread_once_t typefit_iterator_key_once = PTHREAD_ONCE_INIT;

static void typefit_close_iterators(void *unused) {
    (void)unused;
    for (int slot = 0; slot < 3; slot++) {
        if (typefit_iterators[slot]) ubrk_close(typefit_iterators[slot]);
        typefit_iterators[slot] = NULL;
    }
}

static void typefit_make_iterator_key(void) {
    pthread_key_create(&typefit_iterator_key, typefit_close_iterators);
}

static UBreakIterator *typefit_iterator(typefit_break_kind kind, const char *locale,
                                        const UChar *text, int32_t length, UErrorCode *err) {
    UBreakIteratorType type = kind == TYPEFIT_BREAK_LINE ? UBRK_LINE
                            : kind == TYPEFIT_BREAK_WORD ? UBRK_WORD : UBRK_CHARACTER;
    int slot = kind == TYPEFIT_BREAK_LINE ? 0 : kind == TYPEFIT_BREAK_WORD ? 1 : 2;
    const char *name = locale ? locale : "";
    size_t nameLength = strlen(name);
    UBreakIterator *cached = typefit_iterators[slot];
    if (cached && strcmp(typefit_iterator_locales[slot], name) == 0) {
        ubrk_setText(cached, text, length, err);
        if (U_SUCCESS(*err)) return cached;
        *err = U_ZERO_ERROR;
    }
    UBreakIterator *it = ubrk_open(type, name, text, length, err);
    if (U_FAILURE(*err)) return NULL;
    if (nameLength < TYPEFIT_LOCALE_CAPACITY) {
        if (cached) ubrk_close(cached);
        pthread_once(&typefit_iterator_key_once, typefit_make_iterator_key);
        pthread_setspecific(typefit_iterator_key, typefit_iterators); /* non-NULL: the destructor runs */
        typefit_iterators[slot] = it;
        memcpy(typefit_iterator_locales[slot], name, nameLength + 1);
    }
    return it;
}

int32_t typefit_icu_boundaries(typefit_break_kind kind, const uint16_t *text, int32_t length,
                               const char *locale, int32_t *out, int32_t capacity, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    UBreakIterator *it = typefit_iterator(kind, locale, (const UChar *)text, length, &err);
    if (U_FAILURE(err) || !it) { *status = (int32_t)err; return -1; }
    int32_t n = 0;
    ubrk_first(it);
    for (int32_t b = ubrk_next(it); b != UBRK_DONE && n < capacity; b = ubrk_next(it)) {
        out[n] = b;
        n++;
    }
    if (it != typefit_iterators[0] && it != typefit_iterators[1] && it != typefit_iterators[2]) ubrk_close(it);
    *status = 0;
    return n;
}

int32_t typefit_icu_bidi(const uint16_t *text, int32_t length, uint8_t baseLevel,
                         uint8_t *levels, typefit_bidi_run *runs, int32_t capacity,
                         int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &err);
    if (U_FAILURE(err)) { *status = (int32_t)err; return -1; }
    ubidi_setPara(bidi, (const UChar *)text, length, (UBiDiLevel)baseLevel, NULL, &err);
    if (U_FAILURE(err)) { ubidi_close(bidi); *status = (int32_t)err; return -1; }
    if (levels) {
        const UBiDiLevel *l = ubidi_getLevels(bidi, &err);
        if (U_FAILURE(err)) { ubidi_close(bidi); *status = (int32_t)err; return -1; }
        for (int32_t i = 0; i < length; i++) levels[i] = l[i];
    }
    int32_t count = ubidi_countRuns(bidi, &err);
    if (U_FAILURE(err)) { ubidi_close(bidi); *status = (int32_t)err; return -1; }
    int32_t n = 0;
    for (int32_t i = 0; i < count && n < capacity; i++) {
        int32_t start = 0, len = 0;
        ubidi_getVisualRun(bidi, i, &start, &len);
        runs[n].start = start;
        runs[n].length = len;
        runs[n].level = ubidi_getLevelAt(bidi, start);
        n++;
    }
    ubidi_close(bidi);
    *status = 0;
    return n;
}

int32_t typefit_icu_bidi_levels(const uint16_t *text, int32_t length, uint8_t baseLevel,
                                uint8_t *levels, uint8_t *paragraphLevel, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &err);
    if (U_FAILURE(err)) { *status = (int32_t)err; return -1; }
    ubidi_setPara(bidi, (const UChar *)text, length, (UBiDiLevel)baseLevel, NULL, &err);
    if (U_FAILURE(err)) { ubidi_close(bidi); *status = (int32_t)err; return -1; }
    *paragraphLevel = ubidi_getParaLevel(bidi);
    if (length > 0) {
        const UBiDiLevel *l = ubidi_getLevels(bidi, &err);
        if (U_FAILURE(err)) { ubidi_close(bidi); *status = (int32_t)err; return -1; }
        for (int32_t i = 0; i < length; i++) levels[i] = l[i];
    }
    ubidi_close(bidi);
    *status = 0;
    return 0;
}

void typefit_icu_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visualToLogical) {
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, visualToLogical);
}

int32_t typefit_icu_script(uint32_t codePoint) {
    UErrorCode err = U_ZERO_ERROR;
    UScriptCode s = uscript_getScript((UChar32)codePoint, &err);
    return U_FAILURE(err) ? -1 : (int32_t)s;
}

const char *typefit_icu_script_tag(int32_t script) {
    return uscript_getShortName((UScriptCode)script);
}

int32_t typefit_icu_has_script(uint32_t codePoint, int32_t script) {
    return uscript_hasScript((UChar32)codePoint, (UScriptCode)script) ? 1 : 0;
}

int32_t typefit_icu_general_category(uint32_t codePoint) {
    return (int32_t)u_charType((UChar32)codePoint);
}

const char *typefit_icu_version(void) {
    static char buffer[U_MAX_VERSION_STRING_LENGTH];
    UVersionInfo v;
    u_getVersion(v);
    u_versionToString(v, buffer);
    return buffer;
}
