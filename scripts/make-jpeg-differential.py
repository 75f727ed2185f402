#!/usr/bin/env python3
"""Writes the JPEG decoder's differential corpus and its hostile files.

Tests/Fixtures/jpeg/differential: files libjpeg-turbo decodes in ways a decoder can get wrong
(a quantisation table redefined between scans, Motion-JPEG frames with no Huffman tables, an
AC run past coefficient 63, two components sharing an id, successive approximation, odd
sampling) and damaged copies of the JPEG fixtures (bytes changed, cut short). Beside each file
that libjpeg-turbo decodes without a warning or an error is NAME.png, the pixels it decodes it
to; a file without one is decoded or refused by Cellshot, never crashes it.

The references are djpeg's (Debian's libjpeg-turbo-progs, libjpeg's defaults: the accurate
integer IDCT, fancy upsampling) with JSIMD_FORCENONE=1: libjpeg-turbo's SIMD code overflows on
some corrupt coefficients where its C code, which Cellshot follows, does not. A file is clean
when djpeg exits 0 and prints nothing.

Tests/Fixtures/hostile/jpeg: files built to cost more than their size says: an 8192 x 8192
picture split into thousands of scans, each of which walks the whole picture.

Run from the repository root: python3 scripts/make-jpeg-differential.py (needs Pillow and
djpeg, cjpeg: apt-get install python3-pil libjpeg-turbo-progs). The corpus is random with a
fixed seed, so a run writes the same files.
"""
import io
import os
import random
import struct
import subprocess
import tempfile

from PIL import Image

OUT = "Tests/Fixtures/jpeg/differential"
HOSTILE = "Tests/Fixtures/hostile/jpeg"
FIXTURES = "Tests/Fixtures/jpeg"


# Segments

def segment(marker, body):
    return b"\xff" + bytes([marker]) + struct.pack(">H", len(body) + 2) + body


def dqt(table, values):
    return segment(0xDB, bytes([table]) + bytes(values))


def sof(marker, width, height, components):
    """components: (id, sampling as 0xHV, quantisation table)."""
    body = struct.pack(">BHHB", 8, height, width, len(components))
    for cid, hv, tq in components:
        body += bytes([cid, hv, tq])
    return segment(marker, body)


def dht(table_class, table, lengths, symbols):
    """lengths: how many codes of each length 1-16."""
    return segment(0xC4, bytes([table_class << 4 | table]) + bytes(lengths) + bytes(symbols))


def sos(components, ss=0, se=63, ah_al=0):
    """components: (id, DC table << 4 | AC table)."""
    body = bytes([len(components)])
    for cid, tables in components:
        body += bytes([cid, tables])
    return segment(0xDA, body + bytes([ss, se, ah_al]))


SOI, EOI = b"\xff\xd8", b"\xff\xd9"


def segments(data):
    """The file as (marker, start, end) of each segment, entropy-coded data after an SOS
    counted in the SOS's segment."""
    out, p = [], 2
    while p < len(data):
        assert data[p] == 0xFF
        marker = data[p + 1]
        if marker == 0xD9:
            out.append((marker, p, p + 2))
            break
        length = struct.unpack(">H", data[p + 2:p + 4])[0]
        end = p + 2 + length
        if marker == 0xDA:
            while not (data[end] == 0xFF and data[end + 1] not in (0, *range(0xD0, 0xD8))):
                end += 1
        out.append((marker, p, end))
        p = end
    return out


class Bits:
    """An entropy-coded segment: bits, most significant first, 0xFF stuffed, padded with ones."""

    def __init__(self):
        self.value, self.count, self.out = 0, 0, bytearray()

    def put(self, value, count):
        for i in range(count - 1, -1, -1):
            self.value = self.value << 1 | (value >> i & 1)
            self.count += 1
            if self.count == 8:
                self.out.append(self.value)
                if self.value == 0xFF:
                    self.out.append(0)
                self.value, self.count = 0, 0

    def bytes(self):
        if self.count:
            self.put((1 << (8 - self.count)) - 1, 8 - self.count)
        return bytes(self.out)


# Flat tables for hand-made scans: every DC category a 4-bit code (its value), every AC
# symbol of Annex K an 8-bit code (its index).
DC_SYMBOLS = list(range(12))
AC_SYMBOLS = [0x00, 0xF0] + [r << 4 | s for r in range(16) for s in range(1, 11)]


