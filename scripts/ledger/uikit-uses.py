#!/usr/bin/env python3
"""The UIKit ledger: the UIKit names public SwiftUI code uses, and which of them Cellshot's
`UIKit` module lacks.

Usage:
  python3 scripts/ledger/uikit-uses.py [--corpus .corpus/src] [--sdk-git DIR]
                                       [--modules .build/debug] [--out docs/parity]

--corpus: the corpus's Swift files, one folder per repository (`scripts/corpus/check.sh`
  exports them into `.corpus/src/`).
--sdk-git: a git directory holding the iOS SDK (`System/Library/Frameworks/UIKit.framework/`):
  UIKit's Objective-C headers and Swift overlay say which names are UIKit's.
--modules: Cellshot's build folder (`swift build` first).
--out: where the results go: `uikit.md` (the figures), `uikit-summary.json`, `uikit-used.tsv`
  (every name used, how many files use it, whether Cellshot has it) and `uikit-missing.tsv`
  (those it lacks, with the compiler's first complaint).

A name is used when a file spells a type UIKit declares (`UIBlurEffect`, `UIBlurEffect.Style`),
or a member of one on the type or on a value whose type the file states or constructs (`let
view = UIVisualEffectView(...)`, `view.contentView`, `UIApplication.shared.open(url)`, an
`override` in a subclass, a delegate method in a type that adopts the protocol, a case written
`.systemMaterial` where the argument's or property's type is known). A regular-expression
scan, not a compiler: it misses uses through values whose type it cannot see, and a member is
counted only when UIKit's headers declare it, so an app's own extensions are not. Each form a
name is used in (its argument labels, whether it is assigned) becomes a one-line use,
type-checked against Cellshot's modules as `ledger.py` checks SwiftUI's declarations; a name is
supplied when all its forms compile.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import ledger          # noqa: E402
import uikit_headers   # noqa: E402

IDENT = re.compile(r'[A-Za-z_]\w*')
# Errors that say the use reached a declaration (Cellshot has the name) but the generated
# arguments could not pin one overload down.
REACHED = ('ambiguous use of', 'could not be inferred', 'ambiguous without more context',
           'type of expression is ambiguous', 'unable to infer', 'is not convertible to',
           'will never be executed')


def clean(text):
  """The code without comments and string literals' contents (newlines kept)."""
  out, i, n = [], 0, len(text)
  while i < n:
    c = text[i]
    if text.startswith('//', i):
      j = text.find('\n', i)
      i = n if j < 0 else j
    elif text.startswith('/*', i):
      depth, j = 1, i + 2
      while j < n and depth:
        if text.startswith('/*', j):
          depth, j = depth + 1, j + 2
        elif text.startswith('*/', j):
          depth, j = depth - 1, j + 2
        else:
          j += 1
      out.append('\n' * text.count('\n', i, j))
      i = j
    elif c == '"':
      quote = '"""' if text.startswith('"""', i) else '"'
      j = i + len(quote)
      depth = 0
      while j < n:
        if text[j] == '\\' and j + 1 < n:
          if text[j + 1] == '(':
            depth += 1
            j += 2
            continue
          j += 2
          continue
        if depth and text[j] == ')':
          depth -= 1
        elif depth and text[j] == '(':
          depth += 1
        elif not depth and text.startswith(quote, j):
          break
        j += 1
      out.append('""' + '\n' * text.count('\n', i, j))
      i = j + len(quote)
    else:
      out.append(c)
      i += 1
  return ''.join(out)


def match_close(text, i, open_c='(', close_c=')'):
  """The index just past the bracket that closes the one at `i`."""
  depth = 0
  for j in range(i, len(text)):
    if text[j] == open_c:
      depth += 1
    elif text[j] == close_c:
      depth -= 1
      if depth == 0:
        return j + 1
  return len(text)


