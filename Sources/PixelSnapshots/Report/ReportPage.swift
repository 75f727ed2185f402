/// The report's page: one static HTML file with its style and script inline, which reads
/// `results.js` beside it (works from `file://` and from a downloaded CI artifact): counts per
/// outcome, filters and a search (kept in the address's `#outcome=...&q=...&open=...&view=...
/// &zoom=...`), and for each failure expected, actual and diff side by side, a slider, a blink
/// toggle, the diff alone, zoom to pixels with the differing box outlined, the numbers, the
/// frames that moved and the command that accepts it. Names and messages are shown as text.
enum ReportPage {
  static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cellshot snapshot report</title>
<style>
:root { color-scheme: light dark;
  --bg:#f6f6f8; --fg:#1d1d21; --muted:#686873; --card:#fff; --line:#e2e2e8; --hover:#f0f1f5; --accent:#2f6fde;
  --chk1:#fff; --chk2:#ececf0; --mark:rgba(230,30,30,.08); --markline:rgba(220,20,20,.9);
  --failed-bg:#fde3e1; --failed:#a3181b; --recorded-bg:#dbe9ff; --recorded:#1f4fa8; --missing-bg:#fdecc8; --missing:#8a5200;
  --error-bg:#f1e0fb; --error:#7a2a9e; --stale-bg:#e8e8ec; --stale:#55565e; --passed-bg:#dcf5e3; --passed:#1d6b35; }
@media (prefers-color-scheme: dark) { :root {
  --bg:#151517; --fg:#e7e7ea; --muted:#9c9ca6; --card:#1e1e21; --line:#323238; --hover:#26262b; --accent:#7aa7ff;
  --chk1:#2a2a2e; --chk2:#232326; --mark:rgba(255,70,70,.12); --markline:rgba(255,90,90,.95);
  --failed-bg:#5a1a1a; --failed:#ffb4ab; --recorded-bg:#1b3358; --recorded:#a9c8ff; --missing-bg:#4d3608; --missing:#ffd27a;
  --error-bg:#3f2152; --error:#e2b6ff; --stale-bg:#34343a; --stale:#c4c4cc; --passed-bg:#15391f; --passed:#95e0a9; } }
* { box-sizing: border-box; }
html, body { height:100%; }
body { margin:0; display:flex; flex-direction:column; height:100vh; height:100dvh; background:var(--bg); color:var(--fg); font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif; }
code, pre, .mono, .name { font-family: ui-monospace,SFMono-Regular,Menlo,Consolas,monospace; font-size:12.5px; }
header, .bar, main { padding: 0 24px; }
header { padding-top:16px; padding-bottom:10px; display:flex; gap:16px; align-items:flex-start; flex:none; }
header > div:first-child { flex:1; min-width:0; }
h1 { font-size:20px; margin:0 0 2px; font-weight:600; } h1 span { color:var(--muted); font-weight:400; }
.runs { color:var(--muted); } .runs summary { cursor:pointer; } .runs ul { margin:4px 0 0; padding-left:18px; }
.bar { flex:none; border-bottom:1px solid var(--line);
  display:flex; flex-wrap:wrap; gap:6px; align-items:center; padding-top:8px; padding-bottom:8px; }
button, .seg label { font:inherit; color:inherit; background:var(--card); border:1px solid var(--line); border-radius:7px; padding:4px 10px; cursor:pointer; }
button:hover { background:var(--hover); } button:focus-visible, .row:focus-visible { outline:2px solid var(--accent); outline-offset:1px; }
button.on { border-color:var(--accent); box-shadow: inset 0 0 0 1px var(--accent); }
button.zero { opacity:.5; } .chip .n { font-variant-numeric:tabular-nums; margin-left:5px; color:var(--muted); }
.sep { width:1px; align-self:stretch; background:var(--line); margin:0 4px; }
input[type=search] { font:inherit; color:inherit; background:var(--card); border:1px solid var(--line); border-radius:7px; padding:4px 10px; min-width:220px; margin-left:auto; }
main { flex:1; min-height:0; overflow:auto; padding-top:12px; padding-bottom:16px; }
.badge { display:inline-block; min-width:74px; text-align:center; border-radius:99px; padding:1px 8px; font-size:12px; font-weight:600; }
.o-failed { --c:var(--failed); --cb:var(--failed-bg); } .o-recorded { --c:var(--recorded); --cb:var(--recorded-bg); }
.o-missing { --c:var(--missing); --cb:var(--missing-bg); } .o-error { --c:var(--error); --cb:var(--error-bg); }
.o-stale { --c:var(--stale); --cb:var(--stale-bg); } .o-passed { --c:var(--passed); --cb:var(--passed-bg); }
.badge { color:var(--c); background:var(--cb); }
ul.list { list-style:none; margin:0; padding:0; background:var(--card); border:1px solid var(--line); border-radius:10px; overflow:hidden; }
.item { border-top:1px solid var(--line); scroll-margin-top:12px; } .item:first-child { border-top:0; }
.row { display:grid; grid-template-columns: 90px minmax(0,1.3fr) minmax(0,1fr) 170px; gap:12px; align-items:center; width:100%;
  text-align:left; border:0; border-radius:0; background:none; padding:7px 14px; }
.row > span { overflow:hidden; text-overflow:ellipsis; white-space:nowrap; }
.item.open > .row { background:var(--hover); }
.test, .count { color:var(--muted); } .count { text-align:right; font-variant-numeric:tabular-nums; }
.detail { border-left:3px solid var(--c); padding:12px 16px 16px; background:var(--card); }
.tools { display:flex; flex-wrap:wrap; gap:6px; align-items:center; margin-bottom:10px; }
.tools .lbl { color:var(--muted); font-size:12px; margin-left:8px; } .tools kbd { color:var(--muted); font-size:11px; margin-left:4px; }
.stage { overflow:auto; padding:4px 2px 8px; display:flex; gap:16px; align-items:flex-start; }
figure { margin:0; flex:none; } figcaption { color:var(--muted); font-size:12px; margin-bottom:4px; display:flex; gap:8px; align-items:center; }
.frame { position:relative; display:inline-block; vertical-align:top; line-height:0; outline:1px solid var(--line);
  background: var(--chk1) conic-gradient(var(--chk2) 25%, transparent 0 50%, var(--chk2) 0 75%, transparent 0) 0 0/16px 16px; }
.frame img { display:block; image-rendering:pixelated; } .frame img.top { position:absolute; left:0; top:0; }
.frame.broken { min-width:160px; min-height:60px; line-height:1.4; padding:8px; color:var(--failed); font-size:12px; }
.mark { position:absolute; background:var(--mark); outline:1px solid var(--markline); pointer-events:none; }
.nobox .mark, .broken .mark { display:none; }
.slider { touch-action:pan-y; cursor:ew-resize; user-select:none; }
.divider { position:absolute; top:0; bottom:0; width:2px; margin-left:-1px; background:var(--accent); pointer-events:none; box-shadow:0 0 0 1px rgba(0,0,0,.25); }
.ctl { display:flex; gap:8px; align-items:center; margin-bottom:6px; } .ctl:empty { display:none; } .ctl .lbl { color:var(--muted); font-size:12px; }
input[type=range] { margin:0; }
.blinklbl { font-weight:600; min-width:70px; }
.info { display:grid; grid-template-columns: minmax(260px, 1fr) minmax(0, 1.6fr); gap:12px 28px; margin-top:12px; }
dl { display:grid; grid-template-columns:auto minmax(0,1fr); gap:3px 14px; margin:0; align-content:start; }
dt { color:var(--muted); } dd { margin:0; overflow-wrap:anywhere; }
h3 { font-size:12px; text-transform:uppercase; letter-spacing:.04em; color:var(--muted); margin:0 0 4px; font-weight:600; }
pre { margin:0 0 12px; padding:8px 10px; background:var(--bg); border:1px solid var(--line); border-radius:7px; white-space:pre-wrap; overflow-wrap:anywhere; }
ul.moved { margin:0 0 12px; padding-left:18px; } ul.moved li { font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace; font-size:12.5px; overflow-wrap:anywhere; }
.accept { display:flex; gap:8px; align-items:center; margin-bottom:12px; }
.accept code { flex:1; padding:5px 9px; background:var(--bg); border:1px solid var(--line); border-radius:7px; overflow-wrap:anywhere; user-select:all; }
.note { background:var(--card); border:1px solid var(--line); border-radius:10px; padding:28px; text-align:center; color:var(--muted); }
.note strong { display:block; color:var(--fg); font-size:17px; margin-bottom:6px; }
#errors:empty { display:none; } #errors { margin:10px 24px 0; padding:8px 12px; border-radius:7px; background:var(--failed-bg); color:var(--failed); white-space:pre-wrap; }
footer { color:var(--muted); font-size:12px; margin-top:14px; }
@media (max-width: 760px) { .row { grid-template-columns: 80px minmax(0,1fr); } .row .test, .row .count { display:none; }
  .info { grid-template-columns: minmax(0,1fr); } input[type=search] { margin-left:0; min-width:0; width:100%; } }
</style>
</head>
<body>
<header><div><h1>Cellshot <span>snapshot report</span></h1><div class="runs" id="runs"></div></div><div id="hdr"></div></header>
<div id="errors"></div>
<nav class="bar" id="bar" hidden></nav>
<main><div id="main"></div>
<footer id="foot" hidden>Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous · <kbd>1</kbd>–<kbd>4</kbd> view · <kbd>+</kbd>/<kbd>-</kbd>/<kbd>0</kbd> zoom in/out/fit · <kbd>Esc</kbd> close · <kbd>/</kbd> search</footer></main>
<script>
(function () {
  'use strict';
  var ORDER = ['failed', 'recorded', 'missing', 'error', 'stale', 'passed'];
  var VIEWS = ['side', 'slider', 'blink', 'diff'], VIEW_NAMES = ['side by side', 'slider', 'blink', 'diff only'];
  var ZOOMS = ['1', '2', '4', '8', 'fit'];
  var DEF = { outcome: 'review', q: '', open: '', view: 'side', zoom: 'fit', pos: '50' };
  var runs = [], results = new Map(), calls = 0, sawError = false;

  function errorNote(msg) { sawError = true; var e = document.getElementById('errors'); if (e) e.textContent += (e.textContent ? '\n' : '') + msg; }
  window.addEventListener('error', function (ev) {
    errorNote('Error: ' + ev.message + (ev.filename ? ' (' + ev.filename.split('/').pop() + ':' + ev.lineno + ')' : ''));
  });

  function str(v) { return v == null || v === '' ? null : String(v); }
  function num(v) { return typeof v === 'number' && isFinite(v) ? v : null; }
  function nums(v, n) { return Array.isArray(v) && v.length === n && v.every(function (x) { return num(x) !== null; }) ? v : null; }

  window.cellshotRun = function (run) { if (run && typeof run === 'object') runs.push(run); };
  window.cellshotResult = function (r) {
    if (!r || typeof r !== 'object') return;
    calls++;
    var o = { name: str(r.name) || '(unnamed)', outcome: str(r.outcome), message: str(r.message) || '',
      golden: str(r.golden), test: str(r.test), file: str(r.file), line: num(r.line),
      expected: str(r.expected), actual: str(r.actual), diff: str(r.diff),
      differing: num(r.differing), total: num(r.total), box: nums(r.box, 4), maxDelta: num(r.maxDelta), size: nums(r.size, 2),
      moved: Array.isArray(r.moved) ? r.moved.map(String) : [], accept: str(r.accept), shard: str(r.shard) };
    if (ORDER.indexOf(o.outcome) < 0) { o.message = 'Unknown outcome "' + o.outcome + '"\n' + o.message; o.outcome = 'error'; }
    results.set(o.name, o); // a later report of the same name wins
  };

  // ---------- helpers ----------
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = String(text);
    return e;
  }
  function btn(text, onclick, cls) { var b = el('button', cls, text); b.type = 'button'; b.addEventListener('click', onclick); return b; }
  function badge(o) { return el('span', 'badge o-' + o, o); }
  function fmtN(n) { return n.toLocaleString('en-US'); }
  function pct(r) {
    if (r.differing == null || !r.total) return '';
    var p = r.differing / r.total * 100;
    return p > 0 && p < 0.01 ? '<0.01%' : p.toFixed(2) + '%';
  }
  function fmtDate(s) {
    var d = new Date(s);
    return isNaN(d) ? String(s) : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
  }
  var collator = new Intl.Collator('en', { numeric: true });

  // ---------- state in location.hash ----------
  var state = null, sorted = [], rows = new Map(), cur = null, nextScroll = null, blinkTimer = null, blinkPaused = false, showBox = true;
  function parse() {
    var s = Object.assign({}, DEF);
    location.hash.replace(/^#/, '').split('&').forEach(function (p) {
      if (!p) return;
      var i = p.indexOf('='), k = i < 0 ? p : p.slice(0, i), v = i < 0 ? '' : p.slice(i + 1);
      try { v = decodeURIComponent(v); } catch (e) { /* keep raw */ }
      if (Object.prototype.hasOwnProperty.call(DEF, k)) s[k] = v;
    });
    var outs = s.outcome.split(',').filter(function (o) { return ORDER.indexOf(o) >= 0; });
    s.outcome = s.outcome === 'all' ? 'all' : outs.length ? outs.join(',') : 'review';
    if (VIEWS.indexOf(s.view) < 0) s.view = String(VIEWS[+s.view - 1] || 'side');
    s.zoom = s.zoom.replace(/x$/i, ''); if (ZOOMS.indexOf(s.zoom) < 0) s.zoom = 'fit';
    var p = parseFloat(s.pos); s.pos = String(isFinite(p) ? Math.max(0, Math.min(100, Math.round(p))) : 50);
    return s;
  }
  function serialize(s) {
    return Object.keys(DEF).filter(function (k) { return s[k] !== DEF[k]; }).map(function (k) {
      return k + '=' + encodeURIComponent(s[k]).replace(/%2F/gi, '/').replace(/%2C/gi, ',');
    }).join('&');
  }
  function go(patch, replace) {
    var s = Object.assign({}, state, patch), h = serialize(s);
    if (h === location.hash.replace(/^#/, '')) return;
    // push/replace do not fire hashchange, so apply at once; back/forward and edited URLs arrive via hashchange
    history[replace ? 'replaceState' : 'pushState'](null, '', h ? '#' + h : location.pathname + location.search);
    apply();
  }
  function apply() {
    var prev = state; state = parse();
    var search = document.getElementById('q');
    if (search && search.value !== state.q && document.activeElement !== search) search.value = state.q;
    if (!prev || prev.outcome !== state.outcome || prev.q !== state.q || prev.open !== state.open) renderList(!prev || prev.open !== state.open);
    else if (prev.view !== state.view || prev.zoom !== state.zoom) renderStage();
    else if (prev.pos !== state.pos && cur && cur.setPos) cur.setPos(+state.pos);
  }

  // ---------- header, toolbar ----------
  function renderRuns() {
    var box = document.getElementById('runs');
    if (!runs.length) { box.textContent = calls ? 'Run information not available.' : ''; return; }
    var first = runs.map(function (r) { return String(r.started || ''); }).filter(Boolean).sort()[0];
    var uniq = function (key) { return runs.map(function (r) { return r[key]; }).filter(function (v, i, a) { return v != null && a.indexOf(v) === i; }).map(String); };
    var parts = [], shards = uniq('shard');
    if (runs.length > 1) parts.push(runs.length + ' runs merged' + (shards.length ? ' (shards ' + shards.join(', ') + ')' : ''));
    parts.push(uniq('tool').join(' + ') || 'unknown tool');
    if (first) parts.push('started ' + fmtDate(first));
    if (runs.length === 1 && shards.length) parts.push('shard ' + shards[0]);
    if (uniq('host').length) parts.push('on ' + uniq('host').join(', '));
    if (runs.length === 1) { box.textContent = parts.join(' · '); return; }
    var d = el('details'), ul = el('ul');
    d.append(el('summary', null, parts.join(' · ')), ul);
    runs.forEach(function (r) {
      ul.append(el('li', null, [r.id, r.tool, r.shard ? 'shard ' + r.shard : null, r.host, r.started ? fmtDate(r.started) : null]
        .filter(function (v) { return v != null && v !== ''; }).join(' · ')));
    });
    box.append(d);
  }
  function renderBar() {
    var bar = document.getElementById('bar'), counts = {};
    ORDER.forEach(function (o) { counts[o] = 0; });
    sorted.forEach(function (r) { counts[r.outcome]++; });
    var review = sorted.length - counts.passed;
    function chip(key, label, n, cls) {
      var b = btn(label, function () { go({ outcome: key }); }, 'chip ' + (cls || '') + (n ? '' : ' zero'));
      b.dataset.key = key; b.append(el('span', 'n', fmtN(n))); bar.append(b);
    }
    chip('review', 'to review', review); chip('all', 'all', sorted.length); bar.append(el('span', 'sep'));
    ORDER.forEach(function (o) { chip(o, '', counts[o]); bar.lastChild.prepend(badge(o)); });
    var q = el('input'); q.type = 'search'; q.id = 'q'; q.placeholder = 'Filter by name or test…'; q.setAttribute('aria-label', 'Filter by name or test');
    q.addEventListener('input', function () { go({ q: q.value }, true); });
    bar.append(q);
    var copyAll = btn('Copy accept commands', function () {
      var cmds = visible().filter(function (r) { return r.accept && r.outcome !== 'passed'; }).map(function (r) { return r.accept; });
      if (!cmds.length) { copyAll.textContent = 'Nothing to copy'; setTimeout(function () { copyAll.textContent = 'Copy accept commands'; }, 1400); return; }
      copyText(cmds.join('\n'), copyAll, 'Copied ' + cmds.length, null);
    });
    copyAll.title = 'Copy the accept commands of all listed snapshots that are not passed';
    document.getElementById('hdr').append(copyAll);
    bar.hidden = false;
  }

  // ---------- list ----------
  function matches(r) {
    var o = state.outcome;
    if (o === 'review' ? r.outcome === 'passed' : o !== 'all' && o.split(',').indexOf(r.outcome) < 0) return false;
    var q = state.q.toLowerCase();
    return !q || r.name.toLowerCase().indexOf(q) >= 0 || (r.test || '').toLowerCase().indexOf(q) >= 0;
  }
  function visible() { return sorted.filter(function (r) { return matches(r) || r.name === state.open; }); }
  function renderList(openChanged) {
    stopBlink();
    var main = document.getElementById('main'), had = document.activeElement && document.activeElement.classList.contains('row');
    Array.prototype.forEach.call(document.querySelectorAll('#bar .chip'), function (b) {
      b.classList.toggle('on', b.dataset.key === state.outcome); b.setAttribute('aria-pressed', b.dataset.key === state.outcome);
    });
    main.textContent = ''; rows = new Map(); cur = null;
    var items = visible();
    if (!items.length) {
      var n = el('div', 'note'); n.append(el('strong', null, state.outcome === 'review' && !state.q ? 'Nothing to review' : 'No snapshots match'));
      n.append(el('span', null, state.outcome === 'review' && !state.q ? (sorted.length === 1 ? 'The only snapshot passed. ' : 'All ' + fmtN(sorted.length) + ' snapshots passed. ') : 'Try another filter. '));
      n.append(btn('Show all', function () { go({ outcome: 'all', q: '' }); }));
      main.append(n); return;
    }
    var ul = el('ul', 'list');
    items.forEach(function (r) {
      var li = el('li', 'item o-' + r.outcome), row = btn('', function () {
        nextScroll = { name: r.name, top: row.getBoundingClientRect().top };
        go({ open: state.open === r.name ? '' : r.name });
      }, 'row');
      row.setAttribute('aria-expanded', r.name === state.open); row.title = r.name;
      row.append(badge(r.outcome), el('span', 'name', r.name), el('span', 'test', r.test || ''),
        el('span', 'count', r.differing ? fmtN(r.differing) + ' px · ' + pct(r) : ''));
      li.append(row); ul.append(li); rows.set(r.name, li);
      if (r.name === state.open) { li.classList.add('open'); li.append(renderDetail(r)); }
    });
    main.append(ul);
    if (cur) renderStage();
    var open = rows.get(state.open);
    if (open && had) open.firstChild.focus({ preventScroll: true });
    if (nextScroll && rows.get(nextScroll.name)) {
      document.querySelector('main').scrollBy(0, rows.get(nextScroll.name).getBoundingClientRect().top - nextScroll.top);
    } else if (open && openChanged) open.scrollIntoView({ block: 'start' });
    nextScroll = null;
  }
  function move(d) {
    var items = visible(), i = items.findIndex(function (r) { return r.name === state.open; });
    var next = items[Math.max(0, Math.min(items.length - 1, i < 0 ? 0 : i + d))];
    if (next) go({ open: next.name });
  }

  // ---------- detail ----------
  function renderDetail(r) {
    var d = el('div', 'detail');
    var compare = !!(r.expected && r.actual);
    var imgs = compare ? null : [[r.expected, 'expected (golden)'], [r.actual, r.outcome === 'recorded' ? 'new picture (recorded)' : 'actual'], [r.diff, 'diff']]
      .filter(function (x) { return x[0]; });
    cur = { r: r, compare: compare, imgs: imgs, frames: [], stage: null, viewBtns: [], zoomBtns: [] };
    if (compare || imgs.length) {
      var tools = el('div', 'tools');
      if (compare) VIEWS.forEach(function (v, i) {
        var b = btn(VIEW_NAMES[i], function () { go({ view: v }); }); b.append(el('kbd', null, i + 1)); b.dataset.v = v;
        cur.viewBtns.push(b); tools.append(b);
      });
      tools.append(el('span', 'lbl', 'zoom'));
      ZOOMS.forEach(function (z) { var b = btn(z === 'fit' ? 'fit' : z + '×', function () { go({ zoom: z }); }); b.dataset.z = z; cur.zoomBtns.push(b); tools.append(b); });
      if (r.box && r.size) {
        var lab = el('label', 'lbl'), cb = el('input'); cb.type = 'checkbox'; cb.checked = showBox;
        cb.addEventListener('change', function () { showBox = cb.checked; cur.stage.classList.toggle('nobox', !showBox); });
        lab.append(cb, document.createTextNode(' outline differing box')); tools.append(lab);
      }
      cur.stage = el('div', 'stage'); cur.ctl = el('div', 'ctl');
      d.append(tools, cur.ctl, cur.stage);
    }
    var info = el('div', 'info'), dl = el('dl'), side = el('div');
    function fact(k, v, mono) { if (v == null || v === '') return; dl.append(el('dt', null, k)); var dd = el('dd', mono ? 'mono' : null, v); dl.append(dd); }
    fact('Outcome', r.outcome);
    fact('Name', r.name, true);
    fact('Test', r.test, true);
    fact('Source', r.file ? r.file + (r.line != null ? ':' + r.line : '') : null, true);
    fact('Golden', r.golden || (r.outcome === 'passed' ? null : '(none)'), true);
    fact('Shard', r.shard);
    if (r.differing != null && r.outcome !== 'passed') fact('Differing', fmtN(r.differing) + (r.total ? ' of ' + fmtN(r.total) + ' px (' + pct(r) + ')' : ' px'));
    if (r.box) fact('Box', 'x ' + r.box[0] + ', y ' + r.box[1] + ', ' + r.box[2] + ' × ' + r.box[3]);
    if (r.maxDelta != null) fact('Max channel Δ', r.maxDelta + ' / 255');
    if (r.size) fact('Size', r.size[0] + ' × ' + r.size[1]);
    if (r.accept) {
      side.append(el('h3', null, 'Accept this change'));
      var acc = el('div', 'accept'), code = el('code', null, r.accept), cp = btn('Copy', function () { copyText(r.accept, cp, 'Copied', code); });
      acc.append(code, cp); side.append(acc);
    }
    if (r.message) { side.append(el('h3', null, 'Message')); side.append(el('pre', null, r.message)); }
    if (r.moved.length) {
      side.append(el('h3', null, 'Frames that moved (' + r.moved.length + ')'));
      var ul = el('ul', 'moved'); r.moved.forEach(function (m) { ul.append(el('li', null, m)); }); side.append(ul);
    }
    info.append(dl, side); d.append(info);
    return d;
  }
  function copyText(text, button, done, selectEl) {
    var old = button.textContent;
    function flash(t) { button.textContent = t; setTimeout(function () { button.textContent = old; }, 1400); }
    function fallback() {
      var target = selectEl;
      if (!target) { target = el('pre', null, text); target.style.cssText = 'position:fixed;left:-9999px'; document.body.append(target); }
      var sel = window.getSelection(); sel.selectAllChildren(target);
      var ok = false; try { ok = document.execCommand('copy'); } catch (e) { /* ignore */ }
      if (!selectEl) { sel.removeAllRanges(); target.remove(); }
      flash(ok ? done : selectEl ? 'Selected — press Ctrl+C' : 'Copy failed');
    }
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(function () { flash(done); }, fallback);
    else fallback();
  }

  // ---------- images ----------
  function frame(src, caption, cls) {
    var fig = el('figure'), f = el('div', 'frame' + (cls ? ' ' + cls : ''));
    if (caption) fig.append(el('figcaption', null, caption));
    fig.append(f);
    var entry = { fig: f, imgs: [], mark: null };
    function add(s, top) {
      var img = el('img', top ? 'top' : null); img.alt = s; img.draggable = false;
      img.addEventListener('load', layout);
      img.addEventListener('error', function () { f.classList.add('broken'); f.append(el('div', null, 'Image not found: ' + s)); img.remove(); });
      img.src = s; f.append(img); entry.imgs.push(img); return img;
    }
    entry.add = add;
    if (src) add(src);
    if (cur.r.box && (cur.compare || cur.r.diff)) { entry.mark = el('div', 'mark'); f.append(entry.mark); }
    cur.frames.push(entry);
    return { fig: fig, entry: entry };
  }
  function baseSize() {
    if (cur.r.size) return cur.r.size;
    for (var i = 0; i < cur.frames.length; i++) for (var j = 0; j < cur.frames[i].imgs.length; j++) {
      var im = cur.frames[i].imgs[j]; if (im.naturalWidth) return [im.naturalWidth, im.naturalHeight];
    }
    return null;
  }
  function layout() {
    if (!cur || !cur.stage) return;
    var size = baseSize(); if (!size) return;
    var s = +state.zoom, n = cur.frames.length;
    if (state.zoom === 'fit') {
      var avail = cur.stage.clientWidth - 8 - 16 * (n - 1), maxH = Math.max(160, document.querySelector('main').clientHeight - 130 - cur.ctl.offsetHeight);
      s = Math.min(avail / (n * size[0]), maxH / size[1], 8);
      s = s >= 1 ? Math.floor(s) : s;
    }
    cur.scale = s;
    cur.frames.forEach(function (f) {
      f.imgs.forEach(function (im) {
        im.style.width = (im.naturalWidth || size[0]) * s + 'px'; im.style.height = (im.naturalHeight || size[1]) * s + 'px';
      });
      if (f.mark && cur.r.box) {
        var b = cur.r.box;
        f.mark.style.cssText = 'left:' + b[0] * s + 'px;top:' + b[1] * s + 'px;width:' + b[2] * s + 'px;height:' + b[3] * s + 'px';
      }
    });
    cur.stage.style.maxHeight = Math.max(200, document.querySelector('main').clientHeight - 100 - cur.ctl.offsetHeight) + 'px';
    if (cur.range) cur.range.style.width = Math.max(120, Math.min(size[0] * s, cur.stage.clientWidth - 200)) + 'px';
  }
  function stopBlink() { if (blinkTimer) clearInterval(blinkTimer); blinkTimer = null; }
  function renderStage() {
    if (!cur || !cur.stage) return;
    stopBlink();
    var r = cur.r, st = cur.stage, view = state.view;
    st.textContent = ''; cur.ctl.textContent = ''; cur.frames = []; cur.range = null; cur.setPos = null;
    st.classList.toggle('nobox', !showBox);
    cur.viewBtns.forEach(function (b) { b.classList.toggle('on', b.dataset.v === view); b.setAttribute('aria-pressed', b.dataset.v === view); });
    cur.zoomBtns.forEach(function (b) { b.classList.toggle('on', b.dataset.z === state.zoom); b.setAttribute('aria-pressed', b.dataset.z === state.zoom); });
    if (!cur.compare) { cur.imgs.forEach(function (x) { st.append(frame(x[0], x[1]).fig); }); layout(); return; }
    if (view === 'side') {
      st.append(frame(r.expected, 'expected (golden)').fig, frame(r.actual, 'actual').fig);
      if (r.diff) st.append(frame(r.diff, 'diff').fig);
    } else if (view === 'diff') {
      st.append(r.diff ? frame(r.diff, 'diff').fig : el('div', 'note', 'No diff image in this result.'));
    } else if (view === 'slider') {
      var sl = frame(r.expected, null, 'slider'), f = sl.entry.fig;
      var top = sl.entry.add(r.actual, true), div = el('div', 'divider');
      if (sl.entry.mark) f.append(sl.entry.mark);
      f.append(div);
      var range = el('input'); range.type = 'range'; range.min = 0; range.max = 100; range.value = state.pos;
      range.setAttribute('aria-label', 'Divider position: left shows expected, right shows actual');
      cur.range = range;
      cur.setPos = function (p) { top.style.clipPath = 'inset(0 0 0 ' + p + '%)'; div.style.left = p + '%'; range.value = p; };
      cur.setPos(+state.pos);
      range.addEventListener('input', function () { cur.setPos(+range.value); go({ pos: range.value }, true); });
      var dragging = false;
      function fromPointer(e) {
        var rc = f.getBoundingClientRect(), p = Math.round(Math.max(0, Math.min(1, (e.clientX - rc.left) / rc.width)) * 100);
        cur.setPos(p); go({ pos: String(p) }, true);
      }
      f.addEventListener('pointerdown', function (e) { dragging = true; try { f.setPointerCapture(e.pointerId); } catch (x) { /* synthetic event */ } fromPointer(e); });
      f.addEventListener('pointermove', function (e) { if (dragging) fromPointer(e); });
      f.addEventListener('pointerup', function () { dragging = false; });
      f.addEventListener('pointercancel', function () { dragging = false; });
      cur.ctl.append(el('span', 'lbl', '◀ expected'), range, el('span', 'lbl', 'actual ▶')); st.append(sl.fig);
    } else if (view === 'blink') {
      var bl = frame(r.expected, null), bf = bl.entry.fig, act = bl.entry.add(r.actual, true);
      if (bl.entry.mark) bf.append(bl.entry.mark);
      var lbl = el('span', 'blinklbl'), showingActual = false;
      function show(a) { showingActual = a; act.style.visibility = a ? 'visible' : 'hidden'; lbl.textContent = a ? 'actual' : 'expected'; lbl.className = 'blinklbl badge o-' + (a ? 'recorded' : 'stale'); }
      function play() { stopBlink(); if (!blinkPaused) blinkTimer = setInterval(function () { show(!showingActual); }, 500); pause.textContent = blinkPaused ? 'Play' : 'Pause'; }
      var pause = btn('Pause', function () { blinkPaused = !blinkPaused; play(); });
      var swap = btn('Swap', function () { blinkPaused = true; play(); show(!showingActual); });
      cur.ctl.append(lbl, pause, swap);
      show(false); play(); st.append(bl.fig);
    }
    layout();
  }

  // ---------- start ----------
  function start() {
    renderRuns();
    var main = document.getElementById('main');
    if (!calls) {
      var n = el('div', 'note'); n.append(el('strong', null, 'No snapshots recorded yet'));
      n.append(el('span', null, sawError ? 'results.js could not be loaded completely: it may be truncated or malformed (see the error above).' : runs.length
        ? 'The run reported no snapshot results. Check that the tests call Cellshot and run them again.'
        : 'There is no results.js next to this page yet. Run swift test or cellshot verify, then reload.'));
      main.append(n); document.body.dataset.ready = 'empty'; return;
    }
    sorted = Array.from(results.values()).sort(function (a, b) {
      return ORDER.indexOf(a.outcome) - ORDER.indexOf(b.outcome) || collator.compare(a.name, b.name);
    });
    renderBar();
    document.getElementById('foot').hidden = false;
    apply();
    window.addEventListener('hashchange', apply);
    window.addEventListener('resize', function () { if (state.zoom === 'fit') layout(); });
    document.addEventListener('keydown', function (e) {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      var t = e.target;
      if (t.matches && t.matches('input[type=search], input[type=text], textarea')) { if (e.key === 'Escape') t.blur(); return; }
      if (e.key === '/') { e.preventDefault(); document.getElementById('q').focus(); }
      else if (e.key === 'j' || e.key === 'k') move(e.key === 'j' ? 1 : -1);
      else if (!state.open || !cur) return;
      else if (e.key === 'Escape') go({ open: '' });
      else if (/^[1-4]$/.test(e.key) && cur.compare) go({ view: VIEWS[+e.key - 1] });
      else if ((e.key === '+' || e.key === '=' || e.key === '-') && cur.stage) {
        var i = state.zoom === 'fit' ? ZOOMS.indexOf(String(Math.min(8, Math.pow(2, Math.round(Math.log2(cur.scale || 1)))))) : ZOOMS.indexOf(state.zoom);
        go({ zoom: ZOOMS[Math.max(0, Math.min(3, i + (e.key === '-' ? -1 : 1)))] });
      } else if (e.key === '0' && cur.stage) go({ zoom: 'fit' });
    });
    document.body.dataset.ready = 'yes';
  }
  document.addEventListener('DOMContentLoaded', start);
})();
</script>
<script src="results.js"></script>
</body>
</html>
"""#
}
