import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopProcessGroup, waitForAnswer } from '../../support/own-servers';
import { cmsFileFolders, loopbackUrl, suiteServers } from '../../support/servers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A CMS of this spec's own, with the media pipeline on: its address, and how to stop it. */
export type MediaPipelineCms = { url: string; stop(): Promise<void> };

/**
 * The built CMS, started the way the suite starts its own (tests/support/servers.ts) but with MEDIA_PIPELINE=on,
 * nothing seeded, on an SQLite file of its own: the suite's CMS keeps the pipeline off, so no other journey waits for
 * its files, and an empty CMS has no demo files to process before the one the journey uploads. Its own port and folders.
 */
export async function startMediaPipelineCms(webUrl: string): Promise<MediaPipelineCms> {
  const port = await freePort();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-admin-media-'));
  const [cms] = suiteServers({
    root,
    cmsPort: port,
    webPort: Number(new URL(webUrl).port),
    files: cmsFileFolders(root, folder),
    cmsEnv: { DATABASE_FILENAME: path.join(folder, 'cms.db'), SERVE_ADMIN_PANEL: 'true', SEED_DEMO: 'false', MEDIA_PIPELINE: 'on' },
    webEnv: {},
  });
  if (!cms) throw new Error('the suite has no CMS server to start');
  const log = path.join(root, 'test-results', 'server-logs', `cms-media-${port}.log`);
  const child = spawn('npx', ['strapi', 'start'], {
    cwd: cms.cwd,
    env: { ...process.env, ...cms.env },
    stdio: ['ignore', fs.openSync(log, 'a'), 'inherit'],
    detached: true,
  });
  const url = loopbackUrl(port);
  const stop = async () => {
    await stopProcessGroup(child);
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${url}/_health`, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

type Json = Record<string, unknown>;

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(value: unknown, name: string): unknown {
  return isJson(value) ? value[name] : undefined;
}

async function post(url: string, body: Json, token?: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * An admin user with the Editor role on an empty CMS, made the way a new team makes one: the first admin registers,
 * invites the editor, and the editor sets a password from the invitation.
 */
export async function registerEditor(cmsUrl: string, editor: { email: string; password: string }): Promise<void> {
  const owner = await post(`${cmsUrl}/admin/register-admin`, {
    email: 'owner@tate.test',
    firstname: 'Owner',
    lastname: 'Tate',
    password: editor.password,
  });
  const ownerToken = String(field(field(owner, 'data'), 'token'));
  const roles = field(await (await fetch(`${cmsUrl}/admin/roles`, { headers: { Authorization: `Bearer ${ownerToken}` } })).json(), 'data');
  const editorRole = Array.isArray(roles) ? roles.find((role) => field(role, 'code') === 'strapi-editor') : undefined;
  if (!editorRole) throw new Error('the Editor role is missing');
  const invited = await post(`${cmsUrl}/admin/users`, { email: editor.email, firstname: 'Edie', lastname: 'Tor', roles: [field(editorRole, 'id')] }, ownerToken);
  const registrationToken = String(field(field(invited, 'data'), 'registrationToken'));
  await post(`${cmsUrl}/admin/register`, { registrationToken, userInfo: { firstname: 'Edie', lastname: 'Tor', password: editor.password } });
}
