"""Turns interface declarations into Swift code that uses each one as app code would.

Takes `interface.Decl` records; gives, for each checkable declaration, a small generic function
whose body calls, reads, writes, constructs or conforms to it with SwiftUI's labels and
parameter types, so that type-checking the function against another module (Cellshot's
`SwiftUI`) says whether that declaration is there with SwiftUI's signature. A declaration with
default arguments is called twice: with every argument, and with only those without defaults.
"""
import re
from interface import split_top, take_attrs

# Module names the interface qualifies types with. App code writes types unqualified, so the
# uses do too: what is checked is that the name resolves as app code spells it.
MODULES = ['SwiftUICore', 'SwiftUI', 'CoreFoundation', 'CoreGraphics', 'Foundation', 'UIKit',
           'Combine', 'CoreTransferable', 'DeveloperToolsSupport', 'UniformTypeIdentifiers',
           'Observation', 'Accessibility', 'Symbols', 'CoreText', 'Darwin', 'CoreData', 'os',
           'OSLog', '_Concurrency', 'Spatial', '_StringProcessing', 'Swift', 'QuartzCore',
           'CoreImage', 'AVFoundation', 'MapKit', 'Metal', 'AppKit', 'WatchKit', 'Dispatch',
           'ObjectiveC']
# Frameworks that Linux and Cellshot do not have: a declaration naming one of their types is
# counted apart ("needs <framework>"), not as missing from Cellshot.
FOREIGN = {'CoreData', 'Accessibility', 'CoreText', 'Darwin', 'os', 'OSLog',
           'Spatial', 'QuartzCore', 'CoreImage', 'MapKit', 'Metal', 'AppKit', 'WatchKit'}
MARKER_PROTOCOLS = {'Sendable', 'BitwiseCopyable', 'Copyable', 'Escapable', 'Swift.Sendable',
                    'Swift.BitwiseCopyable', 'Swift.Copyable', 'Swift.Escapable'}
QUAL_RE = re.compile(r'\b(' + '|'.join(MODULES) + r')\.(?=[A-Za-z_])')
# Attributes that belong on a declaration, not on the check function's parameters.
PARAM_ATTR_DROP = re.compile(
  r'@(?:[\w.]*ViewBuilder|[\w.]*Builder(?:<[^>]*>)?|_implicitSelfCapture|_inheritActorContext|'
  r'autoclosure|_Concurrency\.MainActor\(unsafe\)|preconcurrency|_disfavoredOverload)\s*')
OPS = set('=<>!+-*/%&|^~.?')
# Protocols of other modules that SwiftUI extends with `where Self == X` static members
# (`.offset(to:)` on `FormatStyle`): the interface does not declare them, so the type table
# does not know them as protocols.
FOREIGN_PROTOCOLS = {'FormatStyle', 'ParseableFormatStyle', 'DiscreteFormatStyle'}
# (protocol, member) pairs that several `extension P where Self == X` declare (Foundation's
# `FormatStyle.number` for each number type): a use in a context constrained to P alone is
# ambiguous, so these are used where X is the context (`let _: X = .number`), as app code
# writes them (`value.formatted(.number)`, whose X the value fixes).
SHARED_CTX = set()


def foreign_modules(text, linux_lacks=()):
  """The frameworks a declaration's text names types of that Linux and Cellshot lack; a
  Foundation type swift-corelibs-foundation lacks counts as `Foundation.<Type>`."""
  found = {m for m in re.findall(r'\b([A-Za-z_]\w*)\.(?=[A-Z_])', text) if m in FOREIGN}
  for t in re.findall(r'\bFoundation\.([A-Za-z_]\w*)', text):
    if t in linux_lacks:
      found.add('Foundation.' + t)
  return sorted(found)


def norm(t):
  """A type or clause as app code spells it: module qualifiers gone."""
  t = QUAL_RE.sub('', t)
  t = t.replace('@_Concurrency.MainActor', '@MainActor')
  return t


def is_underscored_name(n):
  return n.lstrip('`').startswith('_')


