#!/usr/bin/env python3
"""The parity ledger: SwiftUI's public API, as Apple's SDK declares it, checked against
Cellshot's `SwiftUI` module by type-checking a use of every declaration.

Usage:
  python3 scripts/ledger/ledger.py [--sdk DIR] [--modules .build/debug] [--out DIR] [--jobs N]

--sdk: a folder holding the SDK's interface files, `<Module>.swiftinterface` (SwiftUI, and
  SwiftUICore for SDKs from iOS 18 on), or an SDK root (`System/Library/Frameworks/...`);
  `scripts/ledger/fetch-sdk.sh` makes one. The files stay out of the repository.
--modules: Cellshot's build folder (`swift build --target SwiftUI` first).
--out: where the results go; `docs/parity/` by default: `swiftui.md` (the figures) and
  `swiftui-missing.tsv` (each declaration that does not compile: its symbol, kind, iOS
  version and the compiler's first complaint).

Each declaration is one of: not on iOS (unavailable there), underscored (its name or its
type's starts with `_`: SwiftUI's plumbing), needing a framework Linux lacks (its signature
names a CoreData, Accessibility, CoreText... type), or checked; a checked one compiles or is
missing. A generated function per declaration calls it with SwiftUI's labels and types
(`uses.py`); the compiler's errors are mapped back to the functions by line.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import interface  # noqa: E402
import uses       # noqa: E402

C_MODULES = ['CPNGShim', 'CRasterKernels', 'CJPEGDecoder', 'CDeepStack', 'CPreviewGuard']
# Modules the checks import, when they exist: what a SwiftUI file may import beside SwiftUI.
IMPORTS = ['SwiftUI', 'SwiftUICore', 'UIKit', 'Combine', 'Observation', 'Foundation',
           'UniformTypeIdentifiers', 'CoreTransferable', 'SwiftData', 'CoreText', 'Symbols',
           'AVFoundation']


def find_interfaces(sdk, framework='SwiftUI'):
  found = {}
  for mod in (('SwiftUICore', 'SwiftUI') if framework == 'SwiftUI' else (framework,)):
    for cand in (os.path.join(sdk, mod + '.swiftinterface'),
                 os.path.join(sdk, 'System/Library/Frameworks/%s.framework/Modules/'
                              '%s.swiftmodule/arm64e-apple-ios.swiftinterface' % (mod, mod))):
      if os.path.exists(cand):
        found[mod] = cand
        break
  if framework not in found:
    sys.exit('no %s.swiftinterface under %s (scripts/ledger/fetch-sdk.sh makes one)'
             % (framework, sdk))
  return found


def swiftc_flags(modules):
  flags = ['-I', os.path.join(modules, 'Modules'),
           '-Xcc', '-fmodule-map-file=%s' % os.path.join(ROOT, 'Sources/CLibPNG/module.modulemap'),
           '-Xcc', '-fmodule-map-file=%s' % os.path.join(ROOT, 'Sources/CFreeType/module.modulemap'),
           '-load-plugin-executable',
           os.path.join(modules, 'CellshotMacros-tool') + '#CellshotMacros']
  # FreeType's headers, which the CFreeType module map includes (as scripts/corpus/check.sh)
  try:
    cflags = subprocess.run(['pkg-config', '--cflags-only-I', 'freetype2'], capture_output=True,
                            text=True).stdout.split()
  except OSError:
    cflags = []
  for f in cflags:
    flags += ['-Xcc', f]
  for c in C_MODULES:
    flags += ['-Xcc', '-fmodule-map-file=%s' % os.path.join(modules, c + '.build',
                                                           'module.modulemap')]
  # A C module whose map is its own (the C side of `os`, for `import os.log`).
  flags += ['-Xcc', '-fmodule-map-file=%s' % os.path.join(ROOT, 'Sources', 'COSLog', 'include',
                                                         'module.modulemap')]
  # AppleFoundation in every check, as the README's manifest puts it in every file of an app
  # (scripts/corpus/check.sh does the same): what iOS's Foundation has and Linux's lacks.
  if os.path.exists(os.path.join(modules, 'Modules', 'AppleFoundation.swiftmodule')):
    flags += ['-Xfrontend', '-import-module', '-Xfrontend', 'AppleFoundation']
  return flags


def available_imports(modules, flags):
  ok = []
  with tempfile.TemporaryDirectory() as tmp:
    for m in IMPORTS:
      f = os.path.join(tmp, 'i.swift')
      with open(f, 'w') as fh:
        fh.write('import %s\n' % m)
      r = subprocess.run(['swiftc', '-typecheck', f] + flags, capture_output=True, text=True)
      if r.returncode == 0:
        ok.append(m)
  return ok


def effective(decl):
  """(on iOS, introduced) from the declaration's own availability and its contexts'."""
  introduced = decl.avail.get('introduced')
  if decl.avail.get('unavailable'):
    return False, introduced
  for ctx in reversed(decl.contexts):
    if ctx.avail.get('unavailable'):
      return False, introduced
    introduced = introduced or ctx.avail.get('introduced')
  return True, introduced


def symbol(decl):
  """The declaration as documentation names it: `View.padding(_:_:)`, `Text: Equatable`."""
  path = []
  for ctx in decl.contexts:
    n = uses.norm(ctx.name)
    path = n.split('.') if ctx.kind == 'extension' else path + [n]
  kind = decl.kind
  if kind == 'extension':
    return '%s: %s' % (uses.norm(decl.name), uses.norm(uses.decl_inherits(decl)))
  name = decl.name
  if kind in ('func', 'init', 'subscript', 'macro'):
    kw = re.search(r'\b' + kind + r'\b', decl.signature)
    after = decl.signature[kw.end():] if kw else ''
    _, params, _, _, _ = uses.parse_signature(kind, after.strip())
    labels = ''.join((p.label if kind != 'subscript' or p.label != p.name else '_') + ':'
                     for p in (params or []))
    name = '%s(%s)' % (name, labels)
  return '.'.join(path + [name])


def classify(decl):
  kind = decl.kind
  if kind == 'deinit':
    return None
  if kind == 'extension' and not uses.decl_inherits(decl):
    return None
  if any(a.startswith('@_spi') for a in decl.attrs):
    return None
  if not all(c.public for c in decl.contexts):
    return None  # inside an internal type (`@frozen internal enum Content`)
  in_protocol = decl.contexts and decl.contexts[-1].kind == 'protocol'
  if kind not in ('extension', 'case', 'associatedtype') and not in_protocol and \
     not ({'public', 'open'} & decl.modifiers):
    return None
  on_ios, _ = effective(decl)
  if not on_ios:
    return 'not on iOS'
  # every component of the path: a member of `_ViewDebug.Data` is plumbing as `_ViewDebug` is
  names = [decl.name] + [n for c in decl.contexts for n in uses.norm(c.name).split('.')]
  if kind == 'extension':
    # every component: `extension _PagingViewConfig.Direction` extends an underscored type
    names += uses.norm(decl.name).split('.')
  if any(uses.is_underscored_name(n) for n in names):
    return 'underscored'
  # a member or conformance of a type the module does not make public (`internal struct
  # TagValueTraitKey`, `@usableFromInline` for inlinable code) is no API app code can name
  path = symbol_path(decl)
  if any('.'.join(path[:k]) in INTERNAL_TYPES for k in range(1, len(path) + 1)):
    return None
  # a member or conformance of a type whose own declaration needs a framework Linux lacks
  # (`FetchRequest<Result> where Result : CoreData.NSFetchRequestResult`) needs it too: no
  # code can name the type without that framework
  for k in range(1, len(path) + 1):
    head = TYPE_HEADS.get('.'.join(path[:k]))
    if head:
      foreign = uses.foreign_modules(head, LINUX_LACKS)
      if foreign:
        return 'needs ' + ', '.join(foreign)
  text = decl.signature + ' ' + ' '.join(c.where + ' ' + c.name for c in decl.contexts)
  foreign = uses.foreign_modules(text, LINUX_LACKS)
  if foreign:
    return 'needs ' + ', '.join(foreign)
  return 'checked'


LINUX_LACKS = set()
# The types the interface declares without `public` (kept for inlinable code), by path.
INTERNAL_TYPES = set()
# Each type's declaration head (its generic parameters and requirements), by path.
TYPE_HEADS = {}


def symbol_path(decl):
  """The path of the type a declaration is in or extends, module names gone."""
  path = []
  for ctx in decl.contexts:
    n = uses.norm(ctx.name)
    path = n.split('.') if ctx.kind == 'extension' else path + [n]
  if decl.kind == 'extension':
    path = uses.norm(decl.name).split('.')
  return path


def foundation_gaps(decls, flags, imports):
  """The Foundation types the interface names that app code cannot name on Linux: those whose
  unqualified name does not resolve with the checks' imports (swift-corelibs-foundation's,
  and what Cellshot and AppleFoundation add to it)."""
  names = sorted({t for d in decls for t in re.findall(r'\bFoundation\.([A-Za-z_]\w*)',
                                                       d.signature)})
  with tempfile.TemporaryDirectory() as tmp:
    f = os.path.join(tmp, 'f.swift')
    with open(f, 'w') as fh:
      for m in imports:
        fh.write('import %s\n' % m)
      for n in names:
        fh.write('extension %s {}\n' % n)
    r = subprocess.run(['swiftc', '-typecheck', f] + flags, capture_output=True, text=True)
  lacking = set()
  first = len(imports) + 1
  for line in r.stderr.splitlines():
    # only a name that does not resolve: an extension refused for another reason (a protocol
    # composition such as CodableAttributedStringKey is not extensible) names a type that is
    m = re.match(re.escape(f) + r':(\d+):\d+: error: cannot find type', line)
    if m and first <= int(m.group(1)) < first + len(names):
      lacking.add(names[int(m.group(1)) - first])
  return lacking


# The standard library's generic types the interface extends: their parameters, so that a
# member of `extension Swift.Optional` is used on `Optional<G_Wrapped>`, as app code has one,
# and not on a bare `Optional`, which no code can name.
STDLIB_GENERICS = {'Optional': 'Wrapped'}
# The standard library's protocols the interface extends: their members are used on a generic
# `__S` that conforms, as for SwiftUI's own protocols.
STDLIB_PROTOCOLS = ['RangeReplaceableCollection', 'MutableCollection']


def type_table(decls):
  """Every type's generic parameters and requirements, by its path without module names."""
  table = {name: {'kind': 'enum', 'generics': g, 'where': ''}
           for name, g in STDLIB_GENERICS.items()}
  table.update({name: {'kind': 'protocol', 'generics': '', 'where': ''}
                for name in STDLIB_PROTOCOLS})
  for d in decls:
    if d.kind in ('struct', 'enum', 'class', 'actor', 'protocol'):
      path = []
      for ctx in d.contexts:
        n = uses.norm(ctx.name)
        path = n.split('.') if ctx.kind == 'extension' else path + [n]
      m = re.match(r'([\w`]+)\s*(<.*?>)?\s*(?::[^{]*?)?\s*(?:where\s+(.*))?$',
                   d.signature.split(d.kind, 1)[1].strip())
      generics = m.group(2)[1:-1] if m and m.group(2) else ''
      where = m.group(3) or '' if m else ''
      inh = re.search(r'\bwhere\b(.*)$', d.signature)
      if not ({'public', 'open'} & d.modifiers) and not (
          d.contexts and d.contexts[-1].kind == 'protocol'):
        INTERNAL_TYPES.add('.'.join(path + [d.name]))
      # its generic parameters and requirements, not what it conforms to
      TYPE_HEADS['.'.join(path + [d.name])] = (m.group(2) or '') + ' ' + where if m else ''
      table['.'.join(path + [d.name])] = {
        'kind': d.kind, 'generics': uses.norm(generics),
        'where': uses.norm(where or (inh.group(1).strip() if inh else ''))}
  # conformances the iOS 26 fragments print for types no fragment declares and Apple's
  # documentation has no page for: `@usableFromInline` internal types whose declaration lies
  # in the part of the interface the fragments leave out (`extension ExpansionState :
  # Hashable`, iOS 18), no API app code can name
  INTERNAL_TYPES.update(UNDOCUMENTED_TYPES)
  # the standard library's types a framework extends without declaring (Combine's
  # `Optional.Publisher`, `Result.Publisher`, `Sequence.publisher`)
  for name, kind, generics in STDLIB_TYPES:
    table.setdefault(name, {'kind': kind, 'generics': generics, 'where': ''})
  return table


