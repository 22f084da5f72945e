// `npm run bench -- <name>`: the benchmarks, one module each. Figures go to docs/performance.md.
const benches: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  api: () => import('./api.ts'),
};

const name = process.argv[2];
const load = name ? benches[name] : undefined;
if (!load) {
  console.error(`Usage: npm run bench -- <${Object.keys(benches).join('|')}>`);
  process.exit(2);
}
await (await load()).run();