def flat_tables():
    dc_lengths = [0, 0, 0, len(DC_SYMBOLS)] + [0] * 12
    ac_lengths = [0] * 7 + [len(AC_SYMBOLS)] + [0] * 8
    return dht(0, 0, dc_lengths, DC_SYMBOLS) + dht(1, 0, ac_lengths, AC_SYMBOLS)


def size_of(value):
    return abs(value).bit_length()


def put_value(bits, value):
    s = size_of(value)
    bits.put(value if value > 0 else value + (1 << s) - 1, s)


def djpeg(data):
    """libjpeg-turbo's C-code decode of `data`: (pixels as an RGB image or None, clean)."""
    with tempfile.NamedTemporaryFile(suffix=".jpg") as f:
        f.write(data)
        f.flush()
        env = dict(os.environ, JSIMD_FORCENONE="1")
        run = subprocess.run(["djpeg", "-pnm", f.name], capture_output=True, env=env)
    clean = run.returncode == 0 and not run.stderr
    picture = None
    if run.stdout:
        try:
            picture = Image.open(io.BytesIO(run.stdout)).convert("RGB")
        except Exception:
            picture = None
    return picture, clean


def write(name, data, require_clean=True):
    picture, clean = djpeg(data)
    if require_clean and not clean:
        raise SystemExit(f"{name}: libjpeg-turbo warns or fails on it")
    with open(os.path.join(OUT, name + ".jpg"), "wb") as f:
        f.write(data)
    reference = os.path.join(OUT, name + ".png")
    if clean:
        picture.save(reference, optimize=True)
    elif os.path.exists(reference):
        os.remove(reference)
    return clean


def pillow(picture, **options):
    data = io.BytesIO()
    picture.save(data, "JPEG", **options)
    return data.getvalue()


def cjpeg(picture, *arguments, scans=None):
    with tempfile.TemporaryDirectory() as folder:
        source = os.path.join(folder, "in.ppm")
        picture.save(source)
        command = ["cjpeg", *arguments]
        if scans:
            script = os.path.join(folder, "scans.txt")
            with open(script, "w") as f:
                f.write(scans)
            command += ["-scans", script]
        return subprocess.run(command + [source], capture_output=True, check=True).stdout


# The cases

def tables_redefined(odd):
    """A quantisation table redefined between scans: each component keeps the table it had at
    its first scan (libjpeg's latch_quant_tables)."""
    grey = pillow(odd.convert("L"), quality=85, progressive=True)
    parts = segments(grey)
    second_scan = [start for marker, start, _ in parts if marker == 0xDA][1]
    other = dqt(0, [min(255, 3 + 7 * i) for i in range(64)])
    write("dqt-between-scans-grey", grey[:second_scan] + other + grey[second_scan:])
    # Colour, each component's DC scan alone: table 1 changes after Cb's first scan and before
    # Cr's, so the two chroma components decode with different tables.
    colour = cjpeg(odd, "-quality", "80", "-sample", "2x2,1x1,1x1", "-progressive",
                   scans="0: 0-0, 0, 0;\n1: 0-0, 0, 0;\n2: 0-0, 0, 0;\n0: 1-63, 0, 0;\n"
                         "1: 1-63, 0, 0;\n2: 1-63, 0, 0;\n")
    parts = segments(colour)
    scans = [start for marker, start, _ in parts if marker == 0xDA]
    other = dqt(1, [min(255, 2 + 5 * i) for i in range(64)])
    write("dqt-between-scans-colour", colour[:scans[2]] + other + colour[scans[2]:])
    # Sequential, one component a scan, table 1 changed between the two chroma scans.
    sequential = cjpeg(odd, "-quality", "80", "-sample", "1x1,1x1,1x1",
                       scans="0: 0-63, 0, 0;\n1: 0-63, 0, 0;\n2: 0-63, 0, 0;\n")
    scans = [start for marker, start, _ in segments(sequential) if marker == 0xDA]
    write("dqt-between-scans-sequential", sequential[:scans[2]] + other + sequential[scans[2]:])


def annex_k(odd):
    """Motion-JPEG frames: baseline files whose Huffman tables are the standard's, left out."""
    for name, picture, options in [("annex-k-colour", odd, dict(subsampling=2)),
                                   ("annex-k-grey", odd.convert("L"), {})]:
        data = pillow(picture, quality=80, **options)
        kept = b"".join(data[start:end] for marker, start, end in segments(data)
                        if marker != 0xC4)
        write(name, SOI + kept)
    # One table defined, the rest supplied: the file's own DC table 0 is kept.
    data = pillow(odd.convert("L"), quality=80)
    parts = segments(data)
    tables = [(start, end) for marker, start, end in parts if marker == 0xC4]
    kept = b"".join(data[start:end] for marker, start, end in parts
                    if marker != 0xC4 or (start, end) == tables[0])
    write("annex-k-some", SOI + kept)