UNDOCUMENTED_TYPES = {'ExpansionState'}

# The older SDK's declarations a newer fragment replaces (filled by `superseded`).
SUPERSEDED = {}


def superseded(decls):
  """The older SDK's typealiases declared in a type's own body that the iOS 26 fragments
  declare again, with another value, in an extension of that type: the two cannot stand
  together (a member typealias and an extension's of the same name make the name ambiguous and
  the extension's conformance unsatisfiable), so the newer SDK has moved the alias into its
  extensions. iOS 17.4's `struct Group { typealias Body = Never }` is iOS 18's
  `extension Group : TabContent { typealias Body = Group<Content> }`, whose `TabValue ==
  Body.TabValue` Never cannot meet. Keyed by id(decl), the newer declaration's signature."""
  newer = collections.defaultdict(list)
  for d in decls:
    if getattr(d, 'fragment', False) and d.kind == 'typealias' and d.contexts \
        and d.contexts[-1].kind == 'extension':
      newer[(uses.norm(d.contexts[-1].name).split('.')[-1], d.name)].append(d)
  out = {}
  for d in decls:
    if getattr(d, 'fragment', False) or d.kind != 'typealias' or not d.contexts \
        or d.contexts[-1].kind not in ('struct', 'enum', 'class'):
      continue
    value = d.signature.split('=', 1)[-1].strip()
    for n in newer.get((uses.norm(d.contexts[-1].name), d.name), []):
      if n.signature.split('=', 1)[-1].strip().split('.')[-1] != value.split('.')[-1]:
        out[id(d)] = n.signature
  return out