def split_args(inner):
  """Top-level comma-separated parts of an argument list."""
  parts, depth, start = [], 0, 0
  for j, c in enumerate(inner):
    if c in '([{':
      depth += 1
    elif c in ')]}':
      depth -= 1
    elif c == ',' and depth == 0:
      parts.append(inner[start:j])
      start = j + 1
  if inner[start:].strip():
    parts.append(inner[start:])
  return parts


def arg_labels(inner):
  """The labels of a call's arguments, and the text of each argument."""
  out = []
  for part in split_args(inner):
    m = re.match(r'\s*([A-Za-z_]\w*)\s*:(?!:)', part)
    if m and not re.match(r'\s*\w+\s*:\s*\w+\s*\]', part):
      out.append((m.group(1), part[m.end():].strip()))
    else:
      out.append(('_', part.strip()))
  return out


def closure_params(text, i):
  """How a trailing closure at `i` names its parameters (`a, b in`), as check code."""
  end = match_close(text, i, '{', '}')
  body = text[i + 1:end - 1]
  m = re.match(r'\s*(?:\[[^\]]*\]\s*)?(\([^)]*\)|[\w\s,]+?)\s*(?:->\s*[\w.?<>\[\] ]+)?\s+in\b',
               body)
  if m:
    names = [p.split(':')[0].strip() for p in m.group(1).strip('()').split(',') if p.strip()]
    return '{ %s in fatalError() }' % ', '.join('_' for _ in names) if names else \
      '{ () in fatalError() }', end
  dollars = [int(d) for d in re.findall(r'\$(\d+)', body)]
  if dollars:
    return '{ %s in fatalError() }' % ', '.join('_' for _ in range(max(dollars) + 1)), end
  return '{ fatalError() }', end


