"""Reads a .swiftinterface file into a list of public declarations.

Takes the text of an SDK's module interface (SwiftUI's, SwiftUICore's); gives `Decl` records:
each declaration's kind, name, signature, the context it is declared in (the type or extension,
with its generic parameters and `where` clause) and its iOS availability. Knows nothing about
Cellshot; `ledger.py` turns the records into uses and type-checks them.

The interface is compiler output, so a small scanner is enough: declarations are separated by
newlines outside brackets, containers open with `{` at the end of their header, and bodies
(`@_alwaysEmitIntoClient` functions, accessor blocks) are skipped by brace matching that knows
strings and comments. `#if compiler(...)` keeps its first branch, as a current compiler does.
"""
import re
from dataclasses import dataclass, field

DECL_KEYWORDS = ('struct', 'enum', 'class', 'protocol', 'actor', 'extension', 'func', 'init',
                 'var', 'let', 'subscript', 'typealias', 'associatedtype', 'case', 'macro',
                 'operator', 'deinit')
CONTAINERS = ('struct', 'enum', 'class', 'protocol', 'actor', 'extension')
MODIFIERS = {'public', 'open', 'final', 'static', 'class', 'mutating', 'nonmutating',
             'nonisolated', 'override', 'required', 'convenience', 'dynamic', 'indirect',
             'prefix', 'postfix', 'infix', 'optional', 'lazy', 'weak', 'unowned', 'consuming',
             'borrowing', '__consuming', 'isolated', 'distributed', 'package', 'internal',
             'private', 'fileprivate'}


@dataclass
class Context:
  kind: str                 # struct, enum, class, protocol, actor, extension
  name: str                 # the type, as written (`SwiftUI.Text`, `ForEach`)
  generics: str = ''        # `<Data, ID, Content>` of a type declaration
  where: str = ''           # its `where` clause, without `where`
  inherits: str = ''        # `: A, B` of the header
  avail: dict = field(default_factory=dict)
  attrs: list = field(default_factory=list)
  # whether the type is public (an extension is as public as its members say): the cases of
  # an internal enum inside a public type (`Environment.Content`) are not SwiftUI's API
  public: bool = True


@dataclass
class Decl:
  kind: str
  name: str
  signature: str            # the declaration, attributes stripped, one line
  attrs: list               # attribute texts (`@available(iOS 17.0, *)`, `@_disfavoredOverload`)
  modifiers: set
  contexts: list            # enclosing Contexts, outermost first
  line: int
  avail: dict               # iOS availability: {'introduced': '17.0', 'deprecated': ..,
                            # 'unavailable': bool}
  accessors: str = ''       # 'get', 'get set' for vars and subscripts
  members: list = field(default_factory=list)  # for containers


def strip_comments(text):
  out, i, n = [], 0, len(text)
  while i < n:
    if text.startswith('//', i):
      j = text.find('\n', i)
      i = n if j < 0 else j
    elif text.startswith('/*', i):
      j = text.find('*/', i + 2)
      i = n if j < 0 else j + 2
    elif text[i] == '"':
      j = skip_string(text, i)
      out.append(text[i:j])
      i = j
    else:
      out.append(text[i])
      i += 1
  return ''.join(out)


def skip_string(text, i):
  """Index past the string literal starting at text[i] (a `"`), multi-line and escapes known."""
  if text.startswith('"""', i):
    j = text.find('"""', i + 3)
    return len(text) if j < 0 else j + 3
  j = i + 1
  while j < len(text) and text[j] != '"':
    if text[j] == '\\':
      if text.startswith('\\(', j):
        depth, j = 1, j + 2
        while j < len(text) and depth:
          if text[j] == '(':
            depth += 1
          elif text[j] == ')':
            depth -= 1
          elif text[j] == '"':
            j = skip_string(text, j) - 1
          j += 1
        continue
      j += 1
    j += 1
  return j + 1


def resolve_ifs(lines):
  """Keeps the first branch of each `#if`, as a current compiler evaluates `compiler(>=5.3)`."""
  out, stack = [], []   # stack of 'keep' / 'drop' for each open #if
  for line in lines:
    s = line.strip()
    if s.startswith('#if'):
      stack.append('keep' if all(x == 'keep' for x in stack) else 'dropall')
      continue
    if s.startswith('#elseif') or s.startswith('#else'):
      if stack and stack[-1] == 'keep':
        stack[-1] = 'drop'
      continue
    if s.startswith('#endif'):
      if stack:
        stack.pop()
      continue
    if all(x == 'keep' for x in stack):
      out.append(line)
    else:
      out.append('')   # keep line numbers
  return out