STDLIB_TYPES = [('Optional', 'enum', 'Wrapped'), ('Result', 'enum', 'Success, Failure : Error'),
                ('Sequence', 'protocol', '')]


# The standard library's types that interfaces extend, which no interface checked declares:
# their generic parameters, and which are protocols (a use of a protocol's member needs a
# conforming `Self`, not the existential: `any BinaryFloatingPoint` cannot be instantiated).
STDLIB_GENERICS = {
  'Array': 'Element', 'ArraySlice': 'Element', 'ContiguousArray': 'Element',
  'CollectionOfOne': 'Element', 'EmptyCollection': 'Element', 'Repeated': 'Element',
  'Set': 'Element : Hashable', 'Dictionary': 'Key : Hashable, Value', 'Optional': 'Wrapped',
  'Range': 'Bound : Comparable', 'ClosedRange': 'Bound : Comparable',
  'Slice': 'Base : Collection', 'CollectionDifference': 'ChangeElement',
  'Result': 'Success, Failure : Error', 'KeyedEncodingContainer': 'K : CodingKey',
  'KeyedDecodingContainer': 'K : CodingKey', 'UnsafeBufferPointer': 'Element',
  'UnsafeMutableBufferPointer': 'Element', 'UnsafePointer': 'Pointee',
  'UnsafeMutablePointer': 'Pointee'}
