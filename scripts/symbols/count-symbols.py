#!/usr/bin/env python3
"""Count the SF Symbol names public SwiftUI code asks for (issue 40: symbols by use).

Reads git mirrors of public repositories, never a work tree: each repository `owner/name` is
read from the bare git directory /work/.mirror/owner+name/repo (or its `.git` when the mirror
is a clone with a work tree), at the commit recorded in repos.tsv, with `git ls-tree` and
`git cat-file`. Nothing is checked out, nothing is written outside this folder. The mirrors
are brought onto the machine with the session's `fetch` tool (github:owner/name); the script
does not fetch anything itself.

    count-symbols.py list --date YYYY-MM-DD [--out repos.tsv]   list the mirrors with SwiftUI code
    count-symbols.py count [--repos repos.tsv] [--out usage.tsv] [--stats stats.txt]

`list` walks /work/.mirror, takes every mirror's HEAD commit and keeps those with at least one
.swift file (outside vendored folders) that imports SwiftUI. `count` reads those repositories
at those commits and counts, in every .swift file outside vendored folders (Pods/, Carthage/,
.build/, checkouts/, SourcePackages/, DerivedData/), every string literal given as the
argument labelled

    systemName:        Image(systemName:), UIImage(systemName:), Image(systemName:variableValue:), ...
    systemImage:       Label(_:systemImage:), Button(_:systemImage:), Tab(_:systemImage:value:),
                       Menu, Toggle, Picker, ContentUnavailableView(_:systemImage:), ...
    systemSymbolName:  NSImage(systemSymbolName:accessibilityDescription:)
    systemImageName:   UIApplicationShortcutIcon(systemImageName:)

Comments are skipped; string literals are read as Swift lexes them (escapes, raw `#"..."#`
and multi-line triple-quoted strings). Every plain literal anywhere in the argument's expression is
one use, so `systemName: isOn ? "a" : "b"` counts `a` once and `b` once, and
`systemImage: icon ?? "questionmark"` counts `questionmark`. A parameter declaration
(`systemName: String`) is not a use.

An argument without a literal (`Image(systemName: tab.icon)`, `Label("", systemImage:
Symbols.delete)`, `Image(systemName: icons[i])`, `Image(systemName: item.kind.rawValue)`,
`Image(systemName: iconName(for: x))`) is followed, within its repository, by the last name
of the chain (`icon`, `delete`, `icons`, `kind`, `iconName`), to

    a string constant or enum case with one value   `static let delete = "trash"`,
                                                    `case home = "house"`: one use per argument;
    a computed String property, a function returning String, an array of strings, or several
    constants of that name                          `var icon: String { switch self { case
                                                    .a: "x" ... } }`: one use per literal;
    otherwise, the literals given as an argument of that name elsewhere in the repository
    (`SettingsRow(icon: "gear")` for `Image(systemName: icon)`): one use per literal.

A name reached this way counts only when SF Symbols has it (as SFSafeSymbols lists its names,
to SF Symbols 5.2, read from the mirror NAMES_REFERENCE names, like the counted ones) or it is
written at a name argument in at least KNOWN_REPOS repositories of the count (a newer name),
so that an app's own words ("profile", "benefits") do not. A literal written at the argument
itself always counts, valid or not.

A member standing for more than CATALOG names is a catalog (a symbol picker's list of every
name), not counted. The resolution goes by name, not by type: it can take a same-named
member of another type.

What it misses (counted in the stats, never guessed at): a name built at run time
(`"\\(n).circle"`, `name + ".fill"`), an expression it does not follow (a closure, a
dictionary lookup, `ForEach([...]) { Image(systemName: $0) }`), names given to other APIs
(`Image(systemSymbol: .star)` from SFSafeSymbols, `UIImage(named:)`), and
`.symbolVariant(...)`, which changes the name drawn (`.fill`) without writing it. Literals that
are not of a symbol name's form (lower-case letters, digits and dots) are counted apart.

usage.tsv: one line per name, `name<TAB>uses<TAB>repositories<TAB>direct` (direct: the uses
written at the argument itself), most uses first, ties by name.
The output depends only on repos.tsv and the mirrors' objects, so two runs give the same file.
"""

import argparse
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict

