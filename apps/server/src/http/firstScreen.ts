/**
 * What the browser needs before it hydrates a page the server rendered (ADR 0041), named in the page's own HTML
 * so that it is fetched beside the entry script instead of after it: the page's chunk and the chunks it
 * imports, the kit's texts in the page's language (and in English, the fallback), and the app's strings when
 * the language is not English. The chunk names come from the web build's manifest (`dist/.vite/manifest.json`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of the Vite manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The web build's manifest, or null when the build has none. */
export function readViteManifest(distDir: string): ViteManifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}

/** The page a shell is answered for. */
export interface ArrivingPage {
  routeId: string;
  lng: string;
}

const LANGUAGE = /^[a-z]{2}$/;
const FALLBACK_LANGUAGE = 'en';
/** A part of the main layout in the server's markup whose code is a chunk of its own (apps/web MainLayout). */
const HYDRATED_PARTS = 'src/layouts/parts/PhoneNav.tsx';

/** The keys `key` imports statically, itself included. */
function closure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || manifest[key] === undefined) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The link tags for `page` (none for a language that is not two letters). Chunks the entry already imports are
 * left out: index.html preloads those.
 */
export function firstScreenLinks(manifest: ViteManifest | null, page: ArrivingPage): string[] {
  if (!LANGUAGE.test(page.lng)) return [];
  const links: string[] = [];
  if (manifest === null) return links;
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, entry);
  const wanted = new Set<string>();
  closure(manifest, `src/pages/routes/${page.routeId}.tsx`, wanted);
  // The layout's parts that hydrate from a chunk of their own (the phone's bottom navigation).
  closure(manifest, HYDRATED_PARTS, wanted);
  for (const lng of new Set([FALLBACK_LANGUAGE, page.lng]))
    closure(manifest, `../../packages/ui/src/i18n/${lng}.ts`, wanted);
  if (page.lng !== FALLBACK_LANGUAGE) closure(manifest, `src/i18n/locales/${page.lng}.ts`, wanted);
  for (const key of wanted) {
    // Low priority, as the entry's own (apps/web vite-plugins: the page paints from its markup, scripts hydrate it).
    if (!entry.has(key))
      links.push(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[key]!.file}">`);
  }
  return links;
}

/** The shell with its render-blocking script written into it, and the CSP hashes of the scripts it now holds. */
export interface InlinedShell {
  html: string;
  /** `'sha256-…'` sources for the CSP's script-src. */
  scriptHashes: string[];
}

/**
 * Writes the shell's render-blocking colour-mode script into it (it must run before the first paint, ~1 KB; as
 * a file it cost a round trip before anything could paint). The CSP allows it by its hash (no 'unsafe-inline').
 * The stylesheet stays a link: Vite's loader of lazy chunks checks for that link before it adds the
 * stylesheet, and would fetch and apply it a second time if the styles were inline.
 */
export function inlineRenderBlocking(html: string, distDir: string): InlinedShell {
  const scriptHashes: string[] = [];
  const out = html.replace(/<script src="\/([\w.-]+\.js)"><\/script>/g, (tag, file: string) => {
    const path = join(distDir, file);
    if (!existsSync(path)) return tag;
    const code = readFileSync(path, 'utf8');
    if (code.includes('</script')) return tag;
    scriptHashes.push(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    return `<script>${code}</script>`;
  });
  return { html: out, scriptHashes };
}