def ac_run_past_63():
    """Blocks whose last AC symbol runs past coefficient 63: libjpeg puts it at 63."""
    body = SOI + dqt(0, [1] * 64) + sof(0xC0, 16, 8, [(1, 0x11, 0)]) + flat_tables()
    body += sos([(1, 0x00)])
    bits = Bits()
    zrl = None  # sixteen zeros
    # From coefficient 49, a run of 15 lands on 64; from 50, on 65.
    for symbols in [[zrl, zrl, zrl, (15, 40)], [(0, 7), zrl, zrl, zrl, (15, -25)]]:
        bits.put(DC_SYMBOLS.index(size_of(10)), 4)
        put_value(bits, 10)
        for symbol in symbols:
            if symbol is zrl:
                bits.put(AC_SYMBOLS.index(0xF0), 8)
                continue
            run, value = symbol
            bits.put(AC_SYMBOLS.index(run << 4 | size_of(value)), 8)
            put_value(bits, value)
    write("ac-run-past-63", body + bits.bytes() + EOI)


def shared_ids(odd):
    """Two components with one id: a scan's entries take the frame's components in turn, as
    libjpeg matches them."""
    data = bytearray(pillow(odd, quality=85, subsampling=2))
    for marker, start, end in segments(bytes(data)):
        if marker == 0xC0:
            data[start + 10 + 3] = 1  # the second component's id: 1, as the first's
        if marker == 0xDA:
            data[start + 5 + 2] = 1
    write("shared-ids", bytes(data))


def progressions(odd):
    """Successive approximation, spectral selection and odd sampling, as libjpeg writes them."""
    write("progressive-successive", cjpeg(odd, "-quality", "90", "-progressive"))
    write("progressive-bands", cjpeg(
        odd, "-quality", "75", "-sample", "2x1,1x1,1x1", "-progressive",
        scans="0,1,2: 0-0, 0, 1;\n0: 1-9, 0, 2;\n0: 10-63, 0, 2;\n0: 1-63, 2, 1;\n"
              "0: 1-63, 1, 0;\n1: 1-63, 0, 0;\n2: 1-63, 0, 0;\n0,1,2: 0-0, 1, 0;\n"))
    write("sampling-1x2", cjpeg(odd, "-quality", "85", "-sample", "1x2,1x1,1x1"))
    write("restarts-blocks", cjpeg(odd, "-quality", "70", "-restart", "5B", "-optimize"))


def unused_table_ids(odd):
    """Scans naming Huffman table ids past 3 that they do not use: libjpeg checks only the
    tables a scan decodes with (jdphuff.c, start_pass_phuff_decoder: a DC first scan's DC
    table, an AC scan's AC table, none for a DC refinement)."""
    data = bytearray(cjpeg(odd, "-quality", "90", "-progressive"))
    for marker, start, _ in segments(bytes(data)):
        if marker != 0xDA:
            continue
        n = data[start + 4]
        ss, ah = data[start + 5 + 2 * n], data[start + 7 + 2 * n] >> 4
        for i in range(n):
            at = start + 6 + 2 * i
            if ss == 0 and ah:
                data[at] = 0x99
            elif ss == 0:
                data[at] = data[at] & 0xF0 | 0x09
            else:
                data[at] = 0x90 | data[at] & 0x0F
    write("huffman-ids-unused", bytes(data))


