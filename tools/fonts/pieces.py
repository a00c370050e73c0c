#!/usr/bin/env python3
"""Writes crates/web/static/fonts/TabulaPieces.woff2: the characters drawn on Xiangqi and Banqi pieces and the river
words, cut from Noto Serif CJK TC Bold (SIL Open Font License 1.1) and renamed, so the boards read the same on a
device without any Chinese font (about 6 KB instead of a 20 MB font). Needs Debian's fonts-noto-cjk and PyPI's
fonttools and brotli:

    apt install fonts-noto-cjk && pip install fonttools brotli
    python3 tools/fonts/pieces.py

Keep GLYPHS in step with `board::xiangqi::glyph`, the river in `board/xiangqi.rs` and the `unicode-range` of the
"Tabula Pieces" face in crates/web/static/style.css.
"""

from fontTools import subset
from fontTools.ttLib import TTCollection

SOURCE = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"
TRADITIONAL = 3  # the collection's "Noto Serif CJK TC Bold": traditional forms, as the pieces are written
GLYPHS = "帥仕相傌俥炮兵將士象馬車砲卒楚河漢界"
OUT = "crates/web/static/fonts/TabulaPieces.woff2"
NAME = "Tabula Pieces"


def main():
    font = TTCollection(SOURCE)[TRADITIONAL]
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = []
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=GLYPHS)
    subsetter.subset(font)
    # A modified OFL font may not keep the original's name (the licence's Reserved Font Name clause).
    names = font["name"]
    for record in names.names:
        if record.nameID in (1, 4, 16):
            record.string = NAME
        elif record.nameID == 3:
            record.string = NAME + " Bold"
        elif record.nameID == 6:
            record.string = "TabulaPieces-Bold"
    font.flavor = "woff2"
    font.save(OUT)


if __name__ == "__main__":
    main()