STDLIB_PROTOCOLS = [
  'BidirectionalCollection', 'BinaryFloatingPoint', 'BinaryInteger', 'Collection', 'CVarArg',
  'Error', 'FloatingPoint', 'MutableCollection', 'RandomAccessCollection',
  'RangeReplaceableCollection', 'Sequence', 'StringProtocol', 'UnkeyedDecodingContainer',
  'UnkeyedEncodingContainer', 'Encoder', 'Decoder', 'FixedWidthInteger', 'SignedInteger',
  'UnsignedInteger', 'Numeric', 'SignedNumeric']


def stdlib_types(table):
  """`table` with the standard library's generic types and protocols it lacks."""
  for name, generics in STDLIB_GENERICS.items():
    table.setdefault(name, {'kind': 'struct', 'generics': generics, 'where': ''})
  for name in STDLIB_PROTOCOLS:
    table.setdefault(name, {'kind': 'protocol', 'generics': '', 'where': ''})
  return table


def run_chunk(args):
  idx, head, lines, owner, flags, tmp, swift_version = args
  path = os.path.join(tmp, 'chunk%03d.swift' % idx)
  with open(path, 'w') as fh:
    fh.write('\n'.join(head + lines) + '\n')
  r = subprocess.run(['swiftc', '-typecheck', '-swift-version', swift_version, path] + flags,
                     capture_output=True, text=True)
  errors = collections.defaultdict(list)
  crashed = r.returncode != 0 and 'error:' not in r.stderr
  for line in r.stderr.splitlines():
    m = re.match(re.escape(path) + r':(\d+):\d+: error: (.*)', line)
    if m:
      n = int(m.group(1)) - 1 - len(head)
      if 0 <= n < len(owner):
        errors[owner[n]].append(m.group(2))
      else:
        errors[-1].append(m.group(2))
  return idx, errors, crashed, r.stderr[-2000:] if crashed else ''


