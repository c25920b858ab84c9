import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceProofHeaders, readDevice, rememberDevice, type Device } from './device-cookie.server';

const env = { CLIENT_ADDRESS_SECRET: 'test-client-address-secret' };

/** The request a browser sends back with the cookie that `setCookie` set. */
function requestWith(setCookie: string): Request {
  return new Request('http://web.test/login', { headers: { Cookie: setCookie.split(';')[0] ?? '' } });
}

async function signedIn(email: string, device: Device | null = null): Promise<{ setCookie: string; device: Device }> {
  const setCookie = await rememberDevice(device, email);
  const read = await readDevice(requestWith(setCookie));
  if (!read) throw new Error('the device cookie was not read back');
  return { setCookie, device: read };
}

describe('the device cookie', () => {
  it('is set after a login as a long-lived, httpOnly, same-site cookie naming a new random device', async () => {
    const { setCookie, device } = await signedIn('ana@tate.example');
    expect(setCookie).toMatch(/^tate_device=/);
    expect(setCookie).toContain('Max-Age=31536000');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(device.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await signedIn('ana@tate.example')).device.id).not.toBe(device.id);
  });

  it('does not carry the e-mail address in clear', async () => {
    const { setCookie } = await signedIn('ana@tate.example');
    const value = decodeURIComponent(setCookie.slice('tate_device='.length).split(';')[0] ?? '');
    const payload = Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString();
    expect(payload).toContain('"accounts"');
    expect(payload).not.toContain('ana@tate.example');
  });

  it('keeps its id on later logins and remembers at most five accounts, newest first', async () => {
    let { device } = await signedIn('ana@tate.example');
    const id = device.id;
    for (const name of ['ben', 'cal', 'dee', 'eve', 'fay']) device = (await signedIn(`${name}@tate.example`, device)).device;
    expect(device.id).toBe(id);
    expect(device.accounts).toHaveLength(5);
    expect(deviceProofHeaders(device, 'fay@tate.example', env)).not.toEqual({});
    expect(deviceProofHeaders(device, 'ana@tate.example', env)).toEqual({});
    device = (await signedIn('ben@tate.example', device)).device;
    expect(device.accounts).toHaveLength(5);
  });

  it('is refused when altered or signed with another secret', async () => {
    const { setCookie } = await signedIn('ana@tate.example');
    const [nameValue] = setCookie.split(';');
    const tampered = new Request('http://web.test/login', { headers: { Cookie: `${nameValue?.slice(0, -2)}xx` } });
    expect(await readDevice(tampered)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ id: 'A'.repeat(22), accounts: [] })).toString('base64');
    expect(await readDevice(new Request('http://web.test/', { headers: { Cookie: `tate_device=${forged}` } }))).toBeNull();
    expect(await readDevice(new Request('http://web.test/'))).toBeNull();
  });
});

describe('the device proof sent to the CMS', () => {
  it('names the device and signs "device:<id>:<e-mail>" like the visitor address, for an account it signed in to', async () => {
    const { device } = await signedIn('Ana@Tate.example');
    const headers = deviceProofHeaders(device, ' ana@tate.EXAMPLE', env, 1_700_000_000_000);
    const digest = crypto
      .createHmac('sha256', env.CLIENT_ADDRESS_SECRET)
      .update(`1700000000000.device:${device.id}:ana@tate.example`)
      .digest('hex');
    expect(headers).toEqual({ 'x-tate-device': device.id, 'x-tate-device-signature': `1700000000000.${digest}` });
  });

  it('is not sent for another account, nor without a device cookie', async () => {
    const { device } = await signedIn('ana@tate.example');
    expect(deviceProofHeaders(device, 'ben@tate.example', env)).toEqual({});
    expect(deviceProofHeaders(null, 'ana@tate.example', env)).toEqual({});
  });
});
