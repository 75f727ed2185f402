#!/usr/bin/env python3
"""How much of usage.tsv Cellshot draws today, and what is missing, by name and by base.

    coverage.py [--usage usage.tsv] [--symbols ../../Fonts/Symbols/symbols.txt]
                [--library ../../Sources/Cellshot/Views/Symbols/SymbolLibrary.swift]
                [--sf-names FILE]

A name is drawn when it is in symbols.txt (first tab field) or is one of the names
SymbolLibrary draws as strokes (`stroked`); `.symbolVariant` only picks among those names, so
it adds none. --drawn-list replaces that set with a list of names (to measure a build whose
SymbolLibrary composes names: list which of usage.tsv's names its `contains` accepts).
--sf-names is an optional list of SF Symbols' names (one per line, first tab
field), used only to say which used names it does not know; without it, the names are read
from the SFSafeSymbols mirror count-symbols.py reads (NAMES_REFERENCE). Prints Markdown.

A name is split into a base and parts by taking parts off its end while they are modifiers:
`.fill`, the enclosures (`.circle`, `.square`, `.rectangle`, `.app`, `.shield`, `.triangle`,
`.diamond`, `.hexagon`, `.octagon`, `.capsule`, `.seal`), `.slash`, `.dashed`, `.dotted`,
`.inverse`,
`.portrait`, `.landscape` and `.badge.X`; `xmark.circle.fill` is base `xmark` with parts
`circle`, `fill`. A name that is all parts (`circle.fill`) is its own first part's base.
"""

import argparse
import importlib.util
import os
import re
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
ENCLOSURES = {"circle", "square", "rectangle", "app", "shield", "triangle", "diamond",
              "hexagon", "octagon", "capsule", "seal"}
MODIFIERS = ENCLOSURES | {"fill", "slash", "dashed", "dotted", "inverse", "portrait",
                          "landscape"}


def split(name):
    """(base, [parts]) of a symbol name."""
    tokens = name.split(".")
    parts = []
    while len(tokens) > 1:
        if len(tokens) >= 3 and tokens[-2] == "badge":
            parts.insert(0, "badge." + tokens[-1])
            tokens = tokens[:-2]
        elif tokens[-1] in MODIFIERS:
            parts.insert(0, tokens[-1])
            tokens = tokens[:-1]
        else:
            break
    return ".".join(tokens), parts


def read_usage(path):
    rows = []
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            rows.append((fields[0], int(fields[1]), int(fields[2]),
                         int(fields[3]) if len(fields) > 3 else int(fields[1])))
    return rows


def drawn_names(symbols, library):
    names = set()
    with open(symbols) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            names.add(line.split("\t", 1)[0])
    with open(library) as f:
        src = f.read()
    m = re.search(r"static let stroked[^=]*=\s*\[(.*?)\]", src, re.S)
    if m:
        names.update(re.findall(r'"([^"]+)"\s*:', m.group(1)))
    return names


