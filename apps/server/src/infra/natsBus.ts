/**
 * The bus over NATS JetStream (`NATS_URL`): publishes go to a JetStream stream (kept one hour, so a process
 * that restarts can look back), and every process subscribes to the subjects it fans out. Several server
 * processes then share one feed: the one driving the simulator publishes, all of them push to their clients.
 */
import { connect, JSONCodec, RetentionPolicy, StorageType, type NatsConnection } from 'nats';
import type { Bus, BusHandler } from './bus';

export interface NatsBusOptions {
  url: string;
  /** JetStream stream that keeps the published subjects (default `BETLINE_FEED`, `BETLINE_FEED_<namespace>`). */
  stream?: string;
  /**
   * Namespace of every subject on the NATS server (default `betline`): `feed.game.1` travels as
   * `betline.feed.game.1`, and the stream keeps `betline.>`. Sites (or test runs) sharing a NATS server use
   * different namespaces and stream names.
   */
  namespace?: string;
  /** How long the stream keeps a message (default one hour). */
  maxAgeMs?: number;
  /** Name of the connection, as the NATS server shows it. */
  name?: string;
}

export interface NatsBus extends Bus {
  /** Removes the stream from the server (test clean-up). */
  deleteStream(): Promise<void>;
}

export async function createNatsBus(options: NatsBusOptions): Promise<NatsBus> {
  const nc: NatsConnection = await connect({ servers: options.url, name: options.name ?? 'betline-server' });
  const ns = options.namespace ?? 'betline';
  // A namespace of its own keeps its messages in a stream of its own (a stream's subjects cannot overlap).
  const stream = options.stream ?? (ns === 'betline' ? 'BETLINE_FEED' : `BETLINE_FEED_${ns}`);
  const subjects = [`${ns}.>`];
  const jsm = await nc.jetstreamManager();
  try {
    await jsm.streams.info(stream);
  } catch {
    await jsm.streams.add({
      name: stream,
      subjects,
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: (options.maxAgeMs ?? 3_600_000) * 1_000_000,
    });
  }
  const js = nc.jetstream();
  const codec = JSONCodec();
  return {
    kind: 'nats',
    async publish(subject, data) {
      await js.publish(`${ns}.${subject}`, codec.encode(data));
    },
    subscribe(pattern, handler: BusHandler) {
      const sub = nc.subscribe(`${ns}.${pattern}`, {
        callback: (error, message) => {
          if (error) return;
          try {
            handler({ subject: message.subject.slice(ns.length + 1), data: codec.decode(message.data) });
          } catch {
            // A failing subscriber does not stop the subscription.
          }
        },
      });
      return Promise.resolve(async () => {
        sub.unsubscribe();
      });
    },
    async close() {
      if (!nc.isClosed()) await nc.drain();
    },
    async deleteStream() {
      await jsm.streams.delete(stream);
    },
  };
}
