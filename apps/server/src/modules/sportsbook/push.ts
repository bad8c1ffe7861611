/**
 * The push channel (`GET /web-api/sportsbook/push`, WebSocket): clients subscribe to games and lists; feed
 * updates arrive through the bus (any process's simulator) and are fanned out to the matching connections in
 * sequence order. `resume` replays what a client missed from the stored events before live updates continue.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {} from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  pushClientMessageSchema,
  SPORTSBOOK_PATHS,
  type PushList,
  type PushServerMessage,
} from '@betline/contracts';
import type { Bus } from '../../infra/bus';
import { describeIssues } from '../../http/zod';
import { FEED_SUBJECT_PREFIX, type FeedBusMessage, type FeedService } from '../feed/service';
import type { SupportBusMessage } from '../support/service';

export interface PushOptions {
  feed: FeedService;
  bus: Bus;
  /** Milliseconds between two heartbeats (default 15 000). */
  heartbeatMs?: number;
  /**
   * The signed-in player of the socket's request (its session cookie), for `support` subscriptions; null for a
   * guest. Without it no socket follows support tickets.
   */
  playerOf?: (request: FastifyRequest) => Promise<number | null>;
}

/** Most events replayed by one resume; older gaps answer `reset`. */
const MAX_REPLAY = 5_000;
const MAX_SUBSCRIPTIONS = 200;

interface Connection {
  socket: WebSocket;
  games: Set<number>;
  lists: Set<string>;
  lastSeq: number;
  /** Live updates that arrive while a resume replays stored ones. */
  buffer: FeedBusMessage[] | null;
  /** The player whose support tickets this socket follows (a `support` subscription of a signed-in socket). */
  supportPlayer: number | null;
}

function listKey(list: PushList): string {
  return `${list.section}:${list.sportId ?? '*'}`;
}

function parseListKey(key: string): PushList {
  const [section, sport] = key.split(':');
  return {
    section: section === 'live' ? 'live' : 'line',
    ...(sport && sport !== '*' ? { sportId: Number(sport) } : {}),
  };
}

/** Whether a connection wants an update. A game that starts or finishes belongs to both sections' lists. */
function wants(conn: Connection, m: FeedBusMessage): boolean {
  if (conn.games.has(m.gameId)) return true;
  const sections =
    m.status === 'finished' || m.events.some((e) => e.type === 'start')
      ? ['line', 'live']
      : [m.status === 'line' ? 'line' : 'live'];
  return sections.some((s) => conn.lists.has(`${s}:*`) || conn.lists.has(`${s}:${m.sportId}`));
}

function send(conn: Connection, message: PushServerMessage): void {
  if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
}

function deliver(conn: Connection, m: FeedBusMessage): void {
  if (m.seq <= conn.lastSeq || !wants(conn, m)) return;
  conn.lastSeq = m.seq;
  send(conn, {
    type: 'update',
    seq: m.seq,
    gameId: m.gameId,
    sportId: m.sportId,
    status: m.status,
    suspended: m.suspended,
    clockSec: m.clockSec,
    period: m.period,
    score: m.score,
    events: m.events,
    odds: m.odds,
  });
}

