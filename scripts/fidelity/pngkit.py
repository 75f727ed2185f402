"""A small pure-Python PNG reader and writer (no PIL): 8-bit and 16-bit grey, grey+alpha,
RGB, RGBA and palette images, non-interlaced or Adam7, decoded to RGBA rows of bytes."""
import struct, zlib

def _paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc: return a
    return b if pb <= pc else c

def _unfilter(raw, width, height, bpp, rowbytes, pos):
    rows = []
    prev = bytearray(rowbytes)
    for _ in range(height):
        ft = raw[pos]; pos += 1
        line = bytearray(raw[pos:pos + rowbytes]); pos += rowbytes
        if ft == 1:
            for i in range(bpp, rowbytes): line[i] = (line[i] + line[i - bpp]) & 255
        elif ft == 2:
            for i in range(rowbytes): line[i] = (line[i] + prev[i]) & 255
        elif ft == 3:
            for i in range(rowbytes):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 255
        elif ft == 4:
            for i in range(rowbytes):
                left = line[i - bpp] if i >= bpp else 0
                ul = prev[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + _paeth(left, prev[i], ul)) & 255
        rows.append(line); prev = line
    return rows, pos

def read(path):
    """Returns (width, height, rows) with each row a bytearray of RGBA."""
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    pos = 8; idat = b''; palette = None; trns = None
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8]); body = data[pos + 8:pos + 8 + n]; pos += 12 + n
        if kind == b'IHDR': w, h, depth, ctype, _, _, interlace = struct.unpack('>IIBBBBB', body)
        elif kind == b'PLTE': palette = body
        elif kind == b'tRNS': trns = body
        elif kind == b'IDAT': idat += body
        elif kind == b'IEND': break
    raw = zlib.decompress(idat)
    chans = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
    bits = depth * chans; bpp = max(1, bits // 8)
    def to_rgba(line, width):
        out = bytearray(width * 4)
        if depth < 8:
            vals = []; per = 8 // depth; mask = (1 << depth) - 1
            for byte in line:
                for k in range(per): vals.append((byte >> (8 - depth * (k + 1))) & mask)
            vals = vals[:width]
            if ctype == 0: vals = [v * 255 // mask for v in vals]; c = 1
            else: c = 1
            line = bytes(vals)
        elif depth == 16:
            line = line[0::2]
        for x in range(width):
            if ctype == 3:
                i = line[x]; out[x*4:x*4+3] = palette[i*3:i*3+3]
                out[x*4+3] = trns[i] if trns and i < len(trns) else 255
            elif ctype == 0:
                g = line[x]; out[x*4:x*4+4] = bytes((g, g, g, 255))
            elif ctype == 4:
                g = line[x*2]; out[x*4:x*4+4] = bytes((g, g, g, line[x*2+1]))
            elif ctype == 2:
                out[x*4:x*4+3] = line[x*3:x*3+3]; out[x*4+3] = 255
            else:
                out[x*4:x*4+4] = line[x*4:x*4+4]
        return out
    if not interlace:
        rows, _ = _unfilter(raw, w, h, bpp, (w * bits + 7) // 8, 0)
        return w, h, [to_rgba(r, w) for r in rows]
    img = [bytearray(w * 4) for _ in range(h)]; p = 0
    for x0, y0, dx, dy in ((0,0,8,8),(4,0,8,8),(0,4,4,8),(2,0,4,4),(0,2,2,4),(1,0,2,2),(0,1,1,2)):
        pw = (w - x0 + dx - 1) // dx; ph = (h - y0 + dy - 1) // dy
        if pw == 0 or ph == 0: continue
        rows, p = _unfilter(raw, pw, ph, bpp, (pw * bits + 7) // 8, p)
        for j, r in enumerate(rows):
            px = to_rgba(r, pw); y = y0 + j * dy
            for i in range(pw):
                x = x0 + i * dx; img[y][x*4:x*4+4] = px[i*4:i*4+4]
    return w, h, img

def write(path, w, h, rows):
    raw = b''.join(b'\x00' + bytes(r) for r in rows)
    def chunk(k, b): return struct.pack('>I', len(b)) + k + b + struct.pack('>I', zlib.crc32(k + b) & 0xffffffff)
    open(path, 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0))
                           + chunk(b'IDAT', zlib.compress(raw, 6)) + chunk(b'IEND', b''))

def resize(w, h, rows, nw, nh):
    """Box-filtered downscale (nearest for upscale), RGBA over white not applied."""
    out = []
    for y in range(nh):
        y0 = y * h // nh; y1 = max(y0 + 1, (y + 1) * h // nh)
        line = bytearray(nw * 4)
        for x in range(nw):
            x0 = x * w // nw; x1 = max(x0 + 1, (x + 1) * w // nw)
            # sample up to 2x2 for speed
            xs = (x0, max(x0, x1 - 1)); ys = (y0, max(y0, y1 - 1))
            acc = [0, 0, 0, 0]
            for yy in ys:
                r = rows[yy]
                for xx in xs:
                    for c in range(4): acc[c] += r[xx*4+c]
            line[x*4:x*4+4] = bytes(v // 4 for v in acc)
        out.append(line)
    return out

def flatten(rows, bg=(255, 255, 255)):
    out = []
    for r in rows:
        o = bytearray(r)
        for i in range(0, len(o), 4):
            a = o[i+3]
            if a != 255:
                for c in range(3): o[i+c] = (o[i+c] * a + bg[c] * (255 - a)) // 255
                o[i+3] = 255
        out.append(o)
    return out