def main():
  ap = argparse.ArgumentParser()
  ap.add_argument('--sdk', default=os.path.join(ROOT, '.ledger', 'sdk'))
  ap.add_argument('--additions', default=os.path.join(ROOT, '.ledger', 'ios26'),
                  help='a folder of interface fragments: declarations newer than the SDK')
  ap.add_argument('--modules', default=os.path.join(ROOT, '.build', 'debug'))
  ap.add_argument('--out', default=os.path.join(ROOT, 'docs', 'parity'))
  ap.add_argument('--jobs', type=int, default=2)
  ap.add_argument('--chunk', type=int, default=400)
  ap.add_argument('--swift-version', default='5')
  ap.add_argument('--keep', help='keep the generated checks in this folder')
  ap.add_argument('--dump', help='write each missing declaration, its context and signature')
  ap.add_argument('--sdk-name', default='', help='the SDK, for the report (e.g. "iOS 17.4")')
  ap.add_argument('--framework', default='SwiftUI',
                  help='the framework whose interface is checked: SwiftUI, Combine, Foundation')
  ap.add_argument('--used-in', help='a folder of Swift code (the corpus): only declarations '
                  'whose name it spells are checked')
  a = ap.parse_args()

  files = find_interfaces(a.sdk, a.framework)
  sources = sorted(files.items())
  # declarations added after the SDK's release, as fragments of interface text
  if a.framework == 'SwiftUI' and a.additions and os.path.isdir(a.additions):
    for f in sorted(os.listdir(a.additions)):
      if f.endswith('.swiftinterface') and f.split('.')[0] in ('SwiftUI', 'SwiftUICore'):
        sources.append((f.split('.')[0], os.path.join(a.additions, f)))
  decls = []
  for mod, path in sources:
    with open(path) as fh:
      text = fh.read()
    for d in interface.walk(interface.parse(text)):
      d.module = mod
      d.fragment = os.path.dirname(path) == os.path.abspath(a.additions or '')
      decls.append(d)
  SUPERSEDED.update(superseded(decls))
  if a.used_in:
    spelled = spelled_names(a.used_in)
    decls = [d for d in decls if used(d, spelled)]
  sdk_line = ''
  with open(files[a.framework]) as fh:
    for line in fh:
      m = re.search(r'-target \S+-apple-ios([\d.]+)', line)
      if m:
        sdk_line = 'iOS ' + m.group(1)
        break
  table = stdlib_types(type_table(decls))
  flags = swiftc_flags(a.modules)
  imports = available_imports(a.modules, flags)
  if 'SwiftUI' not in imports:
    sys.exit("Cellshot's SwiftUI module is not built in %s: run `swift build --target SwiftUI`"
             % a.modules)

  LINUX_LACKS.update(foundation_gaps(decls, flags, imports))
  # a framework Cellshot supplies is checked like SwiftUI
  uses.FOREIGN -= set(imports)
  # members that several same-type extensions of one protocol declare (uses.SHARED_CTX)
  shared = collections.Counter(
    (uses.norm(d.contexts[-1].name), d.name) for d in decls
    if d.contexts and d.contexts[-1].kind == 'extension'
    and re.search(r'\bSelf\s*==', d.contexts[-1].where or ''))
  uses.SHARED_CTX = {k for k, n in shared.items() if n > 1}
  records = []   # (id, decl, category, symbol)
  gen = uses.Generator()
  for d in decls:
    cat = classify(d)
    if cat is None:
      continue
    if cat == 'checked' and id(d) in SUPERSEDED:
      cat = 'unchecked: superseded in iOS 26 by `%s`' % SUPERSEDED[id(d)]
    did = len(records)
    if cat == 'checked':
      reason = uses.check_function(gen, did, d, table)
      if reason in ('plumbing', 'marker', 'underscored conformance'):
        continue
      if reason:
        cat = 'unchecked: ' + reason
    records.append((did, d, cat, symbol(d)))

  head, lines, owner = gen.source(imports)
  # chunks at function boundaries
  chunks, start = [], 0
  while start < len(lines):
    end = min(len(lines), start + a.chunk * 4)
    while end < len(lines) and owner[end] == owner[end - 1]:
      end += 1
    chunks.append((start, end))
    start = end
  tmp = a.keep or tempfile.mkdtemp(prefix='ledger-')
  os.makedirs(tmp, exist_ok=True)
  errors = collections.defaultdict(list)
  crashes = []
  with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
    work = [(i, head, lines[s:e], owner[s:e], flags, tmp, a.swift_version)
            for i, (s, e) in enumerate(chunks)]
    for idx, errs, crashed, tail in ex.map(run_chunk, work):
      if crashed:
        crashes.append((idx, tail))
      for k, v in errs.items():
        errors[k] += v
  if errors.get(-1):
    print('errors outside the checks (helpers or imports):', errors[-1][:5], file=sys.stderr)
  for idx, tail in crashes:
    print('chunk %d did not finish:\n%s' % (idx, tail), file=sys.stderr)
  crashed_ids = set()
  for idx, _ in crashes:
    s, e = chunks[idx]
    crashed_ids |= set(owner[s:e])

  rows = []
  for did, d, cat, sym in records:
    on, introduced = effective(d)
    status = cat
    first = ''
    if cat == 'checked':
      if did in crashed_ids:
        status = 'unchecked: compiler stopped'
      elif errors.get(did):
        status = 'missing'
        first = errors[did][0]
      else:
        status = 'compiles'
    ctx = ' > '.join(('%s %s%s' % (c.kind, c.name, (' where ' + c.where) if c.where else ''))
                     for c in d.contexts)
    rows.append({'context': ctx, 'signature': d.signature,
                 'symbol': sym, 'kind': d.kind, 'module': d.module, 'ios': introduced or '',
                 'deprecated': d.avail.get('deprecated', ''), 'status': status,
                 'error': first, 'line': d.line})
  sdk = a.sdk_name or sdk_line
  if any(path.startswith(a.additions or '//') for _, path in sources):
    sdk += " and iOS 26.0's additions"
  write_outputs(a.out, rows, sdk, imports, a.framework, a.used_in)
  if a.dump:
    # every missing declaration with its context and signature, for the developer at work
    with open(a.dump, 'w') as fh:
      for r in sorted(rows, key=lambda r: (r['context'], r['line'])):
        if r['status'] == 'missing':
          fh.write('%s\t%s\t%s\t%s\n' % (r['context'] or '-', r['signature'], r['ios'],
                                           r['error'][:120]))


