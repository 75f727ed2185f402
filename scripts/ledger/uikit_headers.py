"""Reads UIKit's Objective-C headers (and its Swift overlay) into an index of its names.

Takes the iOS SDK's `UIKit.framework/Headers/*.h` and `UIKit.swiftinterface`; gives `Index`:
each type UIKit declares (class, protocol, enum, option set, typed constant family, struct), its
superclass and protocols, its members with their result types, and the constants and enum cases
it owns, each under the name Swift gives it. Knows nothing about Cellshot or the corpus;
`uikit-uses.py` finds what public code uses of it.

Swift's names for Objective-C ones come from NS_SWIFT_NAME where a header says it; otherwise
from the importer's usual rules, as far as a scanner can follow them: an enum or constant
family named after a class nests in it (`UIBlurEffectStyle` is `UIBlurEffect.Style`), a case
or constant drops its type's name (`UIBlurEffectStyleDark` is `.dark`), a member is matched
by its name up to the first word Swift moves into an argument label (`preferredFontForTextStyle:`
is `preferredFont(forTextStyle:)`). The API notes that rename the rest are not in the SDK.
"""
import os
import re
import subprocess
from dataclasses import dataclass, field

import interface

# Enums and classes Swift does not nest, or nests under another name (UIKit's API notes).
SWIFT_NAMES = {
  'UIButtonType': 'UIButton.ButtonType', 'UIControlEvents': 'UIControl.Event',
  'UIControlState': 'UIControl.State', 'UITableViewCellStyle': 'UITableViewCell.CellStyle',
  'UILayoutConstraintAxis': 'NSLayoutConstraint.Axis',
  'NSLayoutAttribute': 'NSLayoutConstraint.Attribute',
  'NSLayoutRelation': 'NSLayoutConstraint.Relation',
  'UIFontDescriptorSymbolicTraits': 'UIFontDescriptor.SymbolicTraits',
  'UIFontDescriptorAttributeName': 'UIFontDescriptor.AttributeName',
  'UIFontDescriptorTraitKey': 'UIFontDescriptor.TraitKey',
  'UIFontDescriptorSystemDesign': 'UIFontDescriptor.SystemDesign',
  'UIFontTextStyle': 'UIFont.TextStyle', 'UIFontWeight': 'UIFont.Weight',
  'UIFontWidth': 'UIFont.Width', 'UIViewAnimationOptions': 'UIView.AnimationOptions',
  'UIViewContentMode': 'UIView.ContentMode', 'UIImageRenderingMode': 'UIImage.RenderingMode',
  'NSAttributedStringKey': 'NSAttributedString.Key',
  'UIImageSymbolWeight': 'UIImage.SymbolWeight', 'UIImageSymbolScale': 'UIImage.SymbolScale',
  'UIViewAutoresizing': 'UIView.AutoresizingMask', 'UITextBorderStyle': 'UITextField.BorderStyle',
  'UIBarButtonSystemItem': 'UIBarButtonItem.SystemItem',
  'UIBarButtonItemStyle': 'UIBarButtonItem.Style', 'UITextFieldViewMode': 'UITextField.ViewMode',
  'UIImpactFeedbackStyle': 'UIImpactFeedbackGenerator.FeedbackStyle',
  'UINotificationFeedbackType': 'UINotificationFeedbackGenerator.FeedbackType',
  'UITabBarSystemItem': 'UITabBarItem.SystemItem',
}
TOP_LEVEL = {'UIDeviceOrientation', 'UIInterfaceOrientation', 'UIInterfaceOrientationMask',
             'UIUserInterfaceStyle', 'UIUserInterfaceIdiom', 'UIUserInterfaceSizeClass',
             'UIStatusBarStyle', 'UIKeyboardType', 'UIKeyboardAppearance', 'UIReturnKeyType',
             'UITextAutocapitalizationType', 'UITextAutocorrectionType', 'UIRectCorner',
             'UIRectEdge', 'UIModalPresentationStyle', 'UIModalTransitionStyle',
             'UIContentSizeCategory', 'UIBarButtonSystemItem', 'UIBarStyle',
             'UIAccessibilityTraits', 'UIActivityType', 'UITextContentType',
             'UIMenuElementState',
             'UIMenuElementAttributes', 'UIPressType', 'UITouchPhase', 'UIViewTintAdjustmentMode',
             'UIBackgroundFetchResult', 'UIStatusBarAnimation', 'UIDataDetectorTypes',
             'UIAxis', 'UIDirectionalRectEdge', 'UISemanticContentAttribute', 'UICornerCurve'}
