/**
 * The operator's documented command (`npm run demo -- ...`, scripts/demo-switch.mjs) against a listening server.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { demoSwitchesStateSchema } from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';

const script = join(dirname(fileURLToPath(import.meta.url)), '../../../scripts/demo-switch.mjs');
const run = promisify(execFile);

describe('npm run demo (scripts/demo-switch.mjs)', () => {
  let database: TestDatabase;
  let app: App;
  let base: string;

  beforeAll(async () => {
    database = await createSeededDatabase(drivers[0]!);
    app = buildApp({ db: database, webDistDir: null, demoMode: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const demo = async (...args: string[]) => {
    const { stdout } = await run(process.execPath, [script, ...args], {
      env: { ...process.env, BETLINE_URL: base },
    });
    return demoSwitchesStateSchema.parse(JSON.parse(stdout));
  };

  it('switches maintenance, a block reason and new terms on and off', async () => {
    expect((await demo('maintenance', 'on', '15')).maintenance.isActive).toBe(true);
    expect((await demo('maintenance', 'off')).maintenance.isActive).toBe(false);
    expect((await demo('block', '13')).block.reason).toBe(13);
    expect((await demo('block', 'off')).block.reason).toBeNull();
    const before = (await demo('status')).terms.version;
    expect((await demo('terms', 'on')).terms.version).toBe(before + 1);
    expect((await demo('terms', 'off')).terms.version).toBe(before);
  });

  it('explains a wrong command and a server that is not in demo mode', async () => {
    await expect(
      run(process.execPath, [script, 'block', '6'], { env: { ...process.env, BETLINE_URL: base } }),
    ).rejects.toMatchObject({
      stderr: expect.stringMatching(/400: body\.reason/),
    });
    await expect(run(process.execPath, [script, 'lights', 'on'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/unknown switch "lights"/),
    });
    const plain = buildApp({ db: database, webDistDir: null });
    await plain.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(plain.server.address() as AddressInfo).port}`;
      await expect(
        run(process.execPath, [script, 'status'], { env: { ...process.env, BETLINE_URL: url } }),
      ).rejects.toMatchObject({
        stderr: expect.stringMatching(/DEMO_MODE=true/),
      });
    } finally {
      await plain.close();
    }
  });
});