def parse_availability(attrs):
  """iOS availability from `@available` attributes: introduced, deprecated, unavailable."""
  av = {}
  for a in attrs:
    m = re.match(r'@available\((.*)\)$', a, re.S)
    if not m:
      continue
    args = [x.strip() for x in split_top(m.group(1), ',')]
    if args and args[0] == '*':
      if 'unavailable' in args:
        av['unavailable'] = True
      if 'deprecated' in args or any(x.startswith('deprecated') for x in args):
        av.setdefault('deprecated', 'any')
      continue
    if args and args[0] == 'iOS':
      for x in args[1:]:
        if x == 'unavailable':
          av['unavailable'] = True
        elif x.startswith('introduced:'):
          av['introduced'] = x.split(':', 1)[1].strip()
        elif x.startswith('deprecated'):
          av['deprecated'] = x.split(':', 1)[1].strip() if ':' in x else 'any'
        elif x.startswith('obsoleted'):
          av['unavailable'] = True
      continue
    for x in args:
      mm = re.match(r'iOS (\d+(?:\.\d+)*)$', x)
      if mm:
        av['introduced'] = mm.group(1)
  return av


def split_top(s, sep):
  """Splits at `sep` outside brackets and strings."""
  parts, depth, cur, i = [], 0, [], 0
  while i < len(s):
    c = s[i]
    if c == '"':
      j = skip_string(s, i)
      cur.append(s[i:j])
      i = j
      continue
    if c in '([{<':
      depth += 1
    elif c in ')]}>':
      # `->` is not a closing bracket
      if not (c == '>' and i > 0 and s[i - 1] == '-'):
        depth -= 1
    if c == sep and depth == 0:
      parts.append(''.join(cur))
      cur = []
    else:
      cur.append(c)
    i += 1
  parts.append(''.join(cur))
  return parts


class Scanner:
  def __init__(self, text):
    self.text = text
    self.i = 0

  def line_at(self, i):
    return self.text.count('\n', 0, i) + 1

  def skip_ws(self):
    while self.i < len(self.text) and self.text[self.i] in ' \t\r\n;':
      self.i += 1

  def statement(self):
    """The next statement's text up to a newline outside brackets, or up to an opening `{`
    that ends it. Returns (text, ends_with_brace)."""
    t, i, depth, start = self.text, self.i, 0, self.i
    while i < len(t):
      c = t[i]
      if c == '"':
        i = skip_string(t, i)
        continue
      if c in '([<':
        if c == '<' and not is_generic_open(t, i):
          i += 1
          continue
        depth += 1
      elif c in ')]>':
        if c == '>' and (t[i - 1] == '-' or not is_generic_close(t, i)):
          i += 1
          continue
        depth = max(0, depth - 1)
      elif c == '{' and depth == 0:
        self.i = i + 1
        return t[start:i], True
      elif c == '}' and depth == 0:
        self.i = i
        return t[start:i], False
      elif c == '\n' and depth == 0:
        # a declaration continues when the next line starts with `where`, `->`, `throws`
        nxt = t[i + 1:i + 40].lstrip()
        if not nxt.startswith(('where ', '-> ', 'throws', 'rethrows', 'async')):
          self.i = i + 1
          return t[start:i], False
      i += 1
    self.i = i
    return t[start:i], False

  def skip_block(self):
    """Skips to past the `}` closing the block whose `{` was just consumed; returns its text."""
    t, i, depth, start = self.text, self.i, 1, self.i
    while i < len(t) and depth:
      c = t[i]
      if c == '"':
        i = skip_string(t, i)
        continue
      if c == '{':
        depth += 1
      elif c == '}':
        depth -= 1
      i += 1
    self.i = i
    return t[start:i - 1]


def is_generic_open(t, i):
  # `<` right after an identifier character or `.`: a generic clause (operators like `<` in
  # `infix operator <` or default values are rare in interfaces).
  return i > 0 and (t[i - 1].isalnum() or t[i - 1] in '_.?>' )


def is_generic_close(t, i):
  return True


ATTR_RE = re.compile(r'@[A-Za-z_][\w.]*')


def take_attrs(s):
  """Splits leading attributes (with their parenthesised arguments) from a declaration."""
  attrs = []
  s = s.strip()
  while s.startswith('@'):
    m = ATTR_RE.match(s)
    j = m.end()
    if j < len(s) and s[j] == '(':
      depth, k = 0, j
      while k < len(s):
        if s[k] == '"':
          k = skip_string(s, k)
          continue
        if s[k] == '(':
          depth += 1
        elif s[k] == ')':
          depth -= 1
          if depth == 0:
            break
        k += 1
      j = k + 1
    elif s[j:j + 1] == '<':   # @SwiftUI.KeyframesBuilder<Self.Value>
      depth, k = 0, j
      while k < len(s):
        if s[k] == '<':
          depth += 1
        elif s[k] == '>':
          depth -= 1
          if depth == 0:
            break
        k += 1
      j = k + 1
    attrs.append(s[:j])
    s = s[j:].strip()
  return attrs, s


