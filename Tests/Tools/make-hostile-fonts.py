#!/usr/bin/env python3
"""Writes the broken font files of the hostile-input corpus, each made from a bundled font.

    Tests/Tools/make-hostile-fonts.py            # (re)writes Tests/TypeFitTests/Fixtures/hostile/fonts/

Also writes specs/font-NAME.json, a spec that loads each. Every file is derived deterministically from Fonts/ (truncated, a table renamed away, a header
field zeroed, a table offset pointed past the end …), so the corpus can be rebuilt and reviewed.
Only the standard library is used. The expected error of each file is in
Tests/TypeFitTests/Fixtures/hostile/cases.json, next to the spec that loads it.
"""
import os
import random
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Tests/TypeFitTests/Fixtures/hostile/fonts")
# Small bundled fonts: one TrueType (glyf) and one CFF OpenType.
TTF = os.path.join(ROOT, "Fonts/Noto/NotoSansHebrew-Regular.ttf")
OTF = os.path.join(ROOT, "Fonts/Inter/Inter-Regular.otf")


def tables(data):
    """The table directory: {tag: (record offset, table offset, length)}."""
    count = struct.unpack_from(">H", data, 4)[0]
    result = {}
    for index in range(count):
        record = 12 + 16 * index
        tag = data[record:record + 4].decode("latin-1")
        offset, length = struct.unpack_from(">II", data, record + 8)
        result[tag] = (record, offset, length)
    return result


def rename_table(data, tag, new_tag):
    """The font with the directory entry of `tag` renamed, so the table is missing."""
    data = bytearray(data)
    record = tables(data)[tag][0]
    data[record:record + 4] = new_tag.encode("latin-1")
    return bytes(data)


def patch(data, tag, field_offset, fmt, value):
    """The font with one field of table `tag` overwritten."""
    data = bytearray(data)
    offset = tables(data)[tag][1]
    struct.pack_into(fmt, data, offset + field_offset, value)
    return bytes(data)


def patch_record(data, tag, field, value):
    """The font with the directory record of `tag` changed: field 8 = offset, 12 = length."""
    data = bytearray(data)
    record = tables(data)[tag][0]
    struct.pack_into(">I", data, record + field, value)
    return bytes(data)


def zero_table(data, tag):
    data = bytearray(data)
    _, offset, length = tables(data)[tag]
    data[offset:offset + length] = bytes(length)
    return bytes(data)


def main():
    ttf = open(TTF, "rb").read()
    otf = open(OTF, "rb").read()
    garbage = random.Random(8).randbytes(4096)
    files = {
        "empty.ttf": b"",
        "text.ttf": b"This is a text file with a font extension, not a font.\n",
        "garbage.ttf": garbage,
        "png.ttf": b"\x89PNG\r\n\x1a\n" + bytes(64),
        "header-only.ttf": ttf[:8],
        "directory-cut.ttf": ttf[:40],
        "half.ttf": ttf[: len(ttf) // 2],
        "half.otf": otf[: len(otf) // 2],
        "no-tables.ttf": ttf[:4] + b"\x00\x00" + ttf[6:12],
        "woff.ttf": b"wOFF" + ttf[4:],
        "ttc-bad-offset.ttc": b"ttcf\x00\x01\x00\x00\x00\x00\x00\x01\x7f\xff\xff\xf0",
        "no-cmap.ttf": rename_table(ttf, "cmap", "xmap"),
        "no-head.ttf": rename_table(ttf, "head", "xead"),
        "no-hhea.ttf": rename_table(ttf, "hhea", "xhea"),
        "no-hmtx.ttf": rename_table(ttf, "hmtx", "xmtx"),
        "no-maxp.ttf": rename_table(ttf, "maxp", "xaxp"),
        "no-glyf.ttf": rename_table(ttf, "glyf", "xlyf"),
        "no-cff.otf": rename_table(otf, "CFF ", "XFF "),
        "zero-upem.ttf": patch(ttf, "head", 18, ">H", 0),
        "huge-upem.ttf": patch(ttf, "head", 18, ">H", 65535),
        "short-head.ttf": patch_record(ttf, "head", 12, 10),
        "glyf-past-end.ttf": patch_record(ttf, "glyf", 8, 0xFFFFFF00),
        "zero-maxp.ttf": zero_table(ttf, "maxp"),
    }
    os.makedirs(OUT, exist_ok=True)
    # A directory where a font file is expected (git keeps it through the file inside).
    os.makedirs(os.path.join(OUT, "directory.ttf"), exist_ok=True)
    with open(os.path.join(OUT, "directory.ttf", "README"), "w") as out:
        out.write("A directory named like a font file: loading it must be refused.\n")
    for name, data in sorted(files.items()):
        with open(os.path.join(OUT, name), "wb") as out:
            out.write(data)
    # One spec per font, loading it by a path relative to the spec.
    specs = os.path.join(os.path.dirname(OUT), "specs")
    os.makedirs(specs, exist_ok=True)
    for name in sorted(files) + ["directory.ttf"]:
        spec = ('{"typefit": 1, "root": {"type": "label", "text": "Hello", '
                '"font": {"file": "../fonts/%s", "size": 17}}}\n' % name)
        with open(os.path.join(specs, "font-" + name.rsplit(".", 1)[0] + ".json"), "w") as out:
            out.write(spec)
    print(f"wrote {len(files)} fonts to {os.path.relpath(OUT, ROOT)} and a spec for each")


if __name__ == "__main__":
    sys.exit(main())
