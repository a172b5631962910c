import { readFileSync, readdirSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const dir = '/tmp/attrib-out/assets/';
const f = readdirSync(dir).filter((x) => /^index-.*\.js$/.test(x)).sort((a, b) => readFileSync(dir + b).length - readFileSync(dir + a).length)[0]!;
const code = readFileSync(dir + f, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(dir + f + '.map', 'utf8')));
const lines = code.split('\n');
const ms: { line: number; col: number; source: string | null }[] = [];
map.eachMapping((m) => ms.push({ line: m.generatedLine, col: m.generatedColumn, source: m.source }));
const out: string[] = [];
for (let i = 0; i < ms.length; i++) { const a = ms[i]!, b = ms[i + 1]; if (a.source) continue; const t = b && b.line === a.line ? lines[a.line - 1]!.slice(a.col, b.col) : lines[a.line - 1]!.slice(a.col); out.push(t); }
const joined = out.join('¦');
console.log(joined.length);
console.log(joined.slice(0, 6000));
