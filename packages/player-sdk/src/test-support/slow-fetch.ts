/** A fetch that streams `totalBytes` in `parts` pieces, `delayMs` apart, with a content length. */
export function slowFetch(totalBytes: number, parts: number, delayMs: number): typeof fetch {
  return async () => {
    const partSize = Math.ceil(totalBytes / parts);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= totalBytes) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        const size = Math.min(partSize, totalBytes - sent);
        sent += size;
        controller.enqueue(new Uint8Array(size));
      },
    });
    return new Response(body, { headers: { 'content-length': String(totalBytes), 'content-type': 'audio/mpeg' } });
  };
}