MIRRORS = "/work/.mirror"
HERE = os.path.dirname(os.path.abspath(__file__))
LABELS = ("systemName", "systemImage", "systemSymbolName", "systemImageName")
LABEL_RE = re.compile(r"(?<![\w.$])(" + "|".join(LABELS) + r")\s*:(?!:)")
QUICK = tuple(label.encode() for label in LABELS)
VENDORED = re.compile(r"(^|/)(Pods|Carthage|\.build|checkouts|SourcePackages|DerivedData)/")
NAME_RE = re.compile(r"^[a-z0-9]+(\.[a-z0-9]+)*$")
IMPORT_SWIFTUI = re.compile(rb"^\s*(@\w+\s+)*import\s+SwiftUI\b", re.M)
LIT = "\x01"  # marks a string literal's first character in the masked source


def git_dir(repo):
    base = os.path.join(MIRRORS, repo.replace("/", "+", 1), "repo")
    return os.path.join(base, ".git") if os.path.isdir(os.path.join(base, ".git")) else base


def git(gdir, *args, data=None):
    return subprocess.run(["git", "--git-dir", gdir, *args], input=data, check=True,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout


def swift_blobs(gdir, commit):
    """(path, blob id) of every .swift file at `commit` outside vendored folders, by path."""
    out = git(gdir, "ls-tree", "-r", "-z", "--full-tree", commit)
    blobs = []
    for entry in out.split(b"\0"):
        if not entry:
            continue
        meta, _, path = entry.partition(b"\t")
        mode, kind, oid = meta.split()
        path = path.decode("utf-8", "replace")
        if kind == b"blob" and mode != b"120000" and path.endswith(".swift") \
                and not VENDORED.search(path):
            blobs.append((path, oid.decode()))
    blobs.sort()
    return blobs


def read_blobs(gdir, oids):
    """The contents of `oids`, in order, through one `git cat-file --batch`."""
    if not oids:
        return []
    out = git(gdir, "cat-file", "--batch", data=("\n".join(oids) + "\n").encode())
    contents, at = [], 0
    for _ in oids:
        eol = out.index(b"\n", at)
        header = out[at:eol].split()
        if len(header) < 3 or header[1] == b"missing":
            contents.append(b"")
            at = eol + 1
            continue
        size = int(header[2])
        contents.append(out[eol + 1:eol + 1 + size])
        at = eol + 1 + size + 1
    return contents


def mask(src):
    """`src` with comments blanked and each string literal replaced by LIT and blanks (the
    same length, newlines kept), and {offset: (text, interpolated)} for the literals."""
    out, lits, i, n = [], {}, 0, len(src)
    start_re = re.compile(r'//|/\*|#*"')
    while i < n:
        m = start_re.search(src, i)
        if not m:
            out.append(src[i:])
            break
        out.append(src[i:m.start()])
        tok, j = m.group(), m.start()
        if tok == "//":
            end = src.find("\n", j)
            end = n if end < 0 else end
            out.append(" " * (end - j))
            i = end
            continue
        if tok == "/*":
            depth, k = 1, j + 2
            while k < n and depth:
                if src.startswith("/*", k):
                    depth, k = depth + 1, k + 2
                elif src.startswith("*/", k):
                    depth, k = depth - 1, k + 2
                else:
                    k += 1
            out.append(re.sub(r"[^\n]", " ", src[j:k]))
            i = k
            continue
        hashes = len(tok) - 1
        multi = src.startswith('"""', j + hashes)
        quote = '"""' if multi else '"'
        close = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        k = j + hashes + len(quote)
        text, interp = [], False
        while k < n:
            if src.startswith(escape, k):
                e = k + len(escape)
                c = src[e:e + 1]
                if c == "(":
                    interp, depth, e = True, 1, e + 1
                    while e < n and depth:  # skip the interpolated expression
                        depth += {"(": 1, ")": -1}.get(src[e], 0)
                        e += 1
                    k = e
                    continue
                text.append({"n": "\n", "t": "\t", "0": "\0"}.get(c, c))
                k = e + 1
                continue
            if src.startswith(close, k):
                k += len(close)
                break
            if not multi and src[k] == "\n":
                break  # an unterminated literal ends at its line
            text.append(src[k])
            k += 1
        lits[j] = ("".join(text), interp)
        out.append(LIT + re.sub(r"[^\n]", " ", src[j + 1:k]))
        i = k
    return "".join(out), lits


OPEN, CLOSE = "([{", ")]}"


def argument(masked, at):
    """The span [at, end) of the argument expression starting at `at`, or None when it is
    not one (a declaration's body `{`, or longer than a few lines)."""
    depth, k, n = 0, at, len(masked)
    while k < n and k - at < 600:
        c = masked[k]
        if c in OPEN:
            if c == "{" and depth == 0:
                return None
            depth += 1
        elif c in CLOSE:
            if depth == 0:
                return at, k
            depth -= 1
        elif c == "," and depth == 0:
            return at, k
        elif c == "\n" and depth == 0:
            before = masked[at:k].rstrip()
            after = masked[k:].lstrip()
            if before and not (before[-1] in "?:=+|&" or after[:1] in "?:.+|&"):
                return at, k
        k += 1
    return None


DECLARATION = re.compile(r"^\s*(inout\s+)?(String|Substring|Any|(any\s+)?StringProtocol)\b")




stats_other = Counter()


def swiftui_repo(gdir, commit):
    blobs = swift_blobs(gdir, commit)
    for start in range(0, len(blobs), 400):
        chunk = blobs[start:start + 400]
        for data in read_blobs(gdir, [oid for _, oid in chunk]):
            if IMPORT_SWIFTUI.search(data):
                return len(blobs)
    return 0


# Mirrors that are reference data, not code that picks symbols: a list of every SF Symbol
# name (fetched to check names), an icon set.
NOT_COUNTED = {"SFSafeSymbols/SFSafeSymbols", "lucide-icons/lucide"}


def cmd_list(args):
    rows, skipped = [], []
    for entry in sorted(os.listdir(MIRRORS)):
        if "+" not in entry or not os.path.isdir(os.path.join(MIRRORS, entry)):
            continue
        repo = entry.replace("+", "/", 1)
        if repo in NOT_COUNTED:
            skipped.append((repo, "reference data, not counted"))
            continue
        gdir = git_dir(repo)
        try:
            commit = git(gdir, "rev-parse", "HEAD^{commit}").decode().strip()
        except subprocess.CalledProcessError:
            skipped.append((repo, "no HEAD commit"))
            continue
        if swiftui_repo(gdir, commit):
            rows.append((repo, commit))
        else:
            skipped.append((repo, "no .swift file importing SwiftUI"))
    with open(args.out, "w") as f:
        f.write("# Public GitHub repositories with SwiftUI code whose SF Symbol names "
                "scripts/symbols/count-symbols.py counts (issue 40).\n")
        f.write("# Columns: repo (owner/name) and commit (the mirror's HEAD when listed). Each "
                "is read from /work/.mirror/owner+name/repo, a git mirror brought onto the "
                "machine with the session tool `fetch` (github:owner/name); to refetch, fetch "
                "it again and read it at this commit (`git --git-dir ... cat-file -e COMMIT`).\n")
        f.write(f"# Listed {args.date}.\n")
        f.write("# Chosen as found (see analysis.md, 'Repositories'); a mirror with no .swift "
                "file that imports SwiftUI is left out.\n")
        f.write("#repo\tcommit\n")
        for repo, commit in rows:
            f.write(f"{repo}\t{commit}\n")
    for repo, why in skipped:
        print(f"left out {repo}: {why}", file=sys.stderr)
    print(f"{len(rows)} repositories listed, {len(skipped)} left out", file=sys.stderr)



CONST_RE = re.compile(r"\b(?:let|var)\s+(\w+)\s*(?::\s*String\s*)?=\s*\x01")
CASE_RE = re.compile(r"\bcase\s+(\w+)\s*=\s*\x01")
COMPUTED_RE = re.compile(r"\bvar\s+(\w+)\s*:\s*String\s*\??\s*\{"
                         r"|\bfunc\s+(\w+)\s*\([^)]*\)\s*->\s*String\s*\??\s*\{")
ARRAY_RE = re.compile(r"\b(?:let|var)\s+(\w+)\s*(?::\s*\[\s*String\s*\]\s*)?=\s*\[")
CHAIN_RE = re.compile(r"^(?:self\.)?(?:[A-Za-z_]\w*[!?]?\.)*([A-Za-z_]\w*)(?:\([^()]*\))?"
                      r"(?:\.rawValue)?(?:\[[^\]]*\])?[!?]?$")


# A member that stands for more names than this is a catalog (a symbol picker's list of every
# name, an enum of all SF Symbols), not a choice the code makes: its names are not uses.
CATALOG = 100
# A name reached indirectly counts when it is written at a name argument in this many
# repositories.
KNOWN_REPOS = 2


def block(masked, at, opener="{", closer="}"):
    """The end of the bracketed block whose opener is at `at` (or len(masked))."""
    depth, k, n = 0, at, len(masked)
    while k < n:
        c = masked[k]
        if c == opener:
            depth += 1
        elif c == closer:
            depth -= 1
            if depth == 0:
                return k + 1
        k += 1
    return n


def names_between(masked, lits, start, end):
    return [(off, lits[off][0]) for off in range(start, end)
            if masked[off] == LIT and not lits[off][1] and NAME_RE.match(lits[off][0])]


class Source:
    """One file: its masked text and literals, the name arguments in it, and the
    declarations a name argument may name (a string constant, an enum case's raw value, a
    computed String property or function, an array of strings)."""

    def __init__(self, path, src):
        self.path = path
        self.masked, self.lits = mask(src)
        self.args = []  # (label, expression, [(offset, name)])
        self.direct = set()  # offsets of the literals written at a name argument
        self.consts = defaultdict(list)  # member -> [(offset, name)]
        self.multi = defaultdict(list)  # member -> [(offset, name)] (computed or array)
        m, lits = self.masked, self.lits
        for regex in (CONST_RE, CASE_RE):
            for d in regex.finditer(m):
                off = d.end() - 1
                text, interp = lits[off]
                rest = m[off + 1:off + 1 + 200].lstrip(" ")
                if not interp and NAME_RE.match(text) and rest[:1] in ("\n", ";", "}", ",", ""):
                    self.consts[d.group(1)].append((off, text))
        for d in COMPUTED_RE.finditer(m):
            end = block(m, d.end() - 1)
            self.multi[d.group(1) or d.group(2)] += names_between(m, lits, d.end(), end)
        for d in ARRAY_RE.finditer(m):
            end = block(m, d.end() - 1, "[", "]")
            self.multi[d.group(1)] += names_between(m, lits, d.end(), end)

    def find_args(self, stats):
        m, lits = self.masked, self.lits
        for a in LABEL_RE.finditer(m):
            span = argument(m, a.end())
            if span is None:
                stats["argument not an expression (declaration or body)"] += 1
                continue
            expr = m[span[0]:span[1]]
            if DECLARATION.match(expr):
                stats["parameter declarations (not uses)"] += 1
                continue
            names = []
            for off in range(span[0], span[1]):
                if m[off] == LIT:
                    text, interp = lits[off]
                    if interp:
                        stats["interpolated literals (name built at run time)"] += 1
                    elif NAME_RE.match(text):
                        names.append((off, text))
                    elif text:
                        stats["literals not of a symbol name's form"] += 1
                        stats_other[text] += 1
            self.args.append((a.group(1), expr.strip(), names))
            self.direct.update(off for off, _ in names)


def callsite_names(sources, member):
    """Name-form literals passed as `member: "..."` anywhere in the repository."""
    found = []
    regex = re.compile(r"(?<![\w.])" + re.escape(member) + r"\s*:\s*\x01")
    for i, s in enumerate(sources):
        for d in regex.finditer(s.masked):
            off = d.end() - 1
            if off in s.direct:
                continue  # already a use where it is written
            text, interp = s.lits[off]
            rest = s.masked[off + 1:off + 200].lstrip(" ")
            if not interp and NAME_RE.match(text) and rest[:1] in (",", ")", "\n", ""):
                found.append(((i, off), text))
    return found


def count_repo(sources, stats, known):
    """(name, how) for each use in one repository: `direct` for a literal at the argument,
    `const` for a constant or enum case with one value named at the argument (one use per
    argument), `decl` for each literal of a computed property, function or array named at an
    argument, and `callsite` for each literal given to a parameter or property of that name
    (one use per literal, wherever it is named)."""
    consts, multi = defaultdict(list), defaultdict(list)
    for i, s in enumerate(sources):
        for member, items in s.consts.items():
            consts[member] += [((i, off), text) for off, text in items]
        for member, items in s.multi.items():
            multi[member] += [((i, off), text) for off, text in items]
    uses, once, callsite_cache, rejected = [], {}, {}, set()
    for s in sources:
        for label, expr, names in s.args:
            if names:
                uses += [(text, "direct") for _, text in names]
                continue
            if LIT in expr:
                continue  # only interpolated or odd literals: counted in the stats
            chain = CHAIN_RE.match(re.sub(r"\.rawValue[!?]?$", "", expr.replace(" ", "")))
            if not chain:
                stats["arguments without a literal (expression not resolved)"] += 1
                continue
            member = chain.group(1)
            values = {text for _, text in consts.get(member, [])}
            if len(values) == 1 and next(iter(values)) not in known:
                stats["arguments resolved to a name neither SF Symbols' nor written directly in "
                      "%d repositories (not counted)" % KNOWN_REPOS] += 1
                continue
            if len(values) == 1:
                uses.append((values.pop(), "const"))
                stats["arguments resolved: constant or enum raw value"] += 1
            elif multi.get(member) or values:
                found = multi.get(member, []) + consts.get(member, [])
                if len(found) > CATALOG:
                    stats["arguments naming a catalog (over %d names; not counted)" % CATALOG] += 1
                    continue
                for key, text in found:
                    if text in known:
                        once[key] = (text, "decl")
                    else:
                        rejected.add(key)
                stats["arguments resolved: computed property, function, array or "
                      "several constants"] += 1
            else:
                if member not in callsite_cache:
                    callsite_cache[member] = [(key, text) for key, text in
                                              callsite_names(sources, member) if text in known]
                found = callsite_cache[member]
                if len(found) > CATALOG:
                    stats["arguments naming a catalog (over %d names; not counted)" % CATALOG] += 1
                elif found:
                    for key, text in found:
                        once.setdefault(key, (text, "callsite"))
                    stats["arguments resolved: literals given as that parameter"] += 1
                else:
                    stats["arguments without a literal (not resolved)"] += 1
    uses += [once[key] for key in sorted(once)]
    stats["literals of a property, function or array neither SF Symbols' names nor written "
          "directly in %d repositories (not counted)" % KNOWN_REPOS] += len(rejected - set(once))
    return uses


# SF Symbols' names as SFSafeSymbols lists them (to SF Symbols 5.2), read from its mirror at
# this commit like the counted repositories: only to accept a name reached indirectly.
NAMES_REFERENCE = ("SFSafeSymbols/SFSafeSymbols", "ba8ff2b89729be225d5b9fd5802447f2809fae64")


def sf_symbol_names():
    repo, commit = NAMES_REFERENCE
    gdir = git_dir(repo)
    try:
        out = git(gdir, "ls-tree", "-r", "--name-only", commit, "Sources/SFSafeSymbols/Symbols")
    except subprocess.CalledProcessError:
        print(f"no {repo} mirror at {commit}: indirect names are checked against the count "
              "alone", file=sys.stderr)
        return set()
    paths = sorted(p for p in out.decode().split("\n")
                   if re.search(r"/SFSymbol\+[0-9.]+\.swift$", p))
    names = set()
    for path in paths:
        text = git(gdir, "show", f"{commit}:{path}").decode("utf-8", "replace")
        names.update(re.findall(r'rawValue: "([^"]+)"\)', text))
    return names


def read_repo(repo, commit, stats):
    gdir = git_dir(repo)
    blobs = swift_blobs(gdir, commit)
    sources = []
    for start in range(0, len(blobs), 400):
        chunk = blobs[start:start + 400]
        for (path, _), data in zip(chunk, read_blobs(gdir, [oid for _, oid in chunk])):
            src = data.decode("utf-8", "replace")
            source = Source(path, src)
            if any(q in data for q in QUICK):
                source.find_args(stats)
            sources.append(source)
    return len(blobs), sources


def cmd_count(args):
    repos = []
    listed = None
    with open(args.repos) as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# Listed "):
                listed = line[len("# Listed "):].rstrip(".")
            if not line or line.startswith("#"):
                continue
            repo, commit = line.split("\t")[:2]
            repos.append((repo, commit))
    stats = Counter()
    read, files = [], 0
    for repo, commit in repos:
        try:
            n, sources = read_repo(repo, commit, stats)
        except subprocess.CalledProcessError:
            print(f"cannot read {repo} at {commit} (fetch it first)", file=sys.stderr)
            stats["repositories not readable"] += 1
            continue
        files += n
        read.append((repo, sources))
    # What a literal reached through a constant, property or parameter must be to count (so
    # that an app's own words, "profile", "benefits", do not): an SF Symbols name, or one
    # written at a name argument in at least KNOWN_REPOS repositories.
    written = defaultdict(set)
    for repo, sources in read:
        for s in sources:
            for _, _, names in s.args:
                for _, text in names:
                    written[text].add(repo)
    known = {text for text, where in written.items() if len(where) >= KNOWN_REPOS}
    reference = sf_symbol_names()
    known |= reference
    uses, direct = Counter(), Counter()
    where = defaultdict(set)
    how = Counter()
    per_repo = {}
    for repo, sources in read:
        found = count_repo(sources, stats, known)
        for name, kind in found:
            uses[name] += 1
            how[kind] += 1
            if kind == "direct":
                direct[name] += 1
            where[name].add(repo)
        per_repo[repo] = len(found)
    order = sorted(uses, key=lambda name: (-uses[name], name))
    total = sum(uses.values())
    with open(args.out, "w") as f:
        f.write("# SF Symbol names in public SwiftUI code, by use: made by "
                "scripts/symbols/count-symbols.py from the repositories and commits in "
                f"scripts/symbols/repos.tsv (listed {listed}).\n")
        f.write(f"# {len(read)} repositories, {files} .swift files, {total} uses of "
                f"{len(uses)} distinct names ({how['direct']} written at the argument). A use is "
                "a string literal given as a systemName:/systemImage:/systemSymbolName:/"
                "systemImageName: argument (both sides of a ternary count), or one that "
                "reaches it through a constant or enum raw value (once per argument), a "
                "computed property, function or array (once per literal) or a parameter of "
                "the argument's name (once per literal); see the script's header.\n")
        f.write("# Columns: name, uses, repositories using it, direct (uses written at the "
                "argument itself).\n")
        f.write("#name\tuses\trepositories\tdirect\n")
        for name in order:
            f.write(f"{name}\t{uses[name]}\t{len(where[name])}\t{direct[name]}\n")
    if args.stats:
        with open(args.stats, "w") as f:
            f.write(f"repositories\t{len(read)}\n")
            f.write(f"swift files\t{files}\n")
            f.write(f"uses\t{total}\n")
            f.write(f"distinct names\t{len(uses)}\n")
            for kind in ("direct", "const", "decl", "callsite"):
                f.write(f"uses found {kind}\t{how[kind]}\n")
            f.write(f"repositories with at least one use\t"
                    f"{sum(1 for c in per_repo.values() if c)}\n")
            for key in sorted(stats):
                f.write(f"{key}\t{stats[key]}\n")
            top = sorted(per_repo.items(), key=lambda kv: (-kv[1], kv[0]))
            f.write("uses per repository (most first)\t"
                    + " ".join(f"{r}={c}" for r, c in top) + "\n")
            f.write("literals not of a symbol name's form (most first)\t"
                    + " | ".join(f"{t!r}={c}" for t, c in
                                 sorted(stats_other.items(), key=lambda kv: (-kv[1], kv[0]))[:80])
                    + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("list")
    p.add_argument("--out", default=os.path.join(HERE, "repos.tsv"))
    p.add_argument("--date", required=True, help="the day the mirrors were listed (YYYY-MM-DD)")
    p = sub.add_parser("count")
    p.add_argument("--repos", default=os.path.join(HERE, "repos.tsv"))
    p.add_argument("--out", default=os.path.join(HERE, "..", "..", "Tests", "Fixtures", "symbols", "sf-symbols-usage.tsv"))
    p.add_argument("--stats", default=None)
    args = parser.parse_args()
    {"list": cmd_list, "count": cmd_count}[args.cmd](args)


if __name__ == "__main__":
    main()
