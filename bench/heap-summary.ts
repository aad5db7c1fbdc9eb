// `node bench/heap-summary.ts <file.heapsnapshot> [top]`: what a V8 heap snapshot holds, summed by
// constructor (self sizes; the snapshot's total is the live set after the GC it forces). Used for issue
// 30's memory work on the snapshots `MEMORY_SNAPSHOT=1 node bench/memory.ts` writes.
import fs from 'node:fs';

const [file, topArg = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/heap-summary.ts <file.heapsnapshot> [top]');
const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
};
const fields = snap.snapshot.meta.node_fields;
const types = snap.snapshot.meta.node_types[0];
const [TYPE, NAME, SIZE] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [
  number,
  number,
  number,
];
const byKey = new Map<string, { size: number; count: number }>();
let total = 0;
for (let i = 0; i < snap.nodes.length; i += fields.length) {
  const type = types[snap.nodes[i + TYPE]!]!;
  const name = type === 'object' || type === 'native' ? snap.strings[snap.nodes[i + NAME]!]! : `(${type})`;
  const size = snap.nodes[i + SIZE]!;
  total += size;
  const e = byKey.get(name) ?? { size: 0, count: 0 };
  e.size += size;
  e.count += 1;
  byKey.set(name, e);
}
const mb = (n: number) => (n / 1048576).toFixed(1);
console.log(`${file}: ${mb(total)} MB in ${snap.nodes.length / fields.length} objects`);
for (const [name, e] of [...byKey].sort((a, b) => b[1].size - a[1].size).slice(0, Number(topArg))) {
  console.log(`${mb(e.size).padStart(7)} MB ${String(e.count).padStart(8)}  ${name.slice(0, 90)}`);
}
