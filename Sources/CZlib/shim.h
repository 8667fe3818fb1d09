// One header for the zlib APIs TypeFit uses: compress2 and crc32 for PNG chunks.
#include <zlib.h>