# Foundation's own classes UIKit adds to (their categories make their members UIKit's).
FOUNDATION_OWNERS = {'NSAttributedString', 'NSMutableAttributedString', 'NSString',
                     'NSIndexPath', 'NSValue', 'NSCoder', 'NSObject', 'NSLayoutAnchor',
                     'NSFileProviderExtension', 'NSUserActivity', 'NSItemProvider',
                     'NSDiffableDataSourceSnapshot'}
# Initializers UIKit's API notes rename.
INIT_NAMES = {'systemImageNamed': ['systemName'], 'initWithActivityIndicatorStyle': ['style'],
              'systemImageNamed:withConfiguration': ['systemName', 'withConfiguration']}
PREPOSITIONS = ('With', 'For', 'In', 'At', 'From', 'To', 'Of', 'On', 'By', 'Using', 'And')


@dataclass
class Member:
  name: str            # the Objective-C name: a property, or a selector's first piece
  static: bool
  kind: str            # 'property', 'method', 'init', 'constant', 'case'
  result: str = ''     # the Objective-C type it gives, when UIKit's
  swift: str = ''      # an explicit Swift name (NS_SWIFT_NAME, or the overlay's)
  params: list = field(default_factory=list)   # (selector piece, Objective-C type)
  defaults: list = field(default_factory=list)  # the parameters Swift gives a default


@dataclass
class TypeInfo:
  objc: str
  kind: str            # 'class', 'protocol', 'enum', 'options', 'typed', 'struct', 'alias'
  swift: str = ''
  superclass: str = ''
  protocols: list = field(default_factory=list)
  members: list = field(default_factory=list)
  generics: int = 0
  unavailable: bool = False
  declared: bool = False   # UIKit declares it (not only adds to Foundation's)


def strip_c_comments(text):
  text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
  text = re.sub(r'//[^\n]*', '', text)
  return re.sub(r'(?m)^\s*#.*$', '', text)


def base_type(t):
  """The class or typedef name in an Objective-C type (`nullable UIColor *` is `UIColor`)."""
  t = re.sub(r'\b(nullable|nonnull|_Nullable|_Nonnull|__nullable|__nonnull|const|__kindof|'
             r'_Null_unspecified|null_unspecified|__unsafe_unretained|__weak|__strong|'
             r'__autoreleasing|oneway|in|out|inout)\b', ' ', t)
  t = re.sub(r'<.*>', '', t)
  m = re.match(r'\s*(?:id\s*)?([A-Za-z_]\w*)', t)
  if not m:
    return ''
  return m.group(1)


def unavailable_on_ios(text):
  return bool(re.search(r'API_UNAVAILABLE\([^)]*\bios\b', text) or
              re.search(r'NS_UNAVAILABLE|UIKIT_UNAVAILABLE|__IOS_PROHIBITED|'
                        r'API_DEPRECATED_WITH_REPLACEMENT\("[^"]*", ios\(2\.0, 2\.0\)', text))


def swift_name_attr(text):
  m = re.search(r'NS_SWIFT_NAME\(([^)]*\)?)\)', text)
  return m.group(1).strip() if m else ''