class Scanner:
  def __init__(self, index):
    self.ix = index
    self.user_bases = {}            # a corpus type -> the types and protocols it inherits
    self.uses = collections.defaultdict(lambda: {'files': set(), 'forms': {}})
    self.spellings = {}             # Objective-C name -> a Swift spelling the corpus wrote
    self.rejected = collections.Counter()   # initializers UIKit does not declare

  # -- types ------------------------------------------------------------------------------

  def collect_user_types(self, text):
    for m in re.finditer(r'\b(class|struct|enum|actor|extension)\s+([A-Za-z_][\w.]*)\s*'
                         r'(?:<[^>{]*>)?\s*:\s*([^{]+?)\s*(?:where\s[^{]*)?\{', text):
      bases = [b.strip().split('<')[0] for b in m.group(3).split(',')]
      self.user_bases.setdefault(m.group(2), []).extend(b for b in bases if b)

  def uikit_type(self, spelled, seen=None):
    """The UIKit type a spelling names: a UIKit type, or a corpus class that inherits one."""
    spelled = spelled.rstrip('?!')
    if spelled.startswith(('UI', 'NS')):
      info = self.ix.lookup(spelled)
      if info is not None and not info.unavailable:
        return info
    seen = seen or set()
    if spelled in seen:
      return None
    seen.add(spelled)
    for base in self.user_bases.get(spelled, []):
      info = self.uikit_type(base, seen)
      if info is not None and info.kind == 'class':
        return info
    return None

  def swift_name(self, info):
    return self.spellings.get(info.objc) or info.swift

  # -- recording --------------------------------------------------------------------------

  def record(self, path, name, form, check, kind):
    use = self.uses[name]
    use['files'].add(path)
    use['kind'] = kind
    use['forms'].setdefault(form, check)

  def record_type(self, path, info, spelled):
    if info.declared:
      self.spellings.setdefault(info.objc, spelled)
      self.record(path, spelled, spelled, 'typealias _T = %s' % spelled, 'type')

  def value_type(self, info):
    """The Swift spelling of a value of `info`, for a check's parameter."""
    name = self.swift_name(info)
    if info.kind == 'protocol':
      return 'any ' + name
    if info.generics:
      return '%s<%s>' % (name, ', '.join(['Int'] * info.generics))
    return name

  def record_member(self, path, owner, decl_owner, member, name, static, call=None,
                    assigned=False, trailing=None):
    """One use of `owner.name`: read, called with `call`'s labels, or assigned."""
    owner_name = self.swift_name(owner)
    if member.kind in ('case', 'constant'):
      static = True
    if name == 'init':
      labels = call or []
      args = ', '.join(('' if l == '_' else l + ': ') + '_any()' for l, _ in labels)
      form = 'init(%s)' % ''.join(l + ':' for l, _ in labels)
      if trailing:
        form += ' {}'
      check = '_ = %s(%s)%s' % (owner_name, args, (' ' + trailing) if trailing else '')
      if owner.kind == 'protocol':
        return
      self.record(path, owner_name + '.init', form, check, 'initializer')
      return
    if call is not None:
      args = ', '.join(('' if l == '_' else l + ': ') + '_any()' for l, _ in call)
      form = '%s(%s)%s' % (name, ''.join(l + ':' for l, _ in call), ' {}' if trailing else '')
      expr = '%s(%s)%s' % (name, args, (' ' + trailing) if trailing else '')
      if trailing and not call:
        expr = '%s %s' % (name, trailing)
    elif assigned:
      form, expr = name + ' =', name + ' = _any()'
    else:
      form, expr = name, name
    if static:
      check = '_ = %s.%s' % (owner_name, expr) if not assigned else '%s.%s' % (owner_name, expr)
      form = 'static ' + form
    else:
      lhs = 'x.' + expr
      check = ('func f(_ x: %s) { %s%s }' if not assigned else 'func f(_ x: %s) { %s%s }') % (
        self.value_type(owner), '' if assigned else '_ = ', lhs)
    kind = {'case': 'case', 'constant': 'constant', 'property': 'property',
            'method': 'method', 'init': 'initializer'}.get(member.kind, 'member')
    # named after the type that declares it; a form says which type it was used on
    declared = self.swift_name(decl_owner) if decl_owner is not None else owner_name
    if declared != owner_name:
      form = 'on %s: %s' % (owner_name, form)
    self.record(path, '%s.%s' % (declared, name), form, check, kind)

  # -- scanning a file --------------------------------------------------------------------

  def scan(self, path, raw):
    text = clean(raw)
    # the variables whose UIKit type the file states or constructs
    variables = {}
    for m in re.finditer(r'\b(?:let|var)\s+(\w+)\s*:\s*([A-Z][\w.]*)\s*[?!]?', text):
      variables.setdefault(m.group(1), m.group(2))
    for m in re.finditer(r'\b(?:let|var)\s+(\w+)\s*=\s*([A-Z][\w.]*)\s*[({]', text):
      variables.setdefault(m.group(1), m.group(2))
    for m in re.finditer(r'[(,]\s*(?:\w+\s+)?(\w+)\s*:\s*(?:inout\s+)?([A-Z][\w.]*)[?!]?\s*'
                         r'(?=[,)=])', text):
      variables.setdefault(m.group(1), m.group(2))
    for m in re.finditer(r'\b(?:let|var)\s+(\w+)\s*=[^\n]*?\bas[?!]\s*([A-Z][\w.]*)', text):
      variables.setdefault(m.group(1), m.group(2))
    typed = {}
    for name, spelled in variables.items():
      info = self.uikit_type(spelled)
      if info is not None:
        typed[name] = info
    # the bodies of the corpus's types that inherit a UIKit class or adopt a UIKit protocol
    bodies = []
    for m in re.finditer(r'\b(class|struct|enum|actor|extension)\s+([A-Za-z_][\w.]*)\s*'
                         r'(?:<[^>{]*>)?\s*(:\s*[^{]+?)?\s*(?:where\s[^{]*)?\{', text):
      end = match_close(text, m.end() - 1, '{', '}')
      bases = []
      for b in self.user_bases.get(m.group(2), []) + [m.group(2)]:
        info = self.uikit_type(b)
        if info is not None:
          bases.append(info)
      if bases:
        bodies.append((m.end(), end, bases, m.group(3) or ''))
    # type names
    for m in re.finditer(r'(?<![\w.])((?:UI|NS)[A-Z]\w*(?:\.[A-Z]\w*)*)', text):
      spelled = m.group(1)
      parts = spelled.split('.')
      for k in range(len(parts), 0, -1):
        info = self.ix.lookup('.'.join(parts[:k]))
        if info is not None and not info.unavailable:
          self.record_type(path, info, '.'.join(parts[:k]))
          break
    # chains: a type, a variable, self or super, then members
    for m in re.finditer(r'(?<![\w.$])(self|super|[A-Za-z_]\w*)(?=\s*[?!]?\s*[.(])', text):
      self.walk(path, text, m, typed, bodies)
    # overrides, and protocol methods implemented
    for start, end, bases, header in bodies:
      body = text[start:end]
      for om in re.finditer(r'\boverride\s+(?:\w+\s+)*?(func|var|init)\s*(\w*)\s*(\()?', body):
        name = om.group(2) if om.group(1) != 'init' else 'init'
        for base in bases:
          if base.kind != 'class':
            continue
          found = self.ix.member(base, name)
          if found and name != 'init':
            static = found[1].static
            self.record_member(path, base, found[0], found[1], name, static)
            break
      for fm in re.finditer(r'(?<!override )\bfunc\s+(\w+)\s*\(', body):
        for base in bases:
          if base.kind != 'protocol':
            continue
          found = self.ix.member(base, fm.group(1))
          if found and found[0].kind == 'protocol':
            self.record_member(path, found[0], found[0], found[1], fm.group(1), False)
            break

  def walk(self, path, text, m, typed, bodies):
    head = m.group(1)
    pos = m.end()
    static = False
    info = None
    if head in ('self', 'super'):
      for start, end, bases, _ in bodies:
        if start <= m.start() < end:
          info = next((b for b in bases if b.kind == 'class'), None)
      if info is None:
        return
    elif head in typed and not head[0].isupper():
      info = typed[head]
    elif head.startswith(('UI', 'NS')) or head in self.user_bases:
      # the longest spelling that names a UIKit type
      spelled = head
      j = pos
      while True:
        nm = re.match(r'\.([A-Z]\w*)', text[j:])
        if not nm:
          break
        cand = self.ix.lookup(spelled + '.' + nm.group(1))
        if cand is None:
          break
        spelled += '.' + nm.group(1)
        j += nm.end()
      info = self.uikit_type(spelled)
      if info is None or info.unavailable:
        return
      own = spelled.startswith(('UI', 'NS'))   # not an app's subclass, whose inits are its own
      pos, static = j, True
      # UIFoo(...) constructs one
      cm = re.match(r'\s*\(', text[pos:])
      if cm:
        open_at = pos + cm.end() - 1
        close = match_close(text, open_at)
        call = arg_labels(text[open_at + 1:close - 1])
        trailing, close = self.trailing(text, close)
        if own and info.kind != 'protocol' and self.ix.has_init(
            info, [l for l, _ in call], bool(trailing)):
          self.record_member(path, info, info, uikit_headers.Member('init', False, 'init'),
                             'init', False, call, trailing=trailing)
          self.implicit_args(path, info, 'init', call)
        elif own and info.kind != 'protocol':
          self.rejected[spelled + '(%s)' % ''.join(l + ':' for l, _ in call)] += 1
        pos, static = close, False
    else:
      return
    # members, one by one
    while info is not None:
      mm = re.match(r'\s*[?!]?\s*\.\s*([A-Za-z_]\w*)', text[pos:])
      if not mm:
        return
      name = mm.group(1)
      pos += mm.end()
      if name == 'init':
        cm = re.match(r'\s*\(', text[pos:])
        if not cm:
          return
        close = match_close(text, pos + cm.end() - 1)
        labels = [l for l, _ in arg_labels(text[pos + cm.end():close - 1])]
        found = self.ix.has_init(info, labels) and (info, uikit_headers.Member(
          'init', False, 'init'))
      elif name in ('self', 'Type', 'rawValue', 'description', 'hashValue'):
        return
      else:
        found = self.ix.member(info, name, None)
      if not found:
        return
      owner, member = found
      call = None
      trailing = None
      cm = re.match(r'\s*\(', text[pos:])
      if cm and member.kind == 'property':
        return   # a property called: an app's own method of that name (`.tag(_:)`)
      if cm and member.kind not in ('case', 'constant'):
        open_at = pos + cm.end() - 1
        close = match_close(text, open_at)
        call = arg_labels(text[open_at + 1:close - 1])
        pos = close
        trailing, pos = self.trailing(text, pos)
      elif re.match(r'\s*\{', text[pos:]) and member.kind == 'method':
        trailing, pos = self.trailing(text, pos)
        call = []
      assigned = call is None and bool(re.match(r'\s*=(?!=)', text[pos:]))
      shown = info if owner.kind != 'protocol' or info.kind == 'protocol' else info
      self.record_member(path, shown, owner, member, name, static and member.static
                         or member.kind in ('case', 'constant') or static, call, assigned,
                         trailing)
      if call:
        self.implicit_args(path, info, name, call)
      if assigned:
        am = re.match(r'\s*=\s*(\.\w+|\[[^\]]*\])', text[pos:])
        if am:
          self.implicit_values(path, member.result, am.group(1))
        return
      result = self.ix.types.get(member.result) or self.ix.lookup(member.result or '-')
      if member.kind in ('init',) or member.result == 'instancetype':
        result = info
      info, static = result, False
      if info is not None and info.kind in ('enum', 'options', 'typed') and \
         member.kind in ('case', 'constant'):
        return

  def trailing(self, text, pos):
    tm = re.match(r'[ \t]*\{', text[pos:])
    if not tm:
      return None, pos
    line = text[text.rfind('\n', 0, pos) + 1:pos]
    if re.match(r'\s*(?:\}\s*)?(?:if|guard|while|for|switch|else|return\s+\w+\s*==)\b', line) \
       or re.search(r'\b(?:if|guard|while)\s+(?:let|var|case)?\b', line):
      return None, pos
    before = text[:text.rfind('\n', 0, pos)].rstrip()
    if re.match(r'\s*(?:let|var|case)\b', line) and before.endswith(','):
      return None, pos   # the last condition of an `if` written over lines
    check, end = closure_params(text, pos + tm.end() - 1)
    return check, end

  def implicit_args(self, path, info, name, call):
    """`.case` arguments whose parameter's type is a UIKit enum or constant family."""
    for label, value in call:
      if not re.match(r'\s*(\.\w+|\[\s*\.)', value):
        continue
      for t in self.ix.lineage(info):
        ptype = self.param_type(t, name, label)
        if ptype:
          self.implicit_values(path, ptype, value)
          break

  def param_type(self, t, name, label):
    for m in t.members:
      if name == 'init' and m.kind != 'init':
        continue
      if name != 'init' and not (m.name == name or m.name.startswith(name)):
        continue
      for k, (piece, ptype) in enumerate(m.params):
        if not ptype:
          continue
        low = piece.lower()
        if label == '_' and k == 0 and name != 'init' or low == label.lower() or \
           low.endswith(label.lower()) or (piece.startswith(label) and
                                           piece[len(label):len(label) + 1].isupper()):
          return ptype
    return None

  def implicit_values(self, path, objc_type, value):
    family = self.ix.types.get(objc_type)
    if family is None or family.kind not in ('enum', 'options', 'typed'):
      return
    for word in re.findall(r'(?<![\w.])\.(\w+)', value.split('(')[0] if value.startswith('.')
                           else value):
      found = self.ix.member(family, word)
      if found and found[1].kind in ('case', 'constant'):
        self.record_member(path, family, found[0], found[1], word, True)