def spelled_names(folder):
  """Every identifier the Swift files under `folder` spell, outside comments."""
  names = set()
  for root, _, files in os.walk(folder):
    for f in files:
      if f.endswith('.swift'):
        with open(os.path.join(root, f), errors='replace') as fh:
          text = re.sub(r'//[^\n]*|/\*.*?\*/', ' ', fh.read(), flags=re.S)
        names.update(re.findall(r'[A-Za-z_]\w*', text))
  return names


def used(decl, spelled):
  """Whether code spells the declaration: its own name (for an initializer, a subscript or a
  conformance, its type's) and the name of every type it is declared in
  (`Measurement.FormatStyle.ByteCount.locale` needs all four). A heuristic of words, not of
  types: `.map` on an array in a file that spells `Sequence` counts, so the scope is wide."""
  path = []
  for ctx in decl.contexts:
    n = uses.norm(ctx.name).split('<')[0]
    path = n.split('.') if ctx.kind == 'extension' else path + [n]
  name = decl.name.strip('`')
  if decl.kind == 'extension':
    path, name = uses.norm(decl.name).split('<')[0].split('.'), ''
  elif decl.kind in ('init', 'subscript') or not re.match(r'[A-Za-z_]', name):
    name = ''
  return all(w in spelled for w in path + ([name] if name else []))


def version_key(v):
  return tuple(int(x) for x in v.split('.')) if v else (0,)


def figures(rows):
  on_ios = [r for r in rows if r['status'] != 'not on iOS']
  checked = [r for r in on_ios if r['status'] in ('compiles', 'missing')]
  return {
    'declared': len(rows), 'ios': len(on_ios),
    'underscored': sum(r['status'] == 'underscored' for r in on_ios),
    'needs_framework': sum(r['status'].startswith('needs ') for r in on_ios),
    'unchecked': sum(r['status'].startswith('unchecked') for r in on_ios),
    'checked': len(checked), 'compiles': sum(r['status'] == 'compiles' for r in checked),
    'missing': sum(r['status'] == 'missing' for r in checked)}