class Param:
  def __init__(self, text):
    lead, text = take_attrs(text.strip())
    self.default = None
    parts = split_top(text, '=')
    # `=` inside `==` never appears at top level of a parameter; the first top-level `=`
    # starts the default value.
    head = parts[0]
    if len(parts) > 1:
      self.default = '='.join(parts[1:]).strip()
    names, _, typ = head.partition(':')
    names = names.split()
    attrs, typ = take_attrs(typ.strip())
    self.attrs = lead + attrs
    # one name is the label too, except in a subscript (`subscript(key: K.Type)` is called
    # `[K.self]`): `single` says so, for the subscript's uses
    self.single = len(names) < 2
    if len(names) >= 2:
      self.label, self.name = names[0], names[1]
    else:
      self.label = self.name = names[0] if names else '_'
    # one name and no label of its own: a subscript's parameter takes no label at the call
    self.single_name = len(names) < 2
    self.type = typ.strip()
    self.inout = self.type.startswith('inout ')
    if self.inout:
      self.type = self.type[len('inout '):]
    for mod in ('__owned ', '__shared ', 'borrowing ', 'consuming ', 'isolated '):
      if self.type.startswith(mod):
        self.type = self.type[len(mod):]
    self.variadic = self.type.endswith('...')
    if self.variadic:
      self.type = self.type[:-3]
    self.autoclosure = any(a.startswith('@autoclosure') for a in attrs)
    if self.autoclosure:
      self.type = re.sub(r'^\(\)\s*(async\s+)?(throws\s+)?->\s*', '', self.type)

  def declared_type(self):
    # an autoclosure's value is passed as its result type, which `@escaping` cannot mark
    kept = [a for a in self.attrs if re.match(r'@(escaping|Sendable|MainActor|'
                                              r'_Concurrency\.MainActor)\b', a)
            and '(unsafe)' not in a
            # an autoclosure's `@escaping` is the closure's: its value is a plain type
            and not (self.autoclosure and a.startswith('@escaping'))]
    t = ' '.join(kept + [self.type])
    return ('inout ' if self.inout else '') + t


def parse_signature(kind, rest):
  """Splits what follows the keyword: (generics, params or None, effects, result, where)."""
  s = rest
  # name
  if kind in ('func', 'macro'):
    m = re.match(r'(`[^`]+`|[A-Za-z_]\w*|[^\s(<A-Za-z_]+)\s*', s)
    s = s[m.end():] if m else s
  elif kind == 'init':
    s = s.lstrip('?!')
  s = s.strip()
  generics = ''
  if s.startswith('<'):
    depth = 0
    for i, c in enumerate(s):
      if c == '<':
        depth += 1
      elif c == '>' and s[i - 1] != '-':
        depth -= 1
        if depth == 0:
          generics = s[1:i]
          s = s[i + 1:].strip()
          break
  params = None
  if s.startswith('('):
    depth = 0
    for i, c in enumerate(s):
      if c == '(':
        depth += 1
      elif c == ')':
        depth -= 1
        if depth == 0:
          inner = s[1:i]
          s = s[i + 1:].strip()
          break
    params = [Param(p) for p in split_top(inner, ',') if p.strip()]
  where = ''
  wm = re.search(r'\bwhere\b', s)
  if wm and not re.search(r'[(<\[]', s[:wm.start()].replace('->', '')):
    where = s[wm.end():].strip()
    s = s[:wm.start()].strip()
  elif wm:
    # a `where` after a result type with brackets: split at the last top-level `where`
    idx = top_level_where(s)
    if idx >= 0:
      where = s[idx + 5:].strip()
      s = s[:idx].strip()
  effects = []
  for e in ('async', 'throws', 'rethrows'):
    if re.search(r'(^|\s)' + e + r'(\s|$|\()', s.split('->')[0]):
      effects.append(e)
  result = ''
  if '->' in s:
    result = s.split('->', 1)[1].strip()
  return generics, params, effects, result, where


