import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';

const cms = cmsForTests({}, { shared: true });

/** Sends a health check on `socket` and resolves with the status line of the answer. */
function healthOn(socket: net.Socket, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      socket.off('close', onClose);
      resolve(chunk.toString().split('\r\n')[0] ?? '');
    };
    const onClose = () => {
      socket.off('data', onData);
      reject(new Error('the CMS closed the kept connection'));
    };
    socket.once('data', onData);
    socket.once('close', onClose);
    socket.write(`GET /_health HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('the CMS test harness', () => {
  it('answers health checks on its own port', async () => {
    const response = await fetch(`${cms.url}/_health`);
    expect(response.status).toBe(204);
  });
});

describe('the CMS server', () => {
  it('keeps an idle connection open past Node’s 5 s default, so a client reusing it is not reset', async () => {
    const { hostname, port } = new URL(cms.url);
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    try {
      expect(await healthOn(socket, `${hostname}:${port}`)).toBe('HTTP/1.1 204 No Content');
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await healthOn(socket, `${hostname}:${port}`)).toBe('HTTP/1.1 204 No Content');
    } finally {
      socket.destroy();
    }
  });
});
