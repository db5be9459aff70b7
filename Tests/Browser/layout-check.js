// Runs in a test page that holds the HTML report in an iframe (srcdoc, so
// the frame is of the same origin), never in the page Tally writes. After
// layout it writes what the browser measured in the frame into the test
// page as lines of text, for `chromium --dump-dom` to hand back:
//   viewport W · scroll W · dark true|false · background rgb(…)
//   label inside|outside SVG-CLASS TEXT  (each <text> of each visible <svg>)
//   overflow TAG.CLASS  (elements reaching past the frame's right edge)
addEventListener('load', () => {
  const frame = document.getElementById('page').contentWindow;
  const doc = frame.document;
  const lines = [];
  lines.push('viewport ' + frame.innerWidth);
  lines.push('scroll ' + doc.scrollingElement.scrollWidth);
  lines.push('dark ' + frame.matchMedia('(prefers-color-scheme: dark)').matches);
  lines.push('background ' + frame.getComputedStyle(doc.body).backgroundColor);
  for (const svg of doc.querySelectorAll('svg')) {
    const box = svg.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    for (const t of svg.querySelectorAll('text')) {
      const b = t.getBoundingClientRect();
      const inside = b.left >= box.left - 0.5 && b.right <= box.right + 0.5 && b.top >= box.top - 0.5 && b.bottom <= box.bottom + 0.5;
      lines.push('label ' + (inside ? 'inside' : 'outside') + ' ' + svg.getAttribute('class').replace(/ /g, '.') + ' ' + t.textContent);
    }
  }
  for (const e of doc.querySelectorAll('body *')) {
    if (e.getBoundingClientRect().right > frame.innerWidth + 0.5) lines.push('overflow ' + e.tagName + '.' + String(e.getAttribute('class') || ''));
  }
  const out = document.createElement('pre');
  out.id = 'layout-check';
  out.textContent = '\n' + lines.join('\n') + '\n';
  document.body.appendChild(out);
});
