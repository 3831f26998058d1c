// Writes client/styles/fonts/dm-serif-display-subset.woff2: the display face
// cut to the characters headings use (printable ASCII, typographic
// punctuation, and the letters and marks of Spanish headings), smaller than
// the full Latin file. Rerun after changing the font or the character set.
import { readFile, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';

const SOURCE = 'node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2';
const TARGET = 'client/styles/fonts/dm-serif-display-subset.woff2';

let characters = '';
for (let code = 0x20; code < 0x7f; code++) characters += String.fromCharCode(code);
characters += '‘’“”–—…·©®é';
// Spanish: accented vowels, ñ, ü and the opening marks.
characters += 'áéíóúÁÉÍÓÚñÑüÜ¿¡';

const source = await readFile(SOURCE);
const subset = await subsetFont(source, characters, { targetFormat: 'woff2' });
await writeFile(TARGET, subset);
console.log(`${TARGET}: ${subset.length} bytes (from ${source.length})`);