def pct(a, b):
    return f"{100 * a / b:.1f} %" if b else "n/a"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--usage", default=os.path.join(HERE, "..", "..", "Tests", "Fixtures", "symbols", "sf-symbols-usage.tsv"))
    parser.add_argument("--symbols", default=os.path.join(ROOT, "Fonts/Symbols/symbols.txt"))
    parser.add_argument("--library", default=os.path.join(
        ROOT, "Sources/Cellshot/Views/Symbols/SymbolLibrary.swift"))
    parser.add_argument("--sf-names", default=None)
    parser.add_argument("--drawn-list", default=None,
                        help="a file of the names drawn, one a line (e.g. those a build's "
                             "SymbolLibrary.contains accepts among usage.tsv's names), instead "
                             "of symbols.txt and SymbolLibrary.swift's strokes")
    parser.add_argument("--top-missing", type=int, default=60)
    parser.add_argument("--top-bases", type=int, default=60)
    args = parser.parse_args()

    rows = read_usage(args.usage)
    if args.drawn_list:
        with open(args.drawn_list) as f:
            drawn = {line.strip() for line in f if line.strip() and not line.startswith("#")}
    else:
        drawn = drawn_names(args.symbols, args.library)
    total = sum(u for _, u, _, _ in rows)
    total_direct = sum(d for _, _, _, d in rows)
    drawn_uses = sum(u for n, u, _, _ in rows if n in drawn)
    drawn_direct = sum(d for n, _, _, d in rows if n in drawn)
    out = []
    w = out.append
    w("## Today\n")
    w(f"- Names Cellshot draws: {len(drawn)} ({len(drawn & {n for n, *_ in rows})} of them "
      "used in the count).")
    w(f"- Uses counted: {total} of {len(rows)} distinct names; {total_direct} written at the "
      "argument itself.")
    w(f"- Share of uses drawn: **{pct(drawn_uses, total)}** ({drawn_uses} of {total}); of the "
      f"uses written at the argument: {pct(drawn_direct, total_direct)}.")
    pairs = sum(r for _, _, r, _ in rows)
    drawn_pairs = sum(r for n, _, r, _ in rows if n in drawn)
    w(f"- Weighting each repository once per name instead (name-repository pairs): "
      f"{pct(drawn_pairs, pairs)} drawn ({drawn_pairs} of {pairs}).")
    w(f"- Distinct used names drawn: {sum(1 for n, *_ in rows if n in drawn)} of {len(rows)}.")
    for top in (100, 500, 1500):
        head = rows[:top]
        have = sum(1 for n, *_ in head if n in drawn)
        w(f"- Top {top} names (by uses, ties by name): {have} drawn, {len(head) - have} "
          f"missing{' (fewer than 1,500 names are used)' if len(head) < top else ''}.")
    # How many names reach 98 %, by use.
    acc, need = 0, 0
    for n, u, _, _ in rows:
        if acc >= 0.98 * total:
            break
        acc += u
        need += 1
    w(f"- The {need} most used names carry 98 % of uses; {sum(1 for n, *_ in rows[:need] if n in drawn)} "
      "of them are drawn today.")
    once = sum(1 for _, u, _, _ in rows if u == 1)
    w(f"- Names used once: {once}; in one repository only: "
      f"{sum(1 for _, _, r, _ in rows if r == 1)}.")
    missing_total = total - drawn_uses
    # Fewest names to add to reach 98 % of uses.
    acc, add = drawn_uses, 0
    for n, u, _, _ in rows:
        if acc >= 0.98 * total:
            break
        if n not in drawn:
            acc += u
            add += 1
    w(f"- To reach 98 % of uses by adding names one by one, most used first: {add} names "
      f"to add.")
    gap = [n for n, *_ in rows[:1500] if n not in drawn]
    composable_names = [n for n in gap if split(n)[1] and split(n)[0] in drawn]
    new_bases = sorted({split(n)[0] for n in gap if split(n)[0] not in drawn})
    w(f"- Of the {len(gap)} top-1,500 names missing, {len(composable_names)} are a drawn base "
      f"with parts (composable from today's shapes); the other {len(gap) - len(composable_names)} "
      f"need {len(new_bases)} bases not drawn today (each base then serves all its part "
      "combinations).\n")

    sf = set()
    if args.sf_names:
        with open(args.sf_names) as f:
            for line in f:
                if line.strip():
                    sf.add(line.split("\t", 1)[0].strip())
    else:
        spec = importlib.util.spec_from_file_location(
            "count_symbols", os.path.join(HERE, "count-symbols.py"))
        count_symbols = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(count_symbols)
        sf = count_symbols.sf_symbol_names()
    if sf:
        unknown = [(n, u, r) for n, u, r, _ in rows if n not in sf]
        w("## Names the SF Symbols list does not know\n")
        w(f"Against a list of {len(sf)} SF Symbols names (to SF Symbols 5.2, early 2024; names "
          "added by SF Symbols 6 and 7 are not in it, and names renamed since are): "
          f"{len(unknown)} used names, {sum(u for _, u, _ in unknown)} uses "
          f"({pct(sum(u for _, u, _ in unknown), total)}). Most used:\n")
        w("| name | uses | repositories | drawn today |")
        w("| --- | ---: | ---: | --- |")
        for n, u, r in unknown[:40]:
            w(f"| `{n}` | {u} | {r} | {'yes' if n in drawn else 'no'} |")
        w("")
        sf_missing = sum(u for n, u, _, _ in rows if n not in drawn and n in sf)
        w(f"Missing uses of names the list knows: {sf_missing}; of names it does not know: "
          f"{missing_total - sf_missing}.\n")

    w(f"## Top {args.top_missing} missing names, by use\n")
    w("| rank | name | uses | repositories | base | parts | base drawn today |")
    w("| ---: | --- | ---: | ---: | --- | --- | --- |")
    shown = 0
    for rank, (n, u, r, _) in enumerate(rows, 1):
        if n in drawn:
            continue
        base, parts = split(n)
        w(f"| {rank} | `{n}` | {u} | {r} | `{base}` | {'.'.join(parts) or '-'} | "
          f"{'yes' if base in drawn else 'no'} |")
        shown += 1
        if shown == args.top_missing:
            break
    w("")

    # Missing uses by base and by part.
    by_base = defaultdict(lambda: [0, 0, []])
    by_part = Counter()
    composable = 0
    for n, u, r, _ in rows:
        if n in drawn:
            continue
        base, parts = split(n)
        entry = by_base[base]
        entry[0] += u
        entry[1] += 1
        entry[2].append((u, n))
        for p in parts:
            by_part[p.split(".")[0] if p.startswith("badge.") else p] += u
        if parts and base in drawn:
            composable += u
    w("## Missing uses by base\n")
    w(f"Missing uses: {missing_total} ({pct(missing_total, total)}) over "
      f"{sum(1 for n, *_ in rows if n not in drawn)} names and {len(by_base)} bases. "
      f"{composable} missing uses ({pct(composable, total)} of all uses) are of a name whose "
      "base Cellshot draws today, so a grammar composing enclosures, `.fill`, `.slash` and "
      "badges from drawn bases would cover them without a new base shape.\n")
    bases = sorted(by_base.items(), key=lambda kv: (-kv[1][0], kv[0]))
    acc = 0
    for i, (base, (u, k, _)) in enumerate(bases, 1):
        acc += u
        if drawn_uses + acc >= 0.98 * total:
            w(f"New bases needed to reach 98 % of uses, most missing uses first (each with all "
              f"its missing names): {i}, if every name of theirs is composed.\n")
            break
    w(f"| base | missing uses | missing names | base drawn today | most used missing names |")
    w("| --- | ---: | ---: | --- | --- |")
    for base, (u, k, names) in bases[:args.top_bases]:
        names.sort(key=lambda t: (-t[0], t[1]))
        w(f"| `{base}` | {u} | {k} | {'yes' if base in drawn else 'no'} | "
          + ", ".join(f"`{n}` ({c})" for c, n in names[:4]) + " |")
    w("")
    w("## Missing uses by family (the name's first part)\n")
    w("Digits are put together as `0-9...` (the numbered symbols `1.circle`, `2.square.fill`).\n")
    fam = defaultdict(lambda: [0, 0])
    for n, u, r, _ in rows:
        if n in drawn:
            continue
        first = n.split(".")[0]
        key = "0-9..." if first.isdigit() else first
        fam[key][0] += u
        fam[key][1] += 1
    w("| family | missing uses | missing names |")
    w("| --- | ---: | ---: |")
    for key, (u, k) in sorted(fam.items(), key=lambda kv: (-kv[1][0], kv[0]))[:30]:
        w(f"| `{key}` | {u} | {k} |")
    w("")
    w("## Missing uses by part\n")
    w("Each missing use counted once for every part its name has (`xmark.circle.fill`: circle "
      "and fill); badges counted together.\n")
    w("| part | missing uses with it |")
    w("| --- | ---: |")
    plain = sum(u for n, u, _, _ in rows if n not in drawn and not split(n)[1])
    for p, u in sorted(by_part.items(), key=lambda kv: (-kv[1], kv[0])):
        w(f"| `.{p}` | {u} |")
    w(f"| (no part: a bare base) | {plain} |")
    print("\n".join(out))


if __name__ == "__main__":
    main()