def top_level_where(s):
  depth = 0
  for i in range(len(s)):
    c = s[i]
    if c in '(<[':
      depth += 1
    elif c in ')]' or (c == '>' and s[i - 1] != '-'):
      depth -= 1
    elif depth == 0 and s.startswith('where ', i) and (i == 0 or s[i - 1] == ' '):
      return i
  return -1


class Scope:
  """Where a declaration sits: the self type as app code spells it, and the generic
  parameters and requirements that come with it. The type's generic parameters are renamed
  `G_<name>` (so that `Label`, a parameter of `Button`, cannot hide SwiftUI's `Label`), and one
  fixed by a same-type requirement (`where Label == Text`) is replaced by its type."""

  def __init__(self, decl, types):
    self.names = []         # the type's generic parameters, renamed
    self.reqs = []          # requirements, one each
    self.self_expr = None   # the type, e.g. `ForEach<G_Data, G_ID, G_Content>`; `__S` for protocols
    self.protocol = None    # the protocol when self is a protocol's `Self`
    self.same_type = None   # X of `Self == X` in a protocol extension
    self.rename = {}
    self.subst = {}
    contexts = list(decl.contexts)
    if decl.kind == 'extension':
      contexts.append(decl.context)
    path = []
    raw_reqs = []
    for ctx in contexts:
      name = norm(ctx.name)
      path = name.split('.') if ctx.kind == 'extension' else path + [name]
      info = types.get('.'.join(path))
      if (ctx.kind == 'protocol' or (info and info['kind'] == 'protocol')
          or (not info and name in FOREIGN_PROTOCOLS)):
        self.protocol = '.'.join(path)
        self.self_expr = '__S'
        self.names = ['__S']
        raw_reqs.append('__S : ' + self.protocol)
      else:
        pieces = []
        for k in range(1, len(path) + 1):
          sub = types.get('.'.join(path[:k]))
          g = sub['generics'] if sub else ''
          names = generic_names(g)
          packs = pack_names(g)
          for n in names:
            self.rename[n] = 'G_' + n
          pieces.append(path[k - 1] + ('<' + ', '.join(spelled(n, packs) for n in names) + '>'
                                       if names else ''))
          if sub:
            for gp in split_top(g, ','):
              n, _, c = gp.strip().partition(':')
              n = n.strip()
              if n.startswith('each '):
                n = 'repeat ' + n
              if c.strip():
                raw_reqs.append('%s : %s' % (n, c.strip()))
            if sub['where']:
              raw_reqs.append(sub['where'])
          for n in names:
            declared = ('each G_' if n in packs else 'G_') + n
            if declared not in self.names:
              self.names.append(declared)
        self.self_expr = '.'.join(pieces)
        if not info and ctx.where:
          # a type of another module (`PreviewTrait<T>`, DeveloperToolsSupport's): its
          # parameters are unknown, but one its extension fixes (`where T == X`) is one
          for one in split_top(ctx.where, ','):
            m = re.match(r'^\s*([A-Z]\w*)\s*==', one)
            if m and m.group(1) not in types and m.group(1) not in self.rename:
              self.rename[m.group(1)] = 'G_' + m.group(1)
              self.names.append('G_' + m.group(1))
      if ctx.where:
        raw_reqs.append(ctx.where)
    if self.self_expr and self.self_expr != '__S':
      self.self_expr = self.fix(self.self_expr)
    reqs = []
    for r in raw_reqs:
      for one in split_top(r, ','):
        one = self.fix(one.strip())
        if one and one not in reqs:
          reqs.append(one)
    # same-type requirements on the type's own parameters fix them
    for one in list(reqs):
      m = re.match(r'^(G_\w+)\s*==\s*(.+)$', one)
      if m and m.group(1) in self.names and m.group(1) not in self.subst:
        self.subst[m.group(1)] = m.group(2)
        reqs.remove(one)
        self.names.remove(m.group(1))
      m = re.match(r'^__S\s*==\s*(.+)$', one)
      if m and self.protocol:
        self.same_type = m.group(1)
    for _ in range(3):
      reqs = [self.apply(r) for r in reqs]
      if self.self_expr:
        self.self_expr = self.apply(self.self_expr)
      self.subst = {k: self.apply(v) for k, v in self.subst.items()}
    self.reqs = [r for r in reqs if not re.match(r'^(.+?)\s*==\s*\1$', r)]

  def rename_only(self, text):
    return text

  def apply(self, text):
    for k, v in self.subst.items():
      text = re.sub(r'(?<![.\w])' + k + r'\b', v, text)
    return text

  def fix(self, text):
    """A type or requirement of the declaration as the check function spells it (renamed
    before module names go, so that `SwiftUI.Label` stays the type)."""
    for k, v in self.rename.items():
      text = re.sub(r'(?<![.\w])' + k + r'\b', v, text)
    text = norm(text)
    if self.self_expr:
      text = re.sub(r'\bSelf\b', self.self_expr, text)
    return self.apply(text)


