"""Says whether a screenshot (an 8-bit RGB or RGBA PNG, as the game writes
them) shows a drawn frame: neither blank nor one flat colour. Prints its
size, how many colours it has and how much of it is near black; exits 1
if it is not drawn. Python's standard library only, so that it runs on a
bare machine."""

import struct
import sys
import zlib


def paeth(left, up, corner):
    guess = left + up - corner
    to_left, to_up, to_corner = abs(guess - left), abs(guess - up), abs(guess - corner)
    if to_left <= to_up and to_left <= to_corner:
        return left
    return up if to_up <= to_corner else corner


def pixels(path):
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG")
    at, idat, header = 8, b"", None
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        at += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"{path}: only 8-bit RGB or RGBA, not interlaced")
    channels = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                line[x] = (line[x] + paeth(left, up, corner)) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def main(path):
    width, height, channels, rows = pixels(path)
    colours, dark = set(), 0
    for line in rows[::4]:
        for x in range(0, width * channels, channels * 4):
            r, g, b = line[x], line[x + 1], line[x + 2]
            colours.add((r, g, b))
            dark += r + g + b < 30
    samples = len(rows[::4]) * len(range(0, width * channels, channels * 4))
    print(f"{path}: {width}x{height}, {len(colours)} colours, {100 * dark // samples} % near black")
    return 0 if len(colours) > 50 and dark < samples * 0.9 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
