"""The comparison page's own CSS and script (the site's page wrapper supplies the rest).

The CSS keeps the page body within the screen at any width: the table scrolls inside its frame, with the
header row and the rule column sticky so a reader never loses which rule and which variant a value is. The
script only filters what the page already shows in full: it reads the reader's choice (from the form, or
`?v=a,b&all=1` in the address), hides the other columns, marks ≠ where the chosen variants differ, puts
those rows first and, by default, hides the rest.
"""

from __future__ import annotations

CSS = """
.choose{margin:.6em 0;display:flex;flex-direction:column;gap:.5em}
.choose .families{display:flex;flex-wrap:wrap;align-items:center;gap:.4em}
.choose .what{font-weight:600;margin-right:.2em}
.choose button{font:inherit;font-size:.9em;font-weight:600;padding:.2em .7em;border:1px solid #8c959f;
border-radius:6px;background:#f6f8fa;cursor:pointer}
.choose button:hover{background:#eaeef2}
.choose button[aria-pressed=true]{background:#0969da;border-color:#0969da;color:#fff}
.choose details{border:1px solid #d0d7de;border-radius:6px;padding:.3em .8em}
.choose summary{cursor:pointer}
.choose #chosen{color:#57606a}
.choose .family{display:flex;flex-wrap:wrap;align-items:center;gap:.2em .9em;margin:.3em 0}
.choose .family .name{font-weight:600;min-width:8em}
.choose .family label{white-space:nowrap}
.summary{color:#57606a;margin:.3em 0}
.contents a{margin-right:.9em;white-space:nowrap}
.scroll.grid{overflow:auto;max-height:calc(100vh - 3em);border:1px solid #d0d7de;border-radius:6px;
overscroll-behavior:contain}
table.compare{border-collapse:separate;border-spacing:0;margin:0;font-size:.9em}
table.compare>thead>tr>th,table.compare>tbody>tr>th,table.compare>tbody>tr>td{border:0;
border-right:1px solid #d0d7de;border-bottom:1px solid #d0d7de;
background:#fff;padding:.3em .5em;vertical-align:top;text-align:left}
table.compare>tbody>tr>td{min-width:8.5em;max-width:17em;overflow-wrap:anywhere}
table.compare>thead>tr>th{position:sticky;top:0;z-index:2;background:#f6f8fa;white-space:nowrap}
table.compare>tbody>tr>th[scope=row]{position:sticky;left:0;z-index:1;background:#f6f8fa;min-width:9em;max-width:14em;
font-weight:600;overflow-wrap:break-word}
table.compare thead th.corner{left:0;z-index:3}
table.compare tr.group th{background:#eaeef2;font-size:1.05em;padding:.4em .5em}
table.compare tr.group th span{position:sticky;left:.5em}
table.compare>tbody>tr.differs>td{background:#fff8f0}
table.compare>tbody>tr.differs>th[scope=row]{background:#ffeedd}
table.compare .mark{color:#bc4c00;font-weight:700;margin-left:.35em}
table.compare tr:not(.differs) .mark{display:none}
table.compare td.absent{color:#8c959f;text-align:center}
table.compare a.cite{font-size:.8em;vertical-align:super;line-height:0;text-decoration:none;color:#57606a;
margin-left:.2em;padding:0 .1em}
table.compare a.cite:hover{color:#0969da;text-decoration:underline}
table.compare thead a{color:inherit}
table.points{border-collapse:collapse;margin:0;font-size:.95em}
table.points th,table.points td{border:0;border-bottom:1px solid #eaeef2;padding:0 .5em 0 0;min-width:0;
background:transparent;position:static;font-weight:400;white-space:nowrap}
table.points thead th{color:#57606a;font-size:.85em}
table.points tbody th{font-weight:600}
@media (max-width:40em){
main.wide{padding:.5em .6em 2em}
table.compare{font-size:.82em}
table.compare>tbody>tr>th[scope=row]{min-width:6.5em;max-width:7.5em}
table.compare>tbody>tr>td{min-width:7em;max-width:11em}
}
""".strip()

SCRIPT = """
(function () {
  const form = document.getElementById('choose');
  const table = document.querySelector('table.compare');
  if (!form || !table) return;
  const boxes = Array.from(form.querySelectorAll('input[name=v]'));
  const only = document.getElementById('only-differing');
  const summary = document.getElementById('summary');
  const params = new URLSearchParams(location.search);
  const known = new Set(boxes.map(b => b.value));
  let chosen = (params.get('v') || '').split(',').filter(v => known.has(v));
  if (!chosen.length) {
    const first = form.querySelector('button[data-family]');
    const named = Array.from(form.querySelectorAll('button[data-family]'))
      .find(b => b.dataset.name === form.dataset.default) || first;
    chosen = named ? named.dataset.family.split(' ') : Array.from(known);
  }
  boxes.forEach(b => { b.checked = chosen.includes(b.value); });
  if (params.get('all') === '1') only.checked = false;
  form.hidden = false;

  function apply() {
    const on = new Set(boxes.filter(b => b.checked).map(b => b.value));
    const few = on.size < 2;
    table.querySelectorAll(':scope > thead > tr > [data-col], :scope > tbody > tr > [data-col]')
      .forEach(c => { c.hidden = !on.has(c.dataset.col); });
    let differ = 0, same = 0;
    Array.from(table.tBodies).forEach(body => {
      const rows = Array.from(body.rows).filter(r => r.dataset.key);
      rows.forEach(r => {
        const values = new Set(Array.from(r.cells)
          .filter(td => td.dataset.col && on.has(td.dataset.col)).map(td => td.dataset.c));
        const d = values.size > 1;
        r.classList.toggle('differs', d);
        r.classList.toggle('same', !d);
        r.hidden = only.checked && !few && !d;
        if (d) differ++; else same++;
      });
      rows.sort((a, b) => (b.classList.contains('differs') - a.classList.contains('differs'))
                          || (a.dataset.i - b.dataset.i)).forEach(r => body.appendChild(r));
      const shown = rows.some(r => !r.hidden);
      body.hidden = !shown;
      const head = body.rows[0] && body.rows[0].classList.contains('group') ? body.rows[0].cells[0] : null;
      if (head) head.colSpan = on.size + 1;
      const link = document.querySelector('a[data-group="' + body.id + '"]');
      if (link) link.hidden = !shown;
    });
    form.querySelectorAll('button[data-family]').forEach(b => {
      const members = b.dataset.family === '*' ? Array.from(known) : b.dataset.family.split(' ');
      b.setAttribute('aria-pressed', String(members.length === on.size && members.every(m => on.has(m))));
    });
    document.getElementById('chosen').textContent = Array.from(on).join(', ') || 'none';
    summary.textContent = few
      ? 'Choose two variants or more to see where they differ; every rule of the one chosen is shown.'
      : differ + ' of ' + (differ + same) + ' rules differ between the ' + on.size + ' variants chosen'
        + (only.checked ? '; the ' + same + ' they share are hidden.' : ', shown first; ≠ marks them.');
    try {
      const query = '?v=' + Array.from(on).join(',') + (only.checked ? '' : '&all=1');
      history.replaceState(null, '', query + location.hash);
    } catch (e) { /* a page opened from a file may not rewrite its address */ }
  }

  form.addEventListener('change', apply);
  form.querySelectorAll('button[data-family]').forEach(b => b.addEventListener('click', () => {
    const members = b.dataset.family === '*' ? Array.from(known) : b.dataset.family.split(' ');
    boxes.forEach(x => { x.checked = members.includes(x.value); });
    apply();
  }));
  apply();
})();
""".strip()