def generic_names(g):
  names = []
  for p in split_top(g, ','):
    p = p.strip()
    if p.startswith('each '):
      p = p[len('each '):].strip()
    if p:
      # a parameter pack (`each Content`) is named after `each`
      names.append(re.split(r'[\s:]', re.sub(r'^each\s+', '', p))[0])
  return names


def pack_names(g):
  """The parameter packs among generic parameters `g` (`each Value`)."""
  return {re.split(r'[\s:]', p.strip()[len('each '):].strip())[0]
          for p in split_top(g, ',') if p.strip().startswith('each ')}


def spelled(name, packs):
  """A generic argument as a use spells it: a pack expanded (`repeat each T`)."""
  return 'repeat each ' + name if name in packs else name


class Generator:
  """Writes one check function per declaration and remembers which lines belong to which."""

  def __init__(self):
    self.helpers = {}
    self.lines = []
    self.owner = []   # decl id per line, or None

  def helper(self, kind, proto):
    proto = norm(proto)
    key = (kind, proto)
    if key not in self.helpers:
      n = '_%s%d' % (kind, len(self.helpers))
      if kind == 'conf':
        code = 'func %s<T: %s>(_: T.Type) {}' % (n, proto)
      elif kind == 'is':
        code = 'func %s<T: %s>(_: T) {}' % (n, proto)
      else:   # ctx: an implicit member expression in a context constrained to proto
        code = 'func %s<T: %s>(_: T) {}' % (n, proto)
      self.helpers[key] = (n, code)
    return self.helpers[key][0]

  def emit(self, did, text):
    for line in text.split('\n'):
      self.lines.append(line)
      self.owner.append(did)

  def source(self, imports):
    head = ['import %s' % m for m in imports]
    head += [c for _, c in self.helpers.values()]
    return head, self.lines, self.owner


