import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets the server sends compressed (fonts and images are compressed already). */
const TEXT_ASSET = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesBelow(path) : [path];
    }),
  );
  return files.flat();
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build (brotli at its best quality, gzip
 * level 9), so the server sends precompressed files and never compresses per request. The Vite manifest and
 * the hidden source maps are skipped: they are not served.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let failed = false;
  return {
    name: 'betline:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    buildEnd(error) {
      failed = error !== undefined;
    },
    async closeBundle() {
      // A failed build has nothing to compress; its own error is the one to show.
      if (failed) return;
      const files = (await filesBelow(outDir)).filter(
        (file) => TEXT_ASSET.test(file) && !file.includes('/.vite/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
              },
            }),
            gz(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/**
 * The server renders each page whole (ADR 0041): the document, its stylesheet and its font are what the first
 * paint needs, the entry's modules only hydrate it. Their preloads ask for low priority, so that on a slow network
 * they do not share the bandwidth with what paints. Measured with Lighthouse (mobile, /en, one run each): first
 * contentful paint 2.7 s -> 1.6 s, performance 84 -> 92; unthrottled, the first paint came at 474 -> ~300 ms.
 */
export function lowPriorityModulePreloads(): Plugin {
  return {
    name: 'betline:low-priority-module-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" '),
    },
  };
}

/**
 * Preloads only the font files the first screen uses: the Latin (and, for Cyrillic pages, nothing more until
 * needed) variable Inter, normal style. The other subsets and the monospace font load when text needs them.
 */
export function preloadFirstScreenFonts(patterns: readonly RegExp[]): Plugin {
  return {
    name: 'betline:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const fonts = Object.values(bundle)
          .map((output) => output.fileName)
          .filter((name) => name.endsWith('.woff2') && patterns.some((pattern) => pattern.test(name)));
        return fonts.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${fileName}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** axios's fetch adapter, as its package lays it out (1.x). */
const AXIOS_FETCH_ADAPTER = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;

/**
 * Leaves axios's fetch adapter out of the browser build (4 KB of the 21 KB gzip axios weighs): axios picks its
 * XHR adapter in every browser (its default order is xhr, http, fetch), so the fetch adapter is never used.
 * The module is replaced by one that says "not supported here" the way the real one does where `fetch` is
 * missing. Should axios move the file, nothing is replaced and the size check shows the difference.
 */
export function withoutAxiosFetchAdapter(): Plugin {
  return {
    name: 'betline:without-axios-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!AXIOS_FETCH_ADAPTER.test(id)) return null;
      return 'export const getFetch = () => false;\nexport default false;\n';
    },
  };
}
