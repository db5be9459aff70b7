// Runs in a test page that holds HTML reports in iframes (srcdoc, so each
// frame is of the same origin), never in a page Tally writes. After layout
// it writes what the browser measured in each frame into the test page as
// lines of text, for `chromium --dump-dom` to hand back, each line headed
// by the frame's data-name and a `|`:
//   viewport W · scroll W · dark true|false · background rgb(…) · ink rgb(…)
//   label inside|outside SVG-CLASS TEXT  (each <text> of each visible <svg>)
//   overflow TAG.CLASS  (elements reaching past the frame's right edge)
//   centre AMOUNT  (the donut's centre, its exact amount)
//   legend AMOUNT  (each legend row shown, its exact amount)
//   budget PERCENT|THRESHOLDS|CLASSES|COLOR|BORDER  (each budget's percentage
//     used, its thresholds, and its percentage's classes, color and border)
addEventListener('load', () => {
  const lines = [];
  for (const iframe of document.querySelectorAll('iframe')) {
    const frame = iframe.contentWindow;
    const doc = frame.document;
    const name = iframe.getAttribute('data-name') || 'page';
    const say = (line) => lines.push(name + '|' + line);
    const shown = (e) => e.getClientRects().length > 0 && frame.getComputedStyle(e).visibility !== 'hidden';
    say('viewport ' + frame.innerWidth);
    say('scroll ' + doc.scrollingElement.scrollWidth);
    say('dark ' + frame.matchMedia('(prefers-color-scheme: dark)').matches);
    say('background ' + frame.getComputedStyle(doc.body).backgroundColor);
    say('ink ' + frame.getComputedStyle(doc.body).color);
    for (const svg of doc.querySelectorAll('svg')) {
      const box = svg.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      for (const t of svg.querySelectorAll('text')) {
        const b = t.getBoundingClientRect();
        const inside = b.left >= box.left - 0.5 && b.right <= box.right + 0.5 && b.top >= box.top - 0.5 && b.bottom <= box.bottom + 0.5;
        say('label ' + (inside ? 'inside' : 'outside') + ' ' + String(svg.getAttribute('class') || '').replace(/ /g, '.') + ' ' + t.textContent);
      }
    }
    for (const e of doc.querySelectorAll('body *')) {
      if (e.getBoundingClientRect().right > frame.innerWidth + 0.5) say('overflow ' + e.tagName + '.' + String(e.getAttribute('class') || ''));
    }
    for (const c of doc.querySelectorAll('.donut-total')) if (shown(c)) say('centre ' + c.getAttribute('data-amount'));
    for (const r of doc.querySelectorAll('.legend tr[data-amount]')) if (shown(r)) say('legend ' + r.getAttribute('data-amount'));
    for (const p of doc.querySelectorAll('.progress[data-thresholds]')) {
      const b = p.querySelector('b');
      const style = frame.getComputedStyle(b);
      say('budget ' + [p.getAttribute('data-percent') || '', p.getAttribute('data-thresholds'), b.className, style.color, style.borderTopColor].join('|'));
    }
  }
  const out = document.createElement('pre');
  out.id = 'layout-check';
  out.textContent = '\n' + lines.join('\n') + '\n';
  document.body.appendChild(out);
});
