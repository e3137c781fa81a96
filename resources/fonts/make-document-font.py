#!/usr/bin/python3
"""Makes resources/fonts/document-sans.ttf, the font of the customer documents (docs/customer-documents.md).

From WenQuanYi Micro Hei (Debian/Ubuntu package fonts-wqy-microhei, Apache-2.0), face 0 of
/usr/share/fonts/truetype/wqy/wqy-microhei.ttc: TrueType outlines (glyf), which pdf-lib's fontkit
subsets correctly (it breaks CFF CJK fonts). Kept: Latin (ASCII, Latin-1, Latin Extended-A),
general punctuation, the 6,763 GB2312 hanzi and GB2312's symbol rows (CJK punctuation, full-width
forms). Hinting is dropped (PDF viewers do not use it), the outlines are unchanged.

Run from the repository root:  /usr/bin/python3 resources/fonts/make-document-font.py
"""
import os
from fontTools import subset
from fontTools.ttLib import TTCollection

SOURCE = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'
TARGET = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'document-sans.ttf')


def gb2312(rows):
    """The characters of GB2312's rows (0xA1 + row index), in order; unassigned cells are skipped."""
    chars = []
    for row in rows:
        for cell in range(0xA1, 0xFF):
            try:
                chars.append(bytes([row, cell]).decode('gb2312'))
            except UnicodeDecodeError:
                pass
    return chars


codepoints = set(range(0x20, 0x7F)) | set(range(0xA0, 0x180)) | set(range(0x2010, 0x2028)) | {0x2030, 0x2122, 0x2190, 0x2192, 0x2212, 0x2713}
codepoints |= {ord(c) for c in gb2312(range(0xA1, 0xAA))}  # symbols: CJK punctuation, full-width forms, kana
codepoints |= {ord(c) for c in gb2312(range(0xB0, 0xF8))}  # the 6,763 hanzi
codepoints |= set(range(0x3000, 0x3040)) | set(range(0xFF01, 0xFF5F))

font = TTCollection(SOURCE).fonts[0]
options = subset.Options()
options.hinting = False
# FontForge's timestamps; the OpenType layout tables (fontkit would run its shaper on every string drawn, and
# Latin and Chinese need no shaping); vertical metrics (documents are written horizontally).
options.drop_tables += ['FFTM', 'GSUB', 'GPOS', 'GDEF', 'vhea', 'vmtx']
options.layout_features = []
options.name_IDs = ['*']
options.name_languages = ['*']
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=sorted(codepoints))
subsetter.subset(font)
font['name'].setName('Desk Document Sans (WenQuanYi Micro Hei subset)', 4, 3, 1, 0x409)
# Glyphs 4-byte aligned, as the source has them: fontkit's subsetter (in pdf-lib) loses unaligned glyphs.
font['glyf'].padding = 4
font.recalcTimestamp = False  # the same bytes on every run
font.save(TARGET)
print(f'{TARGET}: {len(codepoints)} code points asked, {font["maxp"].numGlyphs} glyphs, {os.path.getsize(TARGET)} bytes')
