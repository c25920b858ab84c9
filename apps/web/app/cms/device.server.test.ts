import { describe, expect, it } from 'vitest';
import { listDevices, signOutDevice, signOutOtherDevices } from './device.server';
import { fakeCms } from './fake-cms.test-support';
import { CmsError } from './errors.server';

let answer: unknown = {};
let received: { method?: string; path?: string; body?: unknown; token?: string } = {};

const { client } = fakeCms((request, body, response) => {
  received = { method: request.method, path: request.url, body: JSON.parse(body || 'null'), token: request.headers.authtoken as string | undefined };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer));
});

const laptop = { id: 'abc', name: 'Firefox on Windows', firstSeenAt: '2026-11-28T10:00:00.000Z', lastSeenAt: '2026-11-28T17:00:00.000Z', current: true };

describe('CMS device calls', () => {
  it("lists the parent's devices with the token", async () => {
    answer = { response_code: 200, response_message: 'Devices', response_data: [laptop] };
    await expect(listDevices(client(), 'jwt-1')).resolves.toEqual([laptop]);
    expect(received).toMatchObject({ method: 'GET', path: '/api/devices', token: 'jwt-1' });
  });

  it('fails loudly when the list has an unexpected shape', async () => {
    answer = { response_code: 200, response_message: 'Devices', response_data: [{ id: 'abc' }] };
    await expect(listDevices(client(), 'jwt-1')).rejects.toBeInstanceOf(CmsError);
  });

  it("signs out one device, passing on the CMS's 404 for one that is not the parent's", async () => {
    answer = { response_code: 404, response_message: 'Device not found' };
    await expect(signOutDevice(client(), 'jwt-1', 'xyz')).resolves.toEqual({ code: 404, message: 'Device not found' });
    expect(received).toMatchObject({ method: 'POST', path: '/api/devices/sign-out', body: { deviceId: 'xyz' }, token: 'jwt-1' });
  });

  it('signs out every other device', async () => {
    answer = { response_code: 200, response_message: 'Every other device has been signed out', response_data: { signedOut: 2 } };
    await expect(signOutOtherDevices(client(), 'jwt-1')).resolves.toEqual({ code: 200, message: 'Every other device has been signed out' });
    expect(received).toMatchObject({ method: 'POST', path: '/api/devices/sign-out-others', token: 'jwt-1' });
  });
});