class Index:
  def __init__(self):
    self.types = {}          # Objective-C name -> TypeInfo
    self.by_swift = {}       # Swift name -> Objective-C name
    self.functions = {}      # global functions: Swift name -> Objective-C name

  # -- building ---------------------------------------------------------------------------

  def type(self, name, kind):
    info = self.types.get(name)
    if info is None:
      info = self.types[name] = TypeInfo(name, kind)
    elif kind != 'alias' and info.kind in ('alias', 'class') and kind != 'class':
      info.kind = kind
    return info

  def read_header(self, text):
    # interfaces, categories and protocols, with their members
    for m in re.finditer(r'@(interface|protocol)\s+(\w+)\b\s*(<[^>{;@]*>)?\s*(\([^)]*\))?'
                         r'\s*(?::\s*(\w+))?\s*(<[^>;@]*>)?\s*(?=[^;,\s])', text):
      kind, name, generics, category, sup, protos = m.groups()
      end = text.find('@end', m.end())
      body = text[m.end():end if end >= 0 else len(text)]
      before = text[max(0, m.start() - 300):m.start()]
      before = before[before.rfind(';') + 1:]
      info = self.type(name, 'class' if kind == 'interface' else 'protocol')
      if category is None or kind == 'protocol':
        info.declared = True
      if kind == 'interface' and generics and not category and not info.generics:
        info.generics = generics.count(',') + 1
      if sup:
        info.superclass = sup
      adopted = (protos or '') + ((generics or '') if kind == 'protocol' else '')
      for p in re.findall(r'\w+', adopted):
        if p not in info.protocols:
          info.protocols.append(p)
      if not category:
        sn = swift_name_attr(before)
        if sn and not info.swift:
          info.swift = sn
        if unavailable_on_ios(before):
          info.unavailable = True
      self.read_members(info, body)
    # enums and options
    for m in re.finditer(r'typedef\s+NS_(ENUM|OPTIONS|CLOSED_ENUM|ERROR_ENUM)\s*\(\s*\w+\s*,'
                         r'\s*(\w+)\s*\)\s*\{([^}]*)\}([^;]*);', text):
      kind, name, body, tail = m.groups()
      info = self.type(name, 'options' if kind == 'OPTIONS' else 'enum')
      info.declared = True
      if swift_name_attr(tail):
        info.swift = swift_name_attr(tail)
      if unavailable_on_ios(tail):
        info.unavailable = True
      for case in body.split(','):
        cm = re.match(r'\s*(\w+)', case)
        if cm and not unavailable_on_ios(case):
          info.members.append(Member(cm.group(1), True, 'case', name,
                                     swift=swift_name_attr(case)))
    # typed constants (string enums) and other typedefs
    for m in re.finditer(r'typedef\s+([^;{}()]*?)\b(\w+)\s*((?:NS_\w+(?:\([^)]*\))?\s*|'
                         r'API_\w+\((?:[^()]|\([^()]*\))*\)\s*)*);', text):
      target, name, attrs = m.groups()
      if name.startswith(('UI', 'NS')) and ('NS_TYPED' in attrs or 'STRING_ENUM' in attrs):
        info = self.type(name, 'typed')
        info.declared = True
        if swift_name_attr(attrs):
          info.swift = swift_name_attr(attrs)
    for m in re.finditer(r'typedef\s+struct\s+\w*\s*\{[^}]*\}\s*(\w+)([^;]*);', text):
      info = self.type(m.group(1), 'struct')
      info.declared = True
      if swift_name_attr(m.group(2)):
        info.swift = swift_name_attr(m.group(2))
    # constants: UIKIT_EXTERN Type const Name attrs;
    for m in re.finditer(r'UIKIT_EXTERN\s+(?:([\w\s*]+?)\s*\bconst|const\s+(\w+)\s*\**)'
                         r'\s+(\w+)\s*([^;]*);', text):
      ctype, ctype2, name, attrs = m.groups()
      ctype = ctype or ctype2
      if unavailable_on_ios(attrs):
        continue
      ctype = base_type(ctype)
      self.constants.append((name, ctype, swift_name_attr(attrs)))
    # functions: UIKIT_EXTERN Ret Name(args) attrs;
    for m in re.finditer(r'UIKIT_EXTERN\s+(?:API_\w+\([^)]*\)\s*|NS_\w+\s*)*([\w\s*]+?)\s*\b'
                         r'(UI\w+|NS\w+)\s*\(([^;]*?)\)\s*([^;(]*(?:\([^)]*\)[^;(]*)*);', text):
      ret, name, args, attrs = m.groups()
      if unavailable_on_ios(attrs):
        continue
      sn = swift_name_attr(attrs)
      if sn and '.' in sn.split('(')[0]:
        owner, member = sn.split('(')[0].rsplit('.', 1)
        self.pending_members.append((owner, Member(member, 'self:' not in sn, 'method',
                                                   base_type(ret), swift=member)))
      else:
        self.functions[sn.split('(')[0] if sn else name] = name

  constants = None
  pending_members = None

  @staticmethod
  def factory_prefix(cls, first):
    """The part of a class method's name that makes it an initializer in Swift: the class's
    last words (`effect` in `effectWithStyle` of UIBlurEffect), or ''."""
    words = re.findall(r'[A-Z][a-z]+', cls)
    for k in range(len(words)):
      lead = ''.join(words[k:])
      lead = lead[0].lower() + lead[1:]
      if first.startswith(lead) and (len(first) == len(lead) or first[len(lead)].isupper()):
        return lead
    return ''

  def init_labels(self, t, m):
    if m.name in INIT_NAMES:
      return INIT_NAMES[m.name]
    """The argument labels Swift gives an initializer: `initWithFrame:` is `(frame:)`,
    `+imageNamed:` `(named:)`; None when it cannot say (a Swift name with defaults)."""
    if m.swift and m.swift != 'init':
      inner = re.search(r'\((.*)\)', m.swift)
      return [l for l in inner.group(1).split(':') if l] if inner else None
    if m.swift == 'init':
      return None if any(d for _, d in m.params) else [l for l, _ in m.params]
    first = m.name
    lead = 'init' if first.startswith('init') else self.factory_prefix(t.objc, first)
    rest = first[len(lead):]
    if rest.startswith('With'):
      rest = rest[4:]
    if not rest:
      return [] if len(m.params) <= 1 and not m.params[0][1] else ['_'] + [
        p or '_' for p, _ in m.params[1:]]
    lead = re.match(r'[A-Z]+(?=[A-Z][a-z]|$)', rest)
    label = (lead.group(0).lower() + rest[len(lead.group(0)):] if lead and len(lead.group(0)) > 1
             else rest[0].lower() + rest[1:])
    return [label] + [p or '_' for p, _ in m.params[1:]]

  def has_init(self, info, labels, trailing=False):
    """Whether UIKit declares an initializer of `info` (or an inherited one) called with
    `labels` (and a trailing closure)."""
    for t in self.lineage(info):
      if t.kind == 'protocol':
        continue
      for m in t.members:
        if m.kind != 'init':
          continue
        want = self.init_labels(t, m)
        if want is None:
          want = [l for l, _ in m.params]
          defaults = [k for k, (_, d) in enumerate(m.params) if d]
        else:
          defaults = m.defaults
        if self.labels_fit(labels, want, defaults, trailing):
          return True
    # init() is NSObject's; a C struct's memberwise initializer takes its fields
    return not labels or info.kind == 'struct'

  def labels_fit(self, given, want, defaults, trailing):
    """Whether a call with `given` labels (and perhaps a trailing closure) fits parameters
    labelled `want`, those at `defaults` having default values."""
    k = 0
    for j, w in enumerate(want):
      if k < len(given) and self.label_matches(given[k], w):
        k += 1
      elif trailing and k == len(given) and j == len(want) - 1:
        trailing = False
      elif j not in defaults:
        return False
    return k == len(given)

  @staticmethod
  def label_matches(given, derived):
    """Whether Swift's label `given` is the Objective-C piece `derived` pruned: a trailing
    type name dropped (`in` for `inBundle`), or a leading one (`style` for
    `activityIndicatorStyle`)."""
    if given == derived:
      return True
    if given == '_' or derived == '_':
      return False
    return (derived.startswith(given) and derived[len(given)].isupper()) or \
      derived.lower().endswith(given.lower()) and derived[-len(given)].isupper()

  def read_members(self, info, body):
    for stmt in body.split(';'):
      s = ' '.join(stmt.split())
      if not s or unavailable_on_ios(s):
        continue
      pm = re.match(r'@property\s*(\(([^)]*)\))?\s*(.*?)\s*\**\s*(\w+)\s*((?:[A-Z_]+'
                    r'(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?\s*)*)$', s)
      if pm:
        attrs = pm.group(2) or ''
        name = pm.group(4)
        getter = re.search(r'getter\s*=\s*(\w+)', attrs)
        member = Member(getter.group(1) if getter else name, 'class' in attrs.split(','),
                        'property', base_type(pm.group(3)), swift=swift_name_attr(pm.group(5)))
        member.static = bool(re.search(r'\bclass\b', attrs))
        if getter:
          member.params = [(name, '')]   # the plain name also names it (in a key path)
        info.members.append(member)
        continue
      mm = re.match(r'([-+])\s*\(([^)]*(?:\([^)]*\)[^)]*)*)\)\s*(\w+)(.*)$', s)
      if mm:
        static, ret, first, rest = mm.group(1) == '+', mm.group(2), mm.group(3), mm.group(4)
        params = [(first, '')]
        defaults = []
        raws = []
        for pm2 in re.finditer(r'(\w*)\s*:\s*\(([^)]*(?:\([^)]*\)[^)]*)*)\)\s*\w+', ':' + rest
                               if rest.lstrip().startswith(':') else rest):
          params.append((pm2.group(1), base_type(pm2.group(2))))
          raws.append((pm2.group(1), pm2.group(2)))
        if rest.lstrip().startswith(':'):
          first_type = re.match(r'\s*:\s*\(([^)]*(?:\([^)]*\)[^)]*)*)\)', rest)
          params[0] = (first, base_type(first_type.group(1)) if first_type else '')
          params = [params[0]] + params[2:]
          raws = [(first, raws[0][1] if raws else '')] + raws[1:]
        # Swift's defaults for Objective-C: nil for an optional block, [] for options
        for k, (piece, raw) in enumerate(raws):
          if 'nullable' in raw and '^' in raw or 'ptions' in piece and (
              'NSDictionary' in raw or 'Options' in base_type(raw)):
            defaults.append(k)
        kind = 'init' if first.startswith('init') and not static else 'method'
        result = base_type(ret)
        if result == 'instancetype':
          result = info.objc
        if static and result == info.objc and (self.factory_prefix(info.objc, first) or
                                               first in INIT_NAMES):
          kind = 'init'   # +effectWithStyle: is init(style:), +imageNamed: init(named:)
        info.members.append(Member(first, static, kind, result, swift=swift_name_attr(rest),
                                   params=params, defaults=defaults))

  def read_overlay(self, path):
    """The Swift overlay's additions: members of UIKit types, Swift-only nested types."""
    with open(path) as fh:
      text = fh.read()
    for d in interface.walk(interface.parse(text)):
      if d.kind in ('deinit', 'extension', 'associatedtype'):
        continue
      if not d.contexts or not ({'public', 'open'} & d.modifiers or d.kind == 'case'):
        if d.kind in ('struct', 'class', 'enum', 'protocol') and not d.contexts:
          name = d.name
          if name.startswith(('UI', 'NS')) and name not in self.types:
            self.type(name, d.kind if d.kind in ('class', 'protocol') else 'struct').declared = True
        continue
      if d.avail.get('unavailable'):
        continue
      owner = '.'.join(re.sub(r'^UIKit\.', '', c.name) for c in d.contexts)
      if d.kind in ('struct', 'class', 'enum', 'protocol', 'typealias'):
        full = owner + '.' + d.name
        self.overlay_types[full] = d.kind
        continue
      static = bool({'static', 'class'} & d.modifiers) or d.kind == 'case'
      kind = {'func': 'method', 'var': 'property', 'let': 'property', 'case': 'case',
              'init': 'init', 'subscript': 'method'}.get(d.kind, 'method')
      result = ''
      rm = re.search(r'(?:->|:)\s*([A-Z]\w*(?:\.\w+)*)[?!]?\s*(?:\{.*)?$', d.signature)
      if rm:
        result = rm.group(1)
      params = []
      if kind == 'init':
        pm = re.search(r'\binit[?!]?\s*(?:<[^>]*>)?\((.*)\)', d.signature)
        for part in interface.split_top(pm.group(1), ',') if pm and pm.group(1).strip() else []:
          words = part.split(':')[0].split()
          params.append((words[0] if words else '_', 'default' if '=' in part else ''))
      self.overlay_members.setdefault(owner, []).append(
        Member(d.name, static, kind, result, swift=d.name, params=params))

  overlay_types = None
  overlay_members = None

  def name_types(self):
    """Gives each type its Swift name, and files constants under their owners."""
    classes = {n for n, t in self.types.items() if t.kind == 'class'}
    for name, info in self.types.items():
      if info.swift:
        continue
      if name in SWIFT_NAMES:
        info.swift = SWIFT_NAMES[name]
      elif name in TOP_LEVEL or info.kind in ('class', 'protocol', 'struct'):
        info.swift = name
      else:
        owner = max((c for c in classes if name.startswith(c) and len(c) < len(name)
                     and name[len(c)].isupper()), key=len, default='')
        info.swift = owner + '.' + name[len(owner):] if owner else name
    for name, info in self.types.items():
      self.by_swift.setdefault(info.swift, name)
      self.by_swift.setdefault(name, name)
    # classes named Outer+Inner that Swift nests (UICalendarViewDecoration): both spellings
    for name, info in list(self.types.items()):
      if info.kind == 'class' and info.swift == name:
        owner = max((c for c in classes if name.startswith(c) and len(c) < len(name)
                     and name[len(c)].isupper()), key=len, default='')
        if owner:
          self.by_swift.setdefault(owner + '.' + name[len(owner):], name)
    # constants: an explicit Swift name, else the family they belong to
    for name, ctype, sn in self.constants:
      owner = ''
      member = ''
      if sn and '.' in sn:
        owner, member = sn.rsplit('.', 1)
        owner = self.by_swift.get(owner, owner)
      elif ctype in SWIFT_NAMES or ctype in self.types and self.types[ctype].kind == 'typed':
        if ctype not in self.types:
          self.type(ctype, 'typed').swift = SWIFT_NAMES[ctype]
          self.by_swift[SWIFT_NAMES[ctype]] = ctype
        owner, member = ctype, sn or self.strip_family(name, ctype)
      else:
        # a notification or key named after its class (UIApplicationDidBecomeActiveNotification)
        owner = max((c for c in self.types if name.startswith(c) and len(c) < len(name)
                     and name[len(c)].isupper() and self.types[c].kind == 'class'),
                    key=len, default='')
        if not owner:
          self.functions.setdefault(sn or name, name)
          continue
        member = sn or name[len(owner)].lower() + name[len(owner) + 1:]
        if member[:3].isupper():   # URLKey: acronyms lower-case whole
          lead = re.match(r'[A-Z]+(?=[A-Z][a-z]|$)', name[len(owner):])
          if lead:
            member = lead.group(0).lower() + name[len(owner) + len(lead.group(0)):]
      info = self.types.get(owner) or self.type(owner, 'alias')
      info.members.append(Member(name, True, 'constant', ctype, swift=member))
    for owner, member in self.pending_members:
      owner = self.by_swift.get(owner, owner)
      info = self.types.get(owner) or self.type(owner, 'alias')
      member.static = False
      info.members.append(member)
    for owner, members in self.overlay_members.items():
      objc = self.by_swift.get(owner, owner)
      if objc in self.types:
        self.types[objc].members.extend(members)
      else:
        info = self.type(owner, 'struct')
        info.declared = '.' in owner   # a Swift-only nested type (UIButton.Configuration)
        info.swift = owner
        info.members.extend(members)
        self.by_swift.setdefault(owner, owner)
    for full, kind in self.overlay_types.items():
      if full not in self.by_swift:
        info = self.type(full, 'struct' if kind != 'class' else 'class')
        info.declared = True
        info.swift = full
        self.by_swift[full] = full
    for info in self.types.values():
      self.by_swift.setdefault(info.swift, info.objc)

  @staticmethod
  def strip_family(name, family):
    """The Swift name of a case or constant of `family`: the words it shares with the
    family's name dropped, a plural matching its singular (`UIControlEventTouchUpInside` in
    `UIControlEvents` is `touchUpInside`), and `NSFontAttributeName` is `font`."""
    words = re.findall(r'[A-Z]+(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z\d]+|[A-Z]+', name)
    fam = re.findall(r'[A-Z]+(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z\d]+|[A-Z]+', family)
    i = 0
    while i < min(len(words), len(fam)) - (0 if len(words) > len(fam) else 1) and (
        words[i] == fam[i] or words[i] + 's' == fam[i]):
      i += 1
    rest = words[i:]
    if name.endswith('AttributeName') and len(rest) > 2:
      rest = rest[:-2]
    if not rest:
      return name
    lead = rest[0]
    first = lead.lower() if lead.isupper() else lead[0].lower() + lead[1:]
    return first + ''.join(rest[1:])

  # -- questions --------------------------------------------------------------------------

  def lookup(self, swift):
    """The type a Swift spelling names (`UIBlurEffect.Style`), or None."""
    objc = self.by_swift.get(swift)
    if objc:
      return self.types[objc]
    parts = swift.split('.')
    if len(parts) < 2:
      return None
    # nested Swift names join into the Objective-C one (`UIControl.Event` is
    # `UIControlEvents`, `UIButton.ButtonType` is `UIButtonType`)
    names = [parts[0]]
    for part in parts[1:]:
      words = re.findall(r'[A-Z][a-z]+', names[0])
      variants = [part, part + 's']
      if words and part.startswith(words[-1]) and part != words[-1]:
        variants.append(part[len(words[-1]):])
      names = [n + v for n in names for v in variants]
    for cand in names:
      if cand in self.types:
        return self.types[cand]
    return None

  def lineage(self, info):
    """The type, its superclasses, and the protocols all of them adopt."""
    seen, todo, out = set(), [info], []
    while todo:
      t = todo.pop(0)
      if t is None or t.objc in seen:
        continue
      seen.add(t.objc)
      out.append(t)
      todo.append(self.types.get(t.superclass))
      todo.extend(self.types.get(p) for p in t.protocols)
    return out

  def member(self, info, name, static=None):
    """The member `name` of `info` (or of what it inherits), as Swift spells it; with the type
    that declares it. A selector's first piece matches the name it starts with, up to a word
    Swift moves into a label (`setTitle` in `setTitle:forState:`, `preferredFont` in
    `preferredFontForTextStyle:`, `black` in `blackColor`)."""
    for t in self.lineage(info):
      best = None
      for m in t.members:
        if static is not None and m.static != static and m.kind not in ('case', 'constant'):
          continue
        swift = m.swift.split('(')[0] if m.swift else ''
        if swift:
          if swift == name:
            return t, m
          continue
        if m.kind in ('case', 'constant'):
          if self.case_name(m.name, t) == name:
            return t, m
          continue
        if name == 'init' and m.kind == 'init':
          return t, m
        if m.kind == 'init':
          continue
        for objc in self.swift_candidates(t, m):
          if objc == name:
            return t, m
          if objc.startswith(name) and len(objc) > len(name) and objc[len(name)].isupper():
            rest = objc[len(name):]
            first = re.sub(r'^(UI|NS|CG)', '', m.params[0][1]) if m.params else ''
            # Swift drops a trailing type name or moves a preposition's phrase into a label
            if rest.startswith(PREPOSITIONS) or rest in (
                re.sub(r'^(UI|NS|CG)', '', m.result), first, 'Color', 'Image', 'Screen',
                'Font') or re.sub(r'^(UI|NS)', '', t.objc).endswith(rest):
              best = best or (t, m)
      if best:
        return best
    return None

  @staticmethod
  def swift_candidates(t, m):
    """The names Swift may give a property or selector piece: itself, its getter's plain
    name, with a leading acronym lower-cased (`CGColor` is `cgColor`), without a leading
    type name (`colorWithAlphaComponent` is `withAlphaComponent`)."""
    out = [m.name]
    if m.kind == 'property' and m.params:
      out.append(m.params[0][0])
    acronym = re.match(r'[A-Z]{2,}(?=[A-Z][a-z]|$)', m.name)
    if acronym:
      out.append(acronym.group(0).lower() + m.name[len(acronym.group(0)):])
    for owner in (t.objc, m.result):
      short = re.sub(r'^(UI|NS)', '', owner or '')
      for k in range(len(short)):
        if k and not short[k].isupper():
          continue
        tail = short[k:]
        lead = tail[0].lower() + tail[1:]
        if tail and m.name.startswith(lead) and len(m.name) > len(lead) and \
           m.name[len(lead)].isupper() and m.name[len(lead):].startswith(('With', 'By')):
          rest = m.name[len(lead):]
          out.append(rest[0].lower() + rest[1:])
    return out

  def case_name(self, objc, family_info):
    return self.strip_family(objc, family_info.objc)

  def swift_of(self, objc):
    info = self.types.get(objc)
    return info.swift if info else objc


