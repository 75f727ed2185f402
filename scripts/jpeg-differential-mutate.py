#!/usr/bin/env python3
"""One batch of the JPEG differential fuzzer (scripts/jpeg-differential-fuzz.sh runs it).

Usage: jpeg-differential-mutate.py POOL BATCH SEED COUNT

Writes COUNT mutants of the files in POOL to BATCH/NNNNN.jpg: bytes flipped or set to edge
values, segments' bodies changed (quantisation and Huffman tables, frame and scan headers),
segments spliced from another file, scan data cut or repeated, the file cut short. Each mutant
is decoded by libjpeg-turbo's C code (djpeg -pnm with JSIMD_FORCENONE=1, as
make-jpeg-differential.py makes the suite's references); where djpeg exits 0 and prints nothing
its decode is written beside it as NNNNN.pnm, the reference Cellshot must match. Mutants djpeg
decodes cleanly join the pool (at most 400 files), so mutations stack over batches. Pictures
over 4 Mpixel (the fuzz target's limit) are not given to djpeg. Needs djpeg (apt-get install
libjpeg-turbo-progs); no Python packages.
"""
import os
import random
import struct
import subprocess
import sys

POOL_LIMIT = 400
EDGE = [0x00, 0x01, 0x7F, 0x80, 0xFE, 0xFF, 0x10, 0x11, 0x22, 0x3F, 0x40]


def segments(data):
    """(offset, marker, length) of each marker segment before the first scan's data ends."""
    found, at = [], 2
    while at + 4 <= len(data) and data[at] == 0xFF:
        marker = data[at + 1]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            at += 2
            continue
        length = struct.unpack(">H", data[at + 2:at + 4])[0]
        found.append((at, marker, length))
        at += 2 + length
        if marker == 0xDA:  # skip the entropy-coded data to the next marker
            while at + 1 < len(data) and not (data[at] == 0xFF and data[at + 1] not in (0x00,)
                                              and not 0xD0 <= data[at + 1] <= 0xD7):
                at += 1
    return found


def frame_pixels(data):
    for at, marker, length in segments(data):
        if marker in (0xC0, 0xC1, 0xC2, 0xC3, 0xC9, 0xCA, 0xCB) and at + 9 <= len(data):
            height, width = struct.unpack(">HH", data[at + 5:at + 9])
            return width * height
    return 0


def mutate(rng, data, pool):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(9)
        found = segments(bytes(data))
        if kind == 0 and data:
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        elif kind == 1 and data:
            data[rng.randrange(len(data))] = rng.choice(EDGE)
        elif kind in (2, 3) and found:  # a byte inside a segment's body: tables and headers
            at, marker, length = rng.choice(found)
            if length > 2:
                i = at + 4 + rng.randrange(length - 2)
                if i < len(data):
                    data[i] = rng.choice(EDGE) if kind == 2 else rng.randrange(256)
        elif kind == 4 and found:  # a segment of another file spliced in
            other = bytes(rng.choice(pool)[1])
            theirs = segments(other)
            if theirs:
                at, _, length = rng.choice(theirs)
                where = rng.choice(found)[0]
                data[where:where] = other[at:at + 2 + length]
        elif kind == 5 and found:  # a segment dropped or doubled
            at, _, length = rng.choice(found)
            piece = data[at:at + 2 + length]
            if rng.random() < 0.5:
                del data[at:at + 2 + length]
            else:
                data[at:at] = piece
        elif kind == 6 and len(data) > 4:  # cut short, or the end marker moved
            data = data[:rng.randrange(2, len(data))] + (b"\xff\xd9" if rng.random() < 0.5 else b"")
        elif kind == 7 and len(data) > 8:  # a run of scan data repeated
            a = rng.randrange(len(data))
            b = min(len(data), a + rng.randrange(1, 64))
            data[b:b] = data[a:b] * rng.randint(1, 4)
        elif kind == 8 and len(data) > 8:  # a restart or marker byte pair inserted
            where = rng.randrange(2, len(data))
            data[where:where] = bytes([0xFF, rng.choice([0xD0, 0xD3, 0xD7, 0xD9, 0xDA, 0xDB,
                                                         0xC4, 0xDD, 0xC2, 0x00])])
    return bytes(data)


def djpeg(path):
    env = dict(os.environ, JSIMD_FORCENONE="1")
    try:
        run = subprocess.run(["djpeg", "-pnm", path], capture_output=True, env=env, timeout=20)
    except subprocess.TimeoutExpired:
        return None
    return run.stdout if run.returncode == 0 and not run.stderr and run.stdout else None


def main():
    pool_dir, batch, seed, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    rng = random.Random(seed)
    names = sorted(n for n in os.listdir(pool_dir) if n.endswith(".jpg"))
    pool = [(n, open(os.path.join(pool_dir, n), "rb").read()) for n in names]
    os.makedirs(batch, exist_ok=True)
    clean = 0
    for i in range(count):
        data = mutate(rng, rng.choice(pool)[1], pool)
        path = os.path.join(batch, f"{i:05d}.jpg")
        with open(path, "wb") as f:
            f.write(data)
        if frame_pixels(data) > 1 << 22:
            continue
        reference = djpeg(path)
        if reference is None:
            continue
        clean += 1
        with open(path[:-4] + ".pnm", "wb") as f:
            f.write(reference)
        if len(pool) < POOL_LIMIT:
            name = f"m{seed}-{i:05d}.jpg"
            with open(os.path.join(pool_dir, name), "wb") as f:
                f.write(data)
            pool.append((name, data))
        elif rng.random() < 0.05:  # replace a random mutant, never a seed
            mutants = [k for k, (n, _) in enumerate(pool) if n.startswith("m")]
            if mutants:
                k = rng.choice(mutants)
                os.remove(os.path.join(pool_dir, pool[k][0]))
                name = f"m{seed}-{i:05d}.jpg"
                with open(os.path.join(pool_dir, name), "wb") as f:
                    f.write(data)
                pool[k] = (name, data)
    print(clean)


if __name__ == "__main__":
    main()
