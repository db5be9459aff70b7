#!/usr/bin/env python3
"""Reads a PNG with the standard library only and reports its size and how
many pixels have each given color.

    png_colors.py IMAGE.png '#5856D6' '#34C759' ...

prints

    size 1000 1500
    #5856D6 48210
    #34C759 10233

A pixel counts for a color when each of its red, green and blue channels
is within 3 of the color's (antialiasing and color management move edges
and sometimes flat areas by a step or two). Exits 1 on a file that is not
an 8-bit, non-interlaced RGB or RGBA PNG.
"""
import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    width, height, depth, color_type, _, _, interlace = header
    if depth != 8 or color_type not in (2, 6) or interlace != 0:
        raise ValueError("unsupported PNG: depth %d, color type %d, interlace %d" % (depth, color_type, interlace))
    channels = 3 if color_type == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + predictor) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def main():
    if len(sys.argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        width, height, channels, rows = read_png(sys.argv[1])
    except (OSError, ValueError, zlib.error) as e:
        print("error: %s" % e, file=sys.stderr)
        return 1
    wanted = []
    for arg in sys.argv[2:]:
        h = arg.lstrip("#")
        wanted.append((arg, int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)))
    counts = {w[0]: 0 for w in wanted}
    histogram = {}
    for row in rows:
        for x in range(0, len(row), channels):
            key = row[x:x + 3]
            histogram[key] = histogram.get(key, 0) + 1
    for key, n in histogram.items():
        r, g, b = key[0], key[1], key[2]
        for name, wr, wg, wb in wanted:
            if abs(r - wr) <= 3 and abs(g - wg) <= 3 and abs(b - wb) <= 3:
                counts[name] += n
    print("size %d %d" % (width, height))
    for name, *_ in wanted:
        print("%s %d" % (name, counts[name]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