def load(sdk_repo, commit='HEAD', cache='/tmp/uikit-sdk-headers'):
  """Reads UIKit's headers and overlay from the SDK mirror (a git directory), or from a folder
  that holds `System/Library/Frameworks/UIKit.framework`."""
  root = sdk_repo
  fw = 'System/Library/Frameworks/UIKit.framework'
  if not os.path.isdir(os.path.join(root, fw)):
    root = cache
    if not os.path.isdir(os.path.join(root, fw, 'Headers')):
      os.makedirs(root, exist_ok=True)
      git = subprocess.run(['git', '-C', sdk_repo, 'archive', commit, fw + '/Headers',
                            fw + '/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface'],
                           capture_output=True, check=True)
      subprocess.run(['tar', '-x', '-C', root], input=git.stdout, check=True)
  index = Index()
  index.constants = []
  index.pending_members = []
  index.overlay_types = {}
  index.overlay_members = {}
  for f in sorted(os.listdir(os.path.join(root, fw, 'Headers'))):
    if f.endswith('.h'):
      with open(os.path.join(root, fw, 'Headers', f), errors='replace') as fh:
        index.read_header(strip_c_comments(fh.read()))
  overlay = os.path.join(root, fw, 'Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface')
  if os.path.exists(overlay):
    index.read_overlay(overlay)
  index.name_types()
  return index
