// Compiles the server for production: one ES module bundle of src/main.ts with our workspace packages
// (@betline/*, which export TypeScript source) inlined and every npm dependency left as an import, so that
// packages with files of their own (PGlite's WASM, pino-pretty) load from node_modules as usual.
//
// The bundle lives at dist/bin/main.js: two folders below the package root, like the src/<area>/ files it is
// made of, so that their `new URL('../../drizzle', import.meta.url)`-style paths resolve the same way.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(join(root, 'dist'), { recursive: true, force: true });

/** Bare imports stay imports, except our own workspace packages. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@betline/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/bin/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalDependencies],
});
console.log('server built: dist/bin/main.js');
