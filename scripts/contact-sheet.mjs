// Makes docs/design/contact-sheet.png from the visual suite's screenshots (.tmp/screenshots/):
// the main pages on a phone in light and dark, and three on a laptop.
// Run after `npx playwright test visual`: node scripts/contact-sheet.mjs
import fs from 'node:fs';
import sharp from 'sharp';

const DIR = '.tmp/screenshots';
const OUT = 'docs/design/contact-sheet.png';
const PAGES = ['home', 'public-profile', 'members', 'search', 'edit-profile', 'games'];
const LAPTOP_PAGES = ['home', 'public-profile', 'members'];
const GAP = 12;
const PHONE = { width: 234, height: 506 }; // 390×844 at 60 %
const LAPTOP = { width: 492, height: 277 }; // 1366×768 at 36 %

const rows = [
  ...['light', 'dark'].map((scheme) => PAGES.map((name) => [`phone-${scheme}/${name}.png`, PHONE])),
  LAPTOP_PAGES.map((name, i) => [`laptop-${i === 1 ? 'dark' : 'light'}/${name}.png`, LAPTOP]),
];

const width = PAGES.length * (PHONE.width + GAP) + GAP;
const height = 2 * (PHONE.height + GAP) + LAPTOP.height + 2 * GAP;
const tiles = [];
let top = GAP;
for (const row of rows) {
  let left = GAP;
  for (const [file, size] of row) {
    const path = `${DIR}/${file}`;
    if (!fs.existsSync(path)) throw new Error(`${path} is missing: run the visual suite first`);
    const input = await sharp(path).resize(size.width, size.height, { position: 'top' }).toBuffer();
    tiles.push({ input, left, top });
    left += size.width + GAP;
  }
  top += row[0][1].height + GAP;
}
await sharp({ create: { width, height, channels: 3, background: '#d9d0e3' } })
  .composite(tiles)
  .png({ palette: true, quality: 80, compressionLevel: 9 })
  .toFile(OUT);
console.log(`${OUT}: ${width}×${height}, ${(fs.statSync(OUT).size / 1024).toFixed(0)} KB`);