def codes_not_in_table(rng):
    """A sequential scan holding codes its Huffman tables lack, early in a file of some size:
    libjpeg-turbo decodes such an MCU with its fast decoder (jdhuff.c, decode_mcu, when 512
    bytes a block are left in the buffer), whose HUFF_DECODE_FAST (jdhuff.h) reads 17 bits
    and takes symbol 0 without a warning (the slow decoder warns)."""
    body = SOI + dqt(0, [2 + i % 5 for i in range(64)]) + sof(0xC0, 64, 64, [(1, 0x11, 0)])
    body += flat_tables() + sos([(1, 0x00)])
    bits = Bits()
    for block in range(64):
        if block == 0:  # a DC code the table lacks (its 4-bit codes stop at 1011)
            bits.put(0b1111, 4)
            bits.put(0x0AAA, 13)
        else:
            dc = rng.randrange(-60, 61)
            bits.put(DC_SYMBOLS.index(size_of(dc)), 4)
            put_value(bits, dc)
        for k in range(rng.randrange(4, 16)):
            value = rng.choice([v for v in range(-30, 31) if v])
            bits.put(AC_SYMBOLS.index(size_of(value)), 8)
            put_value(bits, value)
        if block in (1, 5):  # an AC code the table lacks (its 8-bit codes stop at 161)
            bits.put(0xF7, 8)
            bits.put(0x155, 9)
        else:
            bits.put(AC_SYMBOLS.index(0x00), 8)
    write("huffman-code-not-in-table", body + bits.bytes() + EOI)


def progressive_cut(odd):
    """Progressive files that end before their last scans: libjpeg draws what it has, its AC
    coefficients not yet known estimated from the DC values around (block smoothing,
    jdcoefct.c, decompress_smooth_data; with no AC scan yet, the DC values too)."""
    for name, picture, options in [("", odd, []), ("-grey", odd.convert("L"), []),
                                   ("-grey-2x2", odd.convert("L"), ["-sample", "2x2"])]:
        data = cjpeg(picture, "-quality", "90", "-progressive", *options)
        scans = [start for marker, start, _ in segments(data) if marker == 0xDA]
        for kept in (1, 2, 4) if not name else (1, 3):
            write(f"progressive-cut{name}-{kept}", data[:scans[kept]] + EOI)


def markers_as_libjpeg_reads_them(odd):
    """The markers libjpeg guesses the colour space by, as it reads them: a JFIF segment counts
    only with its 14 bytes (jdmarker.c, examine_app0), and an Adobe segment only before the
    first scan (jdapimin.c, default_decompress_parms decides there). And a marker of arithmetic
    coding in a Huffman-coded file."""
    rgb = cjpeg(odd, "-quality", "85", "-rgb")
    short_jfif = segment(0xE0, b"JFIF\0\x01\x01\x00\x00\x01")
    kept = b"".join(rgb[start:end] for marker, start, end in segments(rgb) if marker != 0xEE)
    write("jfif-short-rgb", SOI + short_jfif + kept)
    data = cjpeg(odd, "-quality", "85", "-progressive")
    parts = [(marker, start, end) for marker, start, end in segments(data) if marker != 0xE0]
    second_scan = [start for marker, start, _ in parts if marker == 0xDA][1]
    adobe = segment(0xEE, b"Adobe\x00\x64\x00\x00\x00\x00\x00")
    kept = b"".join(data[start:end] for marker, start, end in parts)
    at = kept.index(data[second_scan:second_scan + 16])
    write("adobe-after-first-scan", SOI + kept[:at] + adobe + kept[at:])
    # Arithmetic-coding conditioning in a Huffman-coded file: libjpeg reads it (jdmarker.c,
    # get_dac) and has no use for it.
    data = pillow(odd, quality=80)
    dac = segment(0xCC, bytes([0x00, 0x10, 0x11, 0x05]))
    write("dac-in-baseline", data[:2] + dac + data[2:])


def wide_quantisers(rng):
    """16-bit quantisation tables, as libjpeg-turbo takes them: any precision but 0 means 16
    bits (jdmarker.c, get_dqt), and as Debian builds it (with SIMD: MULTIPLIER is a short,
    jmorecfg.h) values past 32767 dequantise as negative, the first IDCT pass in ints."""
    for name, precision, values in [
            ("dqt-16-bit-large", 0x10,
             [40000, 30000] + [rng.randrange(1, 65536) for _ in range(62)]),
            ("dqt-precision-2", 0x20, [3000 + i for i in range(64)])]:
        table = segment(0xDB, bytes([precision]) + b"".join(struct.pack(">H", v) for v in values))
        body = SOI + table + sof(0xC1, 16, 16, [(1, 0x11, 0)]) + flat_tables()
        body += sos([(1, 0x00)])
        bits = Bits()
        for block in range(4):
            dc = rng.randrange(-2047, 2048) if block else 2047
            bits.put(DC_SYMBOLS.index(size_of(dc)), 4)
            put_value(bits, dc)
            for _ in range(rng.randrange(3, 12)):
                value = rng.choice([v for v in range(-1023, 1024) if v])
                bits.put(AC_SYMBOLS.index(size_of(value)), 8)
                put_value(bits, value)
            bits.put(AC_SYMBOLS.index(0x00), 8)
        write(name, body + bits.bytes() + EOI)