def scan_corpus(corpus, index):
  scanner = Scanner(index)
  files = []
  for repo in sorted(os.listdir(corpus)):
    for dirpath, dirnames, filenames in os.walk(os.path.join(corpus, repo)):
      dirnames[:] = sorted(d for d in dirnames if not d.endswith('.docc'))
      for f in sorted(filenames):
        if f.endswith('.swift') and f != 'Package.swift':
          files.append(os.path.join(dirpath, f))
  texts = {}
  for f in files:
    with open(f, errors='replace') as fh:
      texts[f] = fh.read()
    scanner.collect_user_types(clean(texts[f]))
  for f in files:
    scanner.scan(os.path.relpath(f, corpus), texts[f])
  return scanner, len(files)


def check(uses, flags, imports, jobs):
  """Type-checks each form of each use; gives {name: {form: first error or ''}}."""
  head = ['import %s' % m for m in imports] + [
    'func _any<T>() -> T { fatalError() }']
  lines, owner = [], []
  for name in sorted(uses):
    for form, code in sorted(uses[name]['forms'].items()):
      if code.startswith('typealias'):
        lines.append(code.replace('_T', '_T%d' % len(lines)))
      elif code.startswith('func'):
        lines.append('@MainActor ' + code.replace('func f(', 'func _u%d(' % len(lines), 1))
      else:
        lines.append('@MainActor func _u%d() { %s }' % (len(lines), code))
      owner.append((name, form))
  errors = collections.defaultdict(list)
  tmp = tempfile.mkdtemp(prefix='uikit-uses-')
  step = 300
  work = [(i // step, head, lines[i:i + step], list(range(i, min(i + step, len(lines)))),
           flags, tmp, '5') for i in range(0, len(lines), step)]
  with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
    for idx, errs, crashed, tail in ex.map(ledger.run_chunk, work):
      if crashed:
        print('chunk %d did not finish:\n%s' % (idx, tail), file=sys.stderr)
      for k, v in errs.items():
        errors[k] += v
  if errors.get(-1):
    print('errors outside the checks:', errors[-1][:5], file=sys.stderr)
  result = collections.defaultdict(dict)
  for n, (name, form) in enumerate(owner):
    errs = [e for e in errors.get(n, []) if not e.startswith(REACHED)]
    result[name][form] = errs[0] if errs else ''
  return result


