#!/usr/bin/env node
// WCAG contrast ratio between two hex colours: node contrast.js #777 #fff
function lum(hex) {
  let h = hex.replace('#', '');
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const [fg, bg] = process.argv.slice(2);
if (!fg || !bg) { console.error('usage: contrast.js <fg> <bg>'); process.exit(2); }
const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
const ratio = (a + 0.05) / (b + 0.05);
console.log(`${fg} on ${bg}: ${ratio.toFixed(2)}:1  AA text ${ratio >= 4.5 ? 'pass' : 'FAIL'}  AA large ${ratio >= 3 ? 'pass' : 'FAIL'}`);
