import { describe, expect, it } from 'vitest';
import { createMemoryBus, subjectMatches, type BusMessage } from './bus';

describe('bus', () => {
  it('matches subjects as NATS does: * one token, > the rest', () => {
    expect(subjectMatches('feed.game.>', 'feed.game.12')).toBe(true);
    expect(subjectMatches('feed.game.>', 'feed.game')).toBe(false);
    expect(subjectMatches('feed.*.12', 'feed.game.12')).toBe(true);
    expect(subjectMatches('feed.*', 'feed.game.12')).toBe(false);
    expect(subjectMatches('feed.game.12', 'feed.game.13')).toBe(false);
  });

  it('the in-process bus delivers to matching subscribers until they unsubscribe; a failing one does not stop the others', async () => {
    const bus = createMemoryBus();
    const got: BusMessage[] = [];
    await bus.subscribe('feed.>', () => {
      throw new Error('broken subscriber');
    });
    const stop = await bus.subscribe('feed.game.*', (m) => got.push(m));
    await bus.publish('feed.game.1', { seq: 1 });
    await bus.publish('other.game.1', { seq: 2 });
    await stop();
    await bus.publish('feed.game.1', { seq: 3 });
    expect(got).toEqual([{ subject: 'feed.game.1', data: { seq: 1 } }]);
    await bus.close();
  });
});
