/**
 * What the first screen of a page needs, named in the page's own HTML so the browser fetches it beside the entry
 * script instead of after it: the arriving page's chunk and the chunks it imports, the kit's texts in the page's
 * language (and in English, the fallback), the app's strings when the language is not English, and the three
 * GET requests the guards make before anything shows (site config, the features and routing config groups, the
 * maintenance window). The app makes exactly these requests (`warmUp`); preloaded, each is answered from what
 * the browser already holds. The chunk names come from the web build's manifest (`dist/.vite/manifest.json`).
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
/** The app's module of the age question (apps/web `site/AgeGateView.tsx`). */
const AGE_GATE_MODULE = 'src/site/AgeGateView.tsx';
const FALLBACK_LANGUAGE = 'en';

/** The keys `key` imports statically, itself included. */
function closure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || manifest[key] === undefined) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The request paths the app's guards ask first (apps/web `warmUp`, `loadConfigGroups`, `fetchMaintenance`). */
export function firstScreenRequests(lng: string): string[] {
  const lang = encodeURIComponent(lng);
  return [
    `/bff-api/config/all.json?lang=${lang}`,
    `/bff-api/config/groups?${new URLSearchParams({ groups: 'features,routing', lang }).toString()}`,
    '/web-api/api/v1/maintenance',
  ];
}

/**
 * The link tags for `page` (none for a language that is not two letters). Chunks the entry already imports are
 * left out: index.html preloads those. `parts` are the parts of the server's picture, when it draws one.
 */
export function firstScreenLinks(
  manifest: ViteManifest | null,
  page: ArrivingPage,
  parts: readonly string[] = [],
): string[] {
  if (!LANGUAGE.test(page.lng)) return [];
  const links = firstScreenRequests(page.lng).map(
    (href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`,
  );
  if (manifest === null) return links;
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, entry);
  const wanted = new Set<string>();
  closure(manifest, `src/pages/routes/${page.routeId}.tsx`, wanted);
  // A picture that shows the age question: the app draws it first thing, from a module of its own.
  if (parts.includes('notices')) closure(manifest, AGE_GATE_MODULE, wanted);
  for (const lng of new Set([FALLBACK_LANGUAGE, page.lng]))
    closure(manifest, `../../packages/ui/src/i18n/${lng}.ts`, wanted);
  if (page.lng !== FALLBACK_LANGUAGE) closure(manifest, `src/i18n/locales/${page.lng}.ts`, wanted);
  for (const key of wanted) {
    if (!entry.has(key)) links.push(`<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
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
