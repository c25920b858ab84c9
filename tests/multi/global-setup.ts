import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { seededPostgresCmsEnv } from '../../scripts/lib/cms-env.mjs';
import { WEB_SECRET_NAMES, pickSecrets, randomSecrets } from '../../scripts/lib/secrets.mjs';
import { root, startService, stopService, waitForUrl } from '../../scripts/lib/run.mjs';

// The CMS's test helpers are CommonJS (apps/cms is not an ES module package): loaded with require.
const require = createRequire(import.meta.url);
const { startFakeStripe } = require('../../apps/cms/tests/fake-stripe/server.ts') as typeof import('../../apps/cms/tests/fake-stripe/server');
const { startTestS3 } = require('../../apps/cms/tests/s3-server.ts') as typeof import('../../apps/cms/tests/s3-server');

const DATABASE = 'tate_secweb_multi';
// A Redis database of its own, so other runs sharing the Redis server neither see nor spoil these counters.
const REDIS_URL = process.env.MULTI_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const LOGIN_LIMIT = 6;

function psql(sql: string): void {
  const result = spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const base = Number(process.env.MULTI_BASE_PORT ?? 1432);
  const cmsPorts = [base, base + 10];
  const webPorts = [base + 2000, base + 2010];
  const cmsUrls = cmsPorts.map((port) => `http://127.0.0.1:${port}`);
  const webUrls = webPorts.map((port) => `http://127.0.0.1:${port}`);
  const secrets = randomSecrets();
  const webhookSecret = `whsec_${secrets.CMS_WEBHOOK_SECRET}`;
  // Each CMS has a disk folder of its own (as on two machines); they share only the S3 store (s3rver, STORAGE=s3).
  const files = fs.mkdtempSync(path.join(tmpdir(), 'tate-multi-files-'));
  const s3 = await startTestS3(base + 20);

  psql(`DROP DATABASE IF EXISTS ${DATABASE}`);
  psql(`CREATE DATABASE ${DATABASE}`);
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
  const stripe = await startFakeStripe();

  const services: ChildProcess[] = [];
  const stop = async () => {
    for (const service of services) stopService(service);
    await stripe.stop();
    await s3.stop();
    fs.rmSync(files, { recursive: true, force: true });
  };

  try {
    // One after the other: the first seeds the shared database, the second finds it seeded.
    for (const [index, port] of cmsPorts.entries()) {
      const own = path.join(files, `cms-${index}`);
      const cms = startService(`cms-${index === 0 ? 'a' : 'b'}`, 'npx', ['strapi', 'start'], {
        cwd: path.join(root, 'apps/cms'),
        env: {
          // Each CMS tells its own web of published changes; the webs pass them on to each other through Redis.
          ...seededPostgresCmsEnv({ secrets, database: DATABASE, port, webUrl: webUrls[index], files: own }),
          REDIS_URL,
          RATE_LIMIT_LOGIN_MAX: String(LOGIN_LIMIT),
          ...s3.env(),
          STRIPE_SECRET_KEY: 'sk_test_tate',
          STRIPE_WEBHOOK_SECRET: webhookSecret,
          STRIPE_API_HOST: '127.0.0.1',
          STRIPE_API_PORT: String(stripe.port),
          STRIPE_API_PROTOCOL: 'http',
        },
      });
      services.push(cms);
      await waitForUrl(`${cmsUrls[index]}/_health`, { child: cms });
    }
    for (const [index, port] of webPorts.entries()) {
      const web = startService(`web-${index + 1}`, 'node', ['apps/web/server/index.js'], {
        env: {
          ...pickSecrets(secrets, WEB_SECRET_NAMES),
          PORT: String(port),
          HOST: '127.0.0.1',
          TRUST_PROXY: 'loopback',
          CMS_URL: cmsUrls[index],
          CMS_PUBLIC_URL: cmsUrls[index],
          // Pages load the store's files (covers from the public bucket, photos by signed link from the private one).
          MEDIA_ORIGINS: s3.endpoint,
          REDIS_URL,
        },
      });
      services.push(web);
      await waitForUrl(`${webUrls[index]}/home`, { child: web });
    }
  } catch (error) {
    await stop();
    throw error;
  }

  process.env.MULTI_CMS_A_URL = cmsUrls[0];
  process.env.MULTI_CMS_B_URL = cmsUrls[1];
  process.env.MULTI_WEB_1_URL = webUrls[0];
  process.env.MULTI_WEB_2_URL = webUrls[1];
  process.env.MULTI_STRIPE_WEBHOOK_SECRET = webhookSecret;
  process.env.MULTI_LOGIN_LIMIT = String(LOGIN_LIMIT);
  process.env.MULTI_FAKE_STRIPE_PORT = String(stripe.port);
  process.env.MULTI_S3_ENDPOINT = s3.endpoint;
  return stop;
}