def main():
  ap = argparse.ArgumentParser()
  ap.add_argument('--corpus', default=os.path.join(ROOT, '.corpus', 'src'))
  ap.add_argument('--sdk-git', default='/work/.mirror/danpashin+sdks/repo')
  ap.add_argument('--modules', default=os.path.join(ROOT, '.build', 'debug'))
  ap.add_argument('--out', default=os.path.join(ROOT, 'docs', 'parity'))
  ap.add_argument('--jobs', type=int, default=2)
  a = ap.parse_args()
  if not os.path.isdir(a.corpus):
    sys.exit('no corpus in %s (bash scripts/corpus/check.sh exports it)' % a.corpus)
  index = uikit_headers.load(a.sdk_git)
  scanner, nfiles = scan_corpus(a.corpus, index)
  flags = ledger.swiftc_flags(a.modules)
  imports = ledger.available_imports(a.modules, flags)
  if 'UIKit' not in imports:
    sys.exit("Cellshot's UIKit module is not built in %s: run `swift build`" % a.modules)
  if 'AppleFoundation' not in imports and os.path.exists(
      os.path.join(a.modules, 'Modules', 'AppleFoundation.swiftmodule')):
    imports.append('AppleFoundation')
  results = check(scanner.uses, flags, imports, a.jobs)
  write_outputs(a.out, scanner, results, nfiles)
  if os.environ.get('UIKIT_USES_DEBUG'):
    print(scanner.rejected.most_common(), file=sys.stderr)


