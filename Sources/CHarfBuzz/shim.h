// One header for the HarfBuzz APIs TypeFit uses: shaping (hb.h) and
// OpenType metrics and tables (hb-ot.h).
#include <hb.h>
#include <hb-ot.h>