export const sportsbookPush: FastifyPluginAsync<PushOptions> = async (
  app,
  { feed, bus, heartbeatMs = 15_000, playerOf },
) => {
  const connections = new Set<Connection>();
  // A ticket of a player's changed: the sockets that follow that player's tickets are told (ids only).
  const unsubscribeSupport = await bus.subscribe('support.player.*', ({ data }) => {
    const m = data as SupportBusMessage;
    for (const conn of connections) {
      if (conn.supportPlayer !== m.playerId) continue;
      send(conn, { type: 'support', ticketId: m.ticketId, status: m.status, messageId: m.messageId });
    }
  });
  let latest = 0;
  const unsubscribe = await bus.subscribe(`${FEED_SUBJECT_PREFIX}.>`, ({ data }) => {
    const m = data as FeedBusMessage;
    latest = Math.max(latest, m.seq);
    for (const conn of connections) {
      if (conn.buffer) conn.buffer.push(m);
      else deliver(conn, m);
    }
  });
  const heartbeat = setInterval(() => {
    const time = new Date().toISOString();
    for (const conn of connections) {
      // A connection not greeted yet (its hello waits for the newest sequence) gets no beat before the hello.
      if (conn.buffer) continue;
      send(conn, { type: 'heartbeat', seq: Math.max(latest, conn.lastSeq), time });
    }
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await unsubscribe();
    await unsubscribeSupport();
    for (const conn of connections) conn.socket.close(1001, 'server shutting down');
  });

  async function resume(conn: Connection, seq: number): Promise<void> {
    conn.buffer = [];
    try {
      const oldest = await feed.oldestSeq();
      const newest = await feed.latestSeq();
      if (seq < newest && (oldest === 0 || seq < oldest - 1 || newest - seq > MAX_REPLAY)) {
        conn.lastSeq = newest;
        send(conn, {
          type: 'reset',
          seq: newest,
          message: `events after ${seq} are no longer kept: reload and subscribe again`,
        });
      } else {
        conn.lastSeq = seq;
        for (const m of await feed.eventsSince(seq, undefined, MAX_REPLAY)) deliver(conn, m);
        // Everything up to `newest` has been looked at (other games' events included).
        conn.lastSeq = Math.max(conn.lastSeq, newest);
        send(conn, { type: 'resumed', seq: conn.lastSeq });
      }
    } finally {
      const buffered = conn.buffer ?? [];
      conn.buffer = null;
      for (const m of buffered.sort((a, b) => a.seq - b.seq)) deliver(conn, m);
    }
  }

  /** Follows (or stops following) the socket's player's support tickets; a guest's socket follows none. */
  async function followSupport(conn: Connection, request: FastifyRequest, on: boolean): Promise<void> {
    conn.supportPlayer = on && playerOf ? await playerOf(request) : null;
  }

  app.get(SPORTSBOOK_PATHS.push, { websocket: true }, async (socket, request) => {
    const conn: Connection = {
      socket,
      games: new Set(),
      lists: new Set(),
      lastSeq: 0,
      buffer: [],
      supportPlayer: null,
    };
    connections.add(conn);
    socket.on('close', () => connections.delete(conn));
    socket.on('message', (raw: Buffer) => {
      let data: unknown;
      try {
        data = JSON.parse(raw.toString('utf8'));
      } catch {
        send(conn, { type: 'error', message: 'a message is one JSON object' });
        return;
      }
      const parsed = pushClientMessageSchema.safeParse(data);
      if (!parsed.success) {
        send(conn, { type: 'error', message: describeIssues('message', data, parsed.error.issues) });
        return;
      }
      const message = parsed.data;
      switch (message.type) {
        case 'ping':
          send(conn, { type: 'pong' });
          return;
        case 'resume':
          void resume(conn, message.seq).catch((error: unknown) => {
            app.log.error({ err: error }, 'push: resume failed');
            send(conn, { type: 'error', message: 'resume failed: reload and subscribe again' });
          });
          return;
        case 'subscribe':
        case 'unsubscribe': {
          const add = message.type === 'subscribe';
          for (const id of message.gameIds ?? []) {
            if (add) conn.games.add(id);
            else conn.games.delete(id);
          }
          for (const list of message.lists ?? []) {
            if (add) conn.lists.add(listKey(list));
            else conn.lists.delete(listKey(list));
          }
          if (conn.games.size + conn.lists.size > MAX_SUBSCRIPTIONS) {
            send(conn, {
              type: 'error',
              message: `at most ${MAX_SUBSCRIPTIONS} subscriptions per connection`,
            });
            for (const id of message.gameIds ?? []) conn.games.delete(id);
            for (const list of message.lists ?? []) conn.lists.delete(listKey(list));
          }
          const answer = () =>
            send(conn, {
              type: 'subscribed',
              gameIds: [...conn.games],
              lists: [...conn.lists].map(parseListKey),
              ...(message.support === undefined ? {} : { support: conn.supportPlayer !== null }),
            });
          if (message.support === undefined) {
            answer();
            return;
          }
          void followSupport(conn, request, add && message.support)
            .catch((error: unknown) => {
              app.log.error({ err: error }, 'push: support subscription failed');
              conn.supportPlayer = null;
            })
            .then(answer);
        }
      }
    });
    // The hello names the newest sequence: a client that keeps it can resume from there after a reconnect.
    try {
      const seq = Math.max(await feed.latestSeq(), latest);
      conn.lastSeq = seq;
      send(conn, { type: 'hello', seq, heartbeatMs });
    } finally {
      const buffered = conn.buffer ?? [];
      conn.buffer = null;
      for (const m of buffered) deliver(conn, m);
    }
  });
};