def write_outputs(out, scanner, results, nfiles):
  os.makedirs(out, exist_ok=True)
  rows = []
  for name, use in scanner.uses.items():
    forms = results[name]
    failing = {f: e for f, e in forms.items() if e}
    rows.append({'name': name, 'kind': use['kind'], 'files': len(use['files']),
                 'status': 'missing' if failing else 'supplied',
                 'forms': sorted(forms), 'failing': failing})
  rows.sort(key=lambda r: (-r['files'], r['name']))
  used = len(rows)
  supplied = sum(r['status'] == 'supplied' for r in rows)
  files_all = collections.Counter()
  for name, use in scanner.uses.items():
    for f in use['files']:
      files_all[f] += 1
  by_kind = collections.defaultdict(lambda: [0, 0])
  for r in rows:
    by_kind[r['kind']][0] += 1
    by_kind[r['kind']][1] += r['status'] == 'supplied'
  summary = {'files scanned': nfiles, 'files using UIKit': len(files_all), 'used': used,
             'supplied': supplied, 'missing': used - supplied,
             'by kind': {k: {'used': v[0], 'supplied': v[1]} for k, v in sorted(by_kind.items())},
             'uses weighted by files': sum(r['files'] for r in rows),
             'supplied weighted by files': sum(r['files'] for r in rows
                                               if r['status'] == 'supplied')}
  with open(os.path.join(out, 'uikit-summary.json'), 'w') as fh:
    json.dump(summary, fh, indent=1, sort_keys=True)
    fh.write('\n')
  head = ('# Made by scripts/ledger/uikit-uses.py: the UIKit names the corpus\'s files use '
          '(.corpus/src), with how many files use each')
  with open(os.path.join(out, 'uikit-used.tsv'), 'w') as fh:
    fh.write(head + ", and whether Cellshot's UIKit has them in every form used.\n")
    fh.write('name\tkind\tfiles\tstatus\tforms\n')
    for r in rows:
      fh.write('%s\t%s\t%d\t%s\t%s\n' % (r['name'], r['kind'], r['files'], r['status'],
                                         '; '.join(r['forms'])))
  with open(os.path.join(out, 'uikit-missing.tsv'), 'w') as fh:
    fh.write(head + ", that Cellshot's UIKit lacks: the forms that do not compile and the "
             "compiler's first complaint.\n")
    fh.write('name\tkind\tfiles\tform\tfirst error\n')
    for r in rows:
      for form, err in sorted(r['failing'].items()):
        fh.write('%s\t%s\t%d\t%s\t%s\n' % (r['name'], r['kind'], r['files'], form, err[:160]))
  with open(os.path.join(out, 'uikit.md'), 'w') as fh:
    fh.write('# UIKit parity ledger\n\nMade by `python3 scripts/ledger/uikit-uses.py`: the '
             'UIKit names that the public SwiftUI code of the corpus (`scripts/corpus/'
             'repos.tsv`, %d Swift files) uses, found by a scan checked against UIKit\'s '
             'headers in the iOS 17.4 SDK, each use type-checked as written (its labels, '
             'whether it is assigned) against Cellshot\'s `UIKit` module.\n\n' % nfiles)
    fh.write('| names | used | supplied | missing | share |\n|---|---:|---:|---:|---:|\n')
    for kind, (u, s) in sorted(by_kind.items()):
      fh.write('| %s | %d | %d | %d | %.1f %% |\n' % (kind, u, s, u - s, 100.0 * s / u))
    fh.write('| **all** | **%d** | **%d** | **%d** | **%.1f %%** |\n\n' % (
      used, supplied, used - supplied, 100.0 * supplied / used if used else 0))
    fh.write('%d files use UIKit names; counted by files, %d of %d uses are supplied.\n\n' % (
      len(files_all), summary['supplied weighted by files'], summary['uses weighted by files']))
    fh.write('Lists: [`uikit-used.tsv`](uikit-used.tsv) (every name, its files and forms), '
             '[`uikit-missing.tsv`](uikit-missing.tsv) (what does not compile, and why).\n')
  print(json.dumps(summary, indent=1, sort_keys=True))


if __name__ == '__main__':
  main()
