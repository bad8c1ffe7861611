/**
 * A small round-robin load balancer for the scale test (bench/scale.ts): HTTP requests and WebSocket upgrades
 * go to the next backend in turn; a backend that refuses the connection is skipped for that request (the
 * request had not reached it, so it is sent to the next one) and for a second after. A request in flight when its backend dies is
 * answered 502: its fate is unknown to the client, which may send it again (a coupon keeps its id). The client's
 * address is appended to `X-Forwarded-For`, as a reverse proxy does (the servers run with TRUST_PROXY=1), and
 * every answer names its backend in `X-Backend`.
 */
import { request as httpRequest, createServer, Agent, type IncomingMessage, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export interface Backend {
  name: string;
  host: string;
  port: number;
}

export interface Balancer {
  readonly port: number;
  /** Requests (and upgrades) answered per backend name. */
  readonly served: Map<string, number>;
  /** Requests answered 502 because their backend failed with them in flight, by error code. */
  readonly lostInFlight: Map<string, number>;
  close(): Promise<void>;
}

function forwardedFor(req: IncomingMessage): string {
  const prior = req.headers['x-forwarded-for'];
  const client = req.socket.remoteAddress ?? '';
  return typeof prior === 'string' && prior.length > 0 ? `${prior}, ${client}` : client;
}

const refused = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';

export async function startBalancer(backends: readonly Backend[], port = 0): Promise<Balancer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const served = new Map<string, number>(backends.map((b) => [b.name, 0]));
  let turn = 0;
  const lost = new Map<string, number>();
  // A backend that refused a connection is skipped for a second (a passive health check).
  const downUntil = new Map<string, number>();
  /** The next backend in turn that is not known down and not tried yet for this request. */
  const next = (tried: ReadonlySet<string>) => {
    const now = Date.now();
    for (let i = 0; i < backends.length * 2; i++) {
      const backend = backends[turn++ % backends.length]!;
      if (tried.has(backend.name)) continue;
      if (i < backends.length && (downUntil.get(backend.name) ?? 0) > now) continue;
      return backend;
    }
    return backends[turn++ % backends.length]!;
  };
  const markDown = (backend: Backend) => downUntil.set(backend.name, Date.now() + 1_000);

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
      const tried = new Set<string>();
      const attempt = (left: number) => {
        const backend = next(tried);
        tried.add(backend.name);
        let answered = false;
        const upstream = httpRequest(
          { host: backend.host, port: backend.port, method: req.method, path: req.url, headers, agent },
          (answer) => {
            answered = true;
            served.set(backend.name, (served.get(backend.name) ?? 0) + 1);
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': backend.name });
            answer.pipe(res);
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('error', (error) => {
          if (answered) {
            res.destroy();
            return;
          }
          // Refused: the backend never saw the request, the next one may answer it. Any other failure (a reset
          // while the request was on its way or being handled) leaves its fate unknown: 502.
          if (refused(error)) markDown(backend);
          if (left > 1 && refused(error)) return attempt(left - 1);
          const code = (error as NodeJS.ErrnoException).code ?? 'error';
          lost.set(code, (lost.get(code) ?? 0) + 1);
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`backend ${backend.name}: ${(error as Error).message}`);
        });
        upstream.end(body);
      };
      attempt(backends.length);
    });
  });

  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    const tried = new Set<string>();
    const tryBackend = (left: number) => {
      const backend = next(tried);
      tried.add(backend.name);
      let connected = false;
      const upstream: Socket = connect(backend.port, backend.host, () => {
        connected = true;
        served.set(backend.name, (served.get(backend.name) ?? 0) + 1);
        const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
        const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1`];
        for (const [name, value] of Object.entries(headers)) {
          if (value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${v}`);
        }
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
        client.on('error', () => upstream.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      upstream.on('error', (error) => {
        if (!connected && refused(error)) markDown(backend);
        if (!connected && left > 1 && refused(error)) return tryBackend(left - 1);
        client.destroy();
      });
    };
    tryBackend(backends.length);
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the balancer has no port');
  return {
    port: address.port,
    served,
    lostInFlight: lost,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