def check_function(gen, did, decl, types):
  """Emits the uses of `decl`; returns a reason string when it cannot be checked."""
  sc = Scope(decl, types)
  kind = decl.kind
  name = decl.name
  attrs_text = ' '.join(decl.attrs)
  sig_rest = decl.signature
  # Text after the keyword
  kw = re.search(r'\b' + re.escape(kind) + r'\b', sig_rest)
  after = sig_rest[kw.end():].strip() if kw else sig_rest
  static = 'static' in decl.modifiers or 'class' in decl.modifiers
  body = []
  extra_generics, extra_where, fparams = [], [], []
  effects = []
  concrete_ctx = False   # a SHARED_CTX member used where its type is the context

  def call_args(params, omit_defaults):
    args = []
    for i, p in enumerate(params):
      # an unlabeled parameter with a default is kept when an unlabeled one follows it: app
      # code leaves it out only with trailing closures, which the check does not write
      keep = p.label == '_' and any(q.label == '_' for q in params[i + 1:])
      if omit_defaults and p.default is not None and not keep:
        continue
      v = ('&p%d' if p.inout else 'p%d') % i
      if p.type.startswith('repeat '):
        v = 'repeat each ' + v
      args.append(v if p.label == '_' else '%s: %s' % (p.label, v))
    return ', '.join(args)

  def receiver():
    if sc.self_expr is None:
      return None
    return sc.self_expr if static else 's'

  def member(n):
    r = receiver()
    return n if r is None else '%s.%s' % (r, n)

  if kind in ('struct', 'enum', 'class', 'actor', 'typealias'):
    if kind == 'typealias' and '@_opaqueReturnTypeOf' in after:
      return 'plumbing'
    m = re.match(r'([\w`]+)\s*(<[^=]*?>)?', after)
    g = m.group(2)[1:-1] if m and m.group(2) else ''
    names = [spelled(n, pack_names(g)) for n in generic_names(g)]
    # module qualifiers go, as everywhere (`where DelegateType : ObjectiveC.NSObject`)
    extra_generics += [norm(x.strip()) for x in split_top(g, ',') if x.strip()]
    # a typealias's `= ...` is not part of its head; a type's `where A == B` is
    head = after if kind != 'typealias' else after.split('=')[0]
    wm = top_level_where(head) if kind != 'typealias' else -1
    if wm >= 0:
      extra_where.append(norm(head[wm + 5:].split('{')[0].strip()))
    target = (sc.self_expr + '.' if sc.self_expr and sc.self_expr != '__S' else
              ('__S.' if sc.self_expr == '__S' else '')) + name + (
                '<' + ', '.join(names) + '>' if names else '')
    rhs = after.split('=', 1)[1].strip() if kind == 'typealias' and '=' in after else ''
    if rhs and not names and '<' not in rhs and rhs.split('.')[-1] == name and \
        rhs.split('.')[0] in ('SwiftUI', 'SwiftUICore', 'Foundation', 'Swift'):
      # an alias of a same-named generic type left unbound (`typealias ValueConstraint =
      # AttributedTextFormatting.ValueConstraint`) has no `.self` without its arguments:
      # app code names it in a type position, as a local alias does
      body.append('typealias _Alias = %s' % target)
    else:
      body.append('_ = %s.self' % target)
  elif kind == 'associatedtype':
    body.append('_ = __S.%s.self' % name)
  elif kind == 'protocol':
    m = re.match(r'([\w`]+)', after)
    body.append('func _p<T: %s>(_: T) {}' % (
      (sc.self_expr + '.' if sc.self_expr and sc.self_expr != '__S' else '') + m.group(1)))
  elif kind == 'extension':
    # a conformance: `extension X : P, Q where ...`
    inherits = decl_inherits(decl)
    protos = [p.strip() for p in split_top(inherits, ',') if p.strip()]
    # Sendable is checked (a type SwiftUI makes Sendable must be, for Swift 6 code to use it
    # across isolation); the other marker protocols are the compiler's.
    if any(norm(p).split('.')[-1] == 'Sendable' for p in protos):
      h = gen.helper('conf', 'Swift.Sendable')
      body.append('%s(%s.self)' % (h, sc.self_expr))
    protos = [p for p in protos if p not in MARKER_PROTOCOLS]
    if not protos and not body:
      return 'marker'
    for p in protos:
      if is_underscored_name(norm(p).split('.')[-1]):
        continue
      h = gen.helper('conf', sc.fix(p))
      body.append('%s(%s.self)' % (h, sc.self_expr))
    if not body:
      return 'underscored conformance'
  elif kind == 'case':
    m = re.match(r'([\w`]+)\s*(\((.*)\))?', after)
    if m.group(2):
      params = [Param(p) for p in split_top(m.group(3), ',') if p.strip()]
      for p in params:
        if p.label == p.name and ':' not in m.group(3):
          p.label = '_'
      # associated values: `case a(Int)`, `case b(x: Int)`
      raw = [x.strip() for x in split_top(m.group(3), ',')]
      params = []
      for x in raw:
        if ':' in x.split('(')[0].split('<')[0]:
          params.append(Param(x))
        else:
          params.append(Param('_ x: ' + x))
      for i, p in enumerate(params):
        # an associated value of function type escapes into the case
        t = sc.fix(p.declared_type())
        fparams.append('p%d: %s%s' % (i, '@escaping ' if function_type(t) else '', t))
      body.append('let _: %s = .%s(%s)' % (sc.self_expr, m.group(1), call_args(params, False)))
    else:
      body.append('let _: %s = .%s' % (sc.self_expr, m.group(1)))
  elif kind in ('func', 'init', 'subscript', 'var', 'let', 'macro'):
    if kind == 'macro':
      return 'macro'
    if kind in ('var', 'let'):
      m = re.match(r'([\w`]+)\s*:\s*(.*)$', after)
      if not m:
        return 'unparsed'
      # `var a: T = 1, b: T = 0` declares several: the first binding's type, without its value
      typ = split_top(m.group(2).strip(), ',')[0]
      typ = sc.fix(split_top(typ, '=')[0].strip())
      vname = m.group(1)
      # an effectful getter (`get async throws`) is read with `try await` in a function that
      # can; a `mutating get` from a variable
      getter = re.search(r'\bget\b((?:\s+(?:async|throws)\b)*)', decl.accessors)
      effects = getter.group(1).split() if getter else []
      reading = ('try ' if 'throws' in effects else '') + ('await ' if 'async' in effects else '')
      if sc.same_type and static and (sc.protocol, vname) in SHARED_CTX and \
         typ == sc.same_type:
        body.append('let _: %s = .%s' % (sc.same_type, vname))
        concrete_ctx = True
      elif sc.same_type and static:
        h = gen.helper('ctx', sc.protocol)
        body.append('%s(.%s)' % (h, vname))
      else:
        ref = member(vname)
        if re.search(r'\bmutating\s+get\b', decl.accessors) and ref.startswith('s.'):
          body.append('var g = s')
          ref = 'g' + ref[1:]
        ref = reading + ref
        if plain_type(typ):
          body.append('let _: %s = %s' % (typ, ref))
        else:
          body.append('_ = %s' % ref)
        if 'set' in decl.accessors.split() and plain_type(typ):
          # a closure stored in the property escapes the function that sets it
          fparams.append('v: %s%s' % ('@escaping ' if function_type(typ) else '', typ))
          if static:
            body.append('%s = v' % ref)
          else:
            body.append('var m = s')
            body.append('m.%s = v' % vname)
            body.append('_ = m')
    else:
      generics, params, effects, result, where = parse_signature(kind, after)
      if params is None:
        return 'unparsed'
      if kind == 'subscript':
        for p in params:
          if p.single:
            p.label = '_'
      # the member's own generic parameters, renamed `M_<name>` as the type's are `G_<name>`
      own = generic_names(generics)

      def mine(t):
        for n in own:
          t = re.sub(r'(?<![.\w])' + n + r'\b', 'M_' + n, t)
        return sc.fix(t)
      for x in split_top(generics, ','):
        if x.strip():
          n, _, c = x.strip().partition(':')
          n = n.strip()
          pack = n.startswith('each ')
          n = re.sub(r'^each\s+', '', n)
          extra_generics.append(('each M_' if pack else 'M_') + n)
          if c.strip():
            extra_where.append('%sM_%s : %s' % ('repeat each ' if pack else '', n,
                                                mine(c.strip())))
      if where:
        extra_where += [mine(sc.rename_only(w.strip())) for w in split_top(where, ',')]
      for i, p in enumerate(params):
        fparams.append('p%d: %s' % (i, mine(sc.rename_only(p.declared_type()))))
      result = mine(sc.rename_only(result))
      variants = [False] + ([True] if any(p.default is not None for p in params) else [])
      # Without an unlabeled default before an unlabeled argument (`withAnimation(_:_:)`),
      # the argument would take the default's place: app code writes that call with a
      # trailing closure, which a check cannot; the call with every argument stands for it.
      if any(p.default is not None and p.label == '_' and
             any(q.default is None and q.label == '_' for q in params[i + 1:])
             for i, p in enumerate(params)):
        variants = [False]
      # a type argument by default (`key: K.Type = K.self`) is what the call's generic
      # parameter is inferred from: app code leaves it out only where the context says it
      if any(p.default is not None and re.fullmatch(r'\w+\.self', p.default) for p in params):
        variants = [False]
      prefix = ('try ' if ('throws' in effects or 'rethrows' in effects) else '') + (
        'await ' if 'async' in effects else '')
      # a member generic parameter named only by a result type the check cannot spell
      # (`buildEither<T, F>(first: T) -> _ConditionalContent<T, F>`) cannot be inferred by
      # any caller but a result builder's
      # (one a same-type requirement names whole, `C.Element == T`, is inferred from it)
      tied = ' '.join(w for w in split_top(where or '', ',') if '==' in w)
      if kind == 'func' and not plain_type(result) and any(
          not any(re.search(r'\b%s\b' % n, p.type) for p in params)
          and not re.search(r'(?<![.\w])%s\b(?!\.)' % n, tied) for n in own):
        return 'generic parameter named only by its result'
      for omit in variants:
        args = call_args(params, omit)
        if kind == 'init':
          if sc.same_type:
            h = gen.helper('ctx', sc.protocol)
            expr = '%s(.init(%s))' % (h, args)
            body.append(prefix + expr)
            continue
          # a default value fixes the type's generic parameter it is typed with (`description:
          # () -> Description = { EmptyView() }`): without it, the type is inferred, not named
          # (not one a same-type requirement already pins, `Value == TabViewCustomization`:
          # app code names that type, `@AppStorage("k") var c: TabViewCustomization`)
          pinned = {n for n in generic_names(', '.join(sc.names))
                    if any(re.match(r'\s*%s\s*==' % re.escape(n), w) for w in extra_where)}
          fixed = omit and any(
            p.default is not None and any(re.search(r'(?<![.\w])%s\b' % n, mine(p.type))
                                          for n in generic_names(', '.join(sc.names))
                                          if n not in pinned)
            for p in params)
          if fixed:
            body.append('_ = %s%s(%s)' % (prefix, sc.self_expr.split('<')[0], args))
            continue
          expr = '%s(%s)' % (sc.self_expr, args)
          result = sc.self_expr if '?' not in after[:2] else sc.self_expr + '?'
        elif kind == 'subscript' and receiver() == 's' and \
            re.search(r'\bmutating\s+get\b', decl.accessors):
          # a `mutating get` reads from a variable (a copy per call, as for mutating methods)
          body.append('var g%d = s' % omit)
          expr = 'g%d[%s]' % (omit, args)
        elif kind == 'subscript':
          expr = '%s[%s]' % (receiver(), args)
        elif all(c in OPS for c in name):
          if len(params) == 2:
            expr = 'p0 %s p1' % name
          elif 'prefix' in decl.modifiers:
            expr = '%sp0' % name
          elif 'postfix' in decl.modifiers:
            expr = 'p0%s' % name
          else:
            return 'operator'
        elif sc.same_type and static and (sc.protocol, name) in SHARED_CTX and \
            result == sc.same_type:
          body.append(prefix + 'let _: %s = .%s(%s)' % (sc.same_type, name.strip('`'), args))
          concrete_ctx = True
          continue
        elif sc.same_type and static:
          h = gen.helper('ctx', sc.protocol)
          body.append(prefix + '%s(.%s(%s))' % (h, name.strip('`'), args))
          continue
        elif 'mutating' in decl.modifiers and not static and receiver() == 's':
          # a copy per call: a declaration with defaults is called twice
          body.append('var m%d = s' % omit)
          expr = 'm%d.%s(%s)' % (omit, name, args)
        else:
          expr = '%s(%s)' % (member(name), args)
        expr = prefix + expr
        # a default value fixes the member's generic parameter it is typed with (`_ content:
        # S = .foreground`): left out, the parameter is the default's type, not the one the
        # check names, so the result is not annotated
        defaulted = omit and kind == 'func' and any(
          p.default is not None and any(re.search(r'(?<![.\w])%s\b' % n, p.type) for n in own)
          for p in params)
        if defaulted:
          body.append('_ = %s' % expr)
        elif result and plain_type(result):
          body.append('let _: %s = %s' % (result, expr))
        elif re.fullmatch(r'some [\w.]+', result):
          h = gen.helper('is', result[5:])
          body.append('%s(%s)' % (h, expr))
        else:
          body.append('_ = %s' % expr)
      if kind == 'subscript' and 'set' in decl.accessors.split() and plain_type(result):
        fparams.append('v: %s' % result)
        if static:
          body.append('%s[%s] = v' % (receiver(), call_args(params, False)))
        else:
          body.append('var m = s')
          body.append('m[%s] = v' % call_args(params, False))
  else:
    return 'kind ' + kind

  needs_s = any(re.search(r'(^|[^\w.])s(\.|\[|$)', b) for b in body)
  uses_ctx = all(re.match(r'(try |await )*_ctx\d+\(', b) for b in body) or concrete_ctx
  if uses_ctx:
    # `.member` in a context constrained to the protocol: no `Self` to declare
    generics, wheres = list(extra_generics), list(extra_where)
  else:
    generics = sc.names + extra_generics
    wheres = sc.reqs + extra_where
    if needs_s:
      fparams.insert(0, 's: ' + sc.self_expr)
  if len(set(generics)) != len(generics):
    return 'shadowed generic parameter'
  # requirements that name no generic parameter (left by a same-type substitution) go
  gnames = generic_names(', '.join(generics))
  wheres = [w for w in wheres
            if any(re.search(r'(?<![.\w])' + re.escape(n) + r'\b', w) for n in gnames)]
  signature_text = ' '.join(fparams)
  # a parameter named only through a member type (`Result<A, B>.Publisher.Output`, which is
  # `A`) may not count as used: the metatype below names it whatever the member resolves to
  while True:
    shorter = re.sub(r'[\w.]+<[^<>]*>\.\w+', '_', signature_text)
    if shorter == signature_text:
      break
    signature_text = shorter
  # a parameter named only as the base of a member type (`__S.Value`) cannot be inferred
  # from the arguments: the compiler wants it named on its own
  unused = [n for n in gnames
            if not re.search(r'(?<![.\w])' + re.escape(n) + r'\b(?!\.)', signature_text)]
  if unused:
    packs = pack_names(', '.join(generics))
    fparams.insert(0, '_ t: (%s).Type' % ', '.join([spelled(n, packs) for n in gnames] + ['Void']))
  sig = '@MainActor func _c%d%s(%s)%s%s' % (
    did, '<' + ', '.join(generics) + '>' if generics else '', ', '.join(fparams),
    ' async' if 'async' in effects else '',
    ' throws' if ('throws' in effects or 'rethrows' in effects) else '')
  if wheres:
    sig += ' where ' + ', '.join(wheres)
  code = sig + ' {\n' + '\n'.join('  ' + b for b in body) + '\n}'
  gen.emit(did, code)
  return None


def decl_inherits(decl):
  rest = decl.signature
  m = re.match(r'extension\s+[\w.`]+\s*:\s*(.*)$', rest)
  if not m:
    return ''
  inh = m.group(1)
  idx = top_level_where(inh)
  return inh[:idx].strip() if idx >= 0 else inh.strip()


def function_type(t):
  """Whether `t` is a function type (`(A) -> B`), not an optional one or a tuple."""
  t = t.strip()
  if not t.startswith('(') or t.endswith(('?', '!')):
    return False
  depth = 0
  for i, c in enumerate(t):
    depth += c in '([<'
    depth -= c in ')]>' and not (c == '>' and t[i - 1] == '-')
    if depth == 0:
      return re.match(r'\s*(async\s+)?(throws\s+)?->', t[i + 1:]) is not None
  return False


def plain_type(t):
  """A type a `let` can be annotated with: no opaque or underscored parts."""
  if not t or 'some ' in t:
    return False
  return not (re.search(r'(^|\W)_[A-Z]', t) or 'ModifiedContent' in t)