def classify(rest):
  """(kind, modifiers, remainder after the keyword) of a declaration without attributes."""
  words = rest.split()
  mods, k = set(), 0
  while k < len(words):
    base = re.sub(r'\(.*', '', words[k])
    is_class_modifier = base == 'class' and k + 1 < len(words) and \
        re.sub(r'[(<?!].*', '', words[k + 1]) in set(DECL_KEYWORDS) | MODIFIERS
    if base in MODIFIERS and (base != 'class' or is_class_modifier):
      mods.add(base)
      k += 1
      continue
    break
  if k >= len(words):
    return None, mods, ''
  kw = words[k]
  for key in DECL_KEYWORDS:
    if kw == key or re.match(re.escape(key) + r'[(<?!]', kw):
      idx = rest.find(kw)
      return key, mods, rest[idx + len(key):].strip()
  return None, mods, rest


def decl_name(kind, rest):
  if kind == 'init':
    return 'init'
  if kind == 'subscript':
    return 'subscript'
  if kind == 'deinit':
    return 'deinit'
  m = re.match(r'(`[^`]+`|[A-Za-z_]\w*|[^\s(<A-Za-z_`]+)', rest)
  return m.group(1) if m else rest


def parse(text):
  text = strip_comments(text)
  text = '\n'.join(resolve_ifs(text.split('\n')))
  sc = Scanner(text)
  top = []
  parse_members(sc, top, [], end_on_brace=False)
  return top


def parse_members(sc, out, contexts, end_on_brace):
  pending_attrs = []
  while True:
    sc.skip_ws()
    if sc.i >= len(sc.text):
      return
    if sc.text[sc.i] == '}':
      sc.i += 1
      if end_on_brace:
        return
      continue
    start = sc.i
    stmt, brace = sc.statement()
    stmt = ' '.join(stmt.split())
    if not stmt:
      if brace:
        sc.skip_block()
      continue
    if stmt.startswith('import ') or stmt.startswith('@_exported import') or \
       stmt.startswith('precedencegroup'):
      if brace:
        sc.skip_block()
      pending_attrs = []
      continue
    attrs, rest = take_attrs(stmt)
    attrs = pending_attrs + attrs
    if not rest:
      # attribute-only line: it belongs to the next declaration
      pending_attrs = attrs
      if brace:
        sc.skip_block()
      continue
    pending_attrs = []
    kind, mods, after = classify(rest)
    line = sc.line_at(start)
    if kind is None:
      if brace:
        sc.skip_block()
      continue
    if kind in CONTAINERS:
      m = re.match(r'([\w.`]+)\s*(<[^{]*?>)?\s*(:\s*[^{]*?)?\s*(where\s+(.*))?$', after)
      name = m.group(1) if m else after.split()[0]
      generics = (m.group(2) or '') if m else ''
      inherits = (m.group(3) or '') if m else ''
      where = (m.group(5) or '') if m else ''
      # an inheritance clause may itself end in a where clause: `: P where T : Q`
      if inherits and ' where ' in inherits:
        inherits, where2 = inherits.split(' where ', 1)
        where = (where2 + (', ' + where if where else '')).strip()
      ctx = Context(kind, name, generics, where.strip(), inherits.lstrip(':').strip(),
                    parse_availability(attrs), attrs,
                    kind == 'extension' or bool({'public', 'open'} & mods))
      d = Decl(kind, name, rest, attrs, mods, list(contexts), line, ctx.avail)
      d.context = ctx
      out.append(d)
      if brace:
        parse_members(sc, d.members, contexts + [ctx], end_on_brace=True)
      continue
    accessors = ''
    if brace:
      body = sc.skip_block()
      if kind in ('var', 'let', 'subscript'):
        # attributes on an accessor (`@available(...) _modify`) say nothing of its kind
        b = ' '.join(re.sub(r'@\w+(\([^()]*\))?', ' ', body).split())
        if re.fullmatch(r'((mutating |nonmutating |_read |_modify |get |set |unsafeAddress |'
                        r'unsafeMutableAddress |__consuming |borrowing |consuming )*'
                        r'(get|set|_read|_modify)\s*(async\s*)?(throws\s*)?\s*)+', b + ' '):
          accessors = b
        else:
          accessors = 'get' + (' set' if re.search(r'\bset\b', b) else '')
    elif kind in ('var', 'let', 'subscript'):
      # a stored property: settable when it is a `var`, as the interface prints `private(set)`
      # ones with `{ get }`; static stored ones are checked for reading only
      accessors = 'get' if kind == 'let' or 'static' in mods else 'get set'
    if kind == 'enum':
      pass
    if kind == 'case':
      # `case a, b` declares several cases
      for part in split_top(after, ','):
        part = part.strip()
        out.append(Decl('case', decl_name('case', part), 'case ' + part, attrs, mods,
                        list(contexts), line, parse_availability(attrs)))
      continue
    out.append(Decl(kind, decl_name(kind, after), rest, attrs, mods, list(contexts), line,
                    parse_availability(attrs), accessors))


def walk(decls):
  for d in decls:
    yield d
    yield from walk(d.members)