def damaged(rng):
    """Copies of the fixtures with bytes changed or cut short: those libjpeg decodes cleanly
    must decode the same, the rest must not crash."""
    sources = ["ycc420", "ycc422", "grey", "grey-progressive", "progressive420",
               "progressive-restarts", "optimized-restarts", "tiny"]
    clean = total = 0
    for i in range(72):
        name = sources[i % len(sources)]
        with open(os.path.join(FIXTURES, name + ".jpg"), "rb") as f:
            data = bytearray(f.read())
        # Past the headers, where most damage leaves a file libjpeg still reads.
        scan = max(start for marker, start, _ in segments(bytes(data)) if marker == 0xDA)
        if i % 9 == 8:
            data = data[:rng.randrange(scan, len(data))]
        else:
            for _ in range(rng.randrange(1, 4)):
                at = rng.randrange(scan + 12, len(data) - 2)
                data[at] = rng.randrange(256)
        total += 1
        clean += write(f"damaged-{i:02d}-{name}", bytes(data), require_clean=False)
    print(f"damaged: {clean} of {total} decode cleanly in libjpeg-turbo")


# Hostile files: the work a file asks for, bounded by the picture's size

def hostile(extra=()):
    """`extra`: more end-of-band files to write, (path, scans), for timing by hand."""
    extra = list(extra)
    os.makedirs(HOSTILE, exist_ok=True)
    one_code = [1] + [0] * 15
    # A grey baseline picture in 3,000 scans, each empty: the zeros its data ends in decode as
    # a DC difference of 0 and an end of block, for each of a million blocks.
    grey = SOI + dqt(0, [1] * 64) + sof(0xC0, 8192, 8192, [(1, 0x11, 0)])
    grey += dht(0, 0, one_code, [0]) + dht(1, 0, one_code, [0])
    with open(os.path.join(HOSTILE, "scans-baseline.jpg"), "wb") as f:
        f.write(grey + sos([(1, 0x00)]) * 3000 + EOI)
    with open(os.path.join(HOSTILE, "scans-baseline-two.jpg"), "wb") as f:
        f.write(grey.replace(b"\x20\x00\x20\x00", b"\x00\x10\x00\x10") + sos([(1, 0x00)]) * 2
                + EOI)
    # Colour, 4:4:4, one component a scan: libjpeg takes any number of these.
    colour = SOI + dqt(0, [1] * 64) + sof(0xC0, 8192, 8192, [(1, 0x11, 0), (2, 0x11, 0),
                                                              (3, 0x11, 0)])
    colour += dht(0, 0, one_code, [0]) + dht(1, 0, one_code, [0])
    with open(os.path.join(HOSTILE, "scans-components.jpg"), "wb") as f:
        f.write(colour + sos([(1, 0x00)]) * 400 + EOI)
    # Progressive: a DC scan, then 600 AC scans whose data is end-of-band runs of 32,767
    # blocks (the longest), 32 of them a scan.
    prog = SOI + dqt(0, [1] * 64) + sof(0xC2, 8192, 8192, [(1, 0x11, 0)])
    prog += dht(0, 0, one_code, [0]) + dht(1, 0, one_code, [0xE0])
    prog += sos([(1, 0x00)], 0, 0, 0)
    bits = Bits()
    for _ in range(32):
        bits.put(0, 1)
        bits.put(0x3FFF, 14)
    runs = bits.bytes()
    for path, scans in [(os.path.join(HOSTILE, "scans-eob-runs.jpg"), 600)] + extra:
        with open(path, "wb") as f:
            f.write(prog + (sos([(1, 0x00)], 1, 63, 0) + runs) * scans + EOI)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(39)
    odd = Image.open(os.path.join(FIXTURES, "ycc444.png")).convert("RGB")
    tables_redefined(odd)
    annex_k(odd)
    ac_run_past_63()
    shared_ids(odd)
    progressions(odd)
    damaged(rng)
    unused_table_ids(odd)
    codes_not_in_table(random.Random(40))
    progressive_cut(odd)
    markers_as_libjpeg_reads_them(odd)
    wide_quantisers(random.Random(5))
    hostile([(path, 3000) for path in os.environ.get("CELLSHOT_EOB_3000", "").split()])


if __name__ == "__main__":
    main()
