// Rewrites the generated part of docs/architecture.md (the layer diagram and table) from tooling/layers.js.
// tooling/test/layers.test.ts fails when the doc and the table disagree; run this to fix the doc.
import { readFileSync, writeFileSync } from 'node:fs';
import { GENERATED_BEGIN, GENERATED_END, renderLayersDoc } from './layers.js';

const docPath = new URL('../docs/architecture.md', import.meta.url);
const doc = readFileSync(docPath, 'utf8');
const begin = doc.indexOf(GENERATED_BEGIN);
const end = doc.indexOf(GENERATED_END);
if (begin < 0 || end < begin) throw new Error(`docs/architecture.md has no "${GENERATED_BEGIN}" … "${GENERATED_END}" section`);
writeFileSync(docPath, doc.slice(0, begin) + renderLayersDoc() + doc.slice(end + GENERATED_END.length));
console.log('docs/architecture.md: layer diagram and table rewritten from tooling/layers.js');
