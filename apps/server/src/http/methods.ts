/**
 * 405 Method Not Allowed with `Allow`: the app remembers every route it registers (method and path
 * pattern); a request that matches no route but whose path exists for other methods is answered 405 with
 * the methods that path takes, instead of 404. Catch-all routes (`*`, the web app's files) do not count:
 * for them every path "exists".
 */
import type { FastifyInstance } from 'fastify';

interface Pattern {
  regex: RegExp;
  methods: Set<string>;
}

function toRegex(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

export interface RouteTable {
  /** The methods `path` takes (HEAD with GET), or an empty list when no route has this path. */
  allowedMethods(path: string): string[];
}

export function trackRoutes(app: FastifyInstance): RouteTable {
  const patterns = new Map<string, Pattern>();
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url || url.includes('*')) return;
    let entry = patterns.get(url);
    if (!entry) {
      entry = { regex: toRegex(url), methods: new Set() };
      patterns.set(url, entry);
    }
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      entry.methods.add(method);
      if (method === 'GET') entry.methods.add('HEAD');
    }
  });
  return {
    allowedMethods(path) {
      const methods = new Set<string>();
      for (const { regex, methods: m } of patterns.values()) {
        if (regex.test(path)) for (const method of m) methods.add(method);
      }
      return [...methods].sort();
    },
  };
}