def write_outputs(out, rows, sdk, imports, framework='SwiftUI', used_in=None):
  os.makedirs(out, exist_ok=True)
  stem = framework.lower()
  scope = (', those whose name the code in `%s` spells,' % os.path.relpath(used_in, ROOT)
           if used_in else '')
  groups = [('all', rows),
            ('iOS 13-17.4', [r for r in rows if version_key(r['ios']) < (17, 5)]),
            ('iOS 18-26', [r for r in rows if version_key(r['ios']) >= (17, 5)])]
  summary = {'sdk': sdk, 'imports': imports}
  summary.update({name: figures(rs) for name, rs in groups})
  with open(os.path.join(out, stem + '-summary.json'), 'w') as fh:
    json.dump(summary, fh, indent=1, sort_keys=True)
    fh.write('\n')
  checked = [r for r in rows if r['status'] in ('compiles', 'missing')]
  missing = sorted((r for r in checked if r['status'] == 'missing'), key=lambda r: r['symbol'])
  with open(os.path.join(out, stem + '-missing.tsv'), 'w') as fh:
    fh.write('# Made by scripts/ledger/ledger.py against %s: the declarations of %s%s that '
             "do not compile against Cellshot's modules.\n" % (sdk, framework, scope))
    fh.write('symbol\tkind\tios\tdeprecated\tfirst error\n')
    for r in missing:
      fh.write('%s\t%s\t%s\t%s\t%s\n' % (r['symbol'], r['kind'], r['ios'], r['deprecated'],
                                         r['error'][:160]))
  other = sorted((r for r in rows if r['status'].startswith(('needs ', 'unchecked'))),
                 key=lambda r: r['symbol'])
  with open(os.path.join(out, stem + '-other.tsv'), 'w') as fh:
    fh.write('# Made by scripts/ledger/ledger.py against %s: the declarations on iOS that are '
             'not checked: needing a framework Linux lacks, or not checkable by a generated '
             'use.\n' % sdk)
    fh.write('symbol\tkind\tios\tstatus\n')
    for r in other:
      fh.write('%s\t%s\t%s\t%s\n' % (r['symbol'], r['kind'], r['ios'], r['status']))
  # what blocks the most: the types the missing declarations cannot find
  blockers = collections.Counter()
  for r in missing:
    m = re.search(r"cannot find (?:type )?'(\w+)' in scope", r['error'])
    blockers[m.group(1) if m else 'other'] += 1
  with open(os.path.join(out, stem + '.md'), 'w') as fh:
    fh.write('# %s parity ledger\n\nMade by `python3 scripts/ledger/ledger.py%s` '
             '(`docs/parity.md` says how): every public declaration of %s%s%s as %s '
             "declares it, type-checked as app code uses it against Cellshot's `%s` "
             'module.\n\n' % (framework, '' if framework == 'SwiftUI' else
                              ' --framework ' + framework + (' --used-in ' + os.path.relpath(
                                used_in, ROOT) if used_in else ''), framework,
                              ' and SwiftUICore' if any(r['module'] == 'SwiftUICore'
                                                        for r in rows) else '', scope, sdk,
                              framework))
    fh.write('| declarations | declared | on iOS | underscored | need a framework Linux '
             'lacks | not checkable | checked | compile | missing | share |\n')
    fh.write('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n')
    for name, rs in groups:
      f = figures(rs)
      share = 100.0 * f['compiles'] / f['checked'] if f['checked'] else 0
      fh.write('| %s | %d | %d | %d | %d | %d | %d | %d | %d | %.1f %% |\n' % (
        name, f['declared'], f['ios'], f['underscored'], f['needs_framework'], f['unchecked'],
        f['checked'], f['compiles'], f['missing'], share))
    fh.write('\nMissing declarations by kind: %s.\n\n' % ', '.join(
      '%s %d' % kv for kv in collections.Counter(r['kind'] for r in missing).most_common()))
    fh.write('The names the missing declarations most often cannot find (each blocks that many):'
             '\n\n%s.\n\n' % ', '.join('`%s` %d' % kv for kv in blockers.most_common(60)
                                        if kv[0] != 'other'))
    fh.write('Lists: [`{0}-missing.tsv`]({0}-missing.tsv) (each missing declaration '
             'and the compiler\'s first complaint), [`{0}-other.tsv`]({0}-other.tsv) '
             '(not checked, with the reason).\n'.format(stem))
  print(json.dumps(summary, indent=1, sort_keys=True))


if __name__ == '__main__':
  main()
