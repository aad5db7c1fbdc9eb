import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

// A test's client of GET /api/events (Server-Sent Events), for the live-event tests of any module.

export type SseEvent = { id?: string; event: string; data: any };

/** A minimal EventSource over fetch: collects events, can wait for one, can be dropped. */
export class SseClient {
  events: SseEvent[] = [];
  ended = false;
  status = 0;
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];

  static async open(
    base: string,
    path: string,
    cookie: string,
    lastEventId?: string,
    bearer?: string,
  ): Promise<SseClient> {
    const c = new SseClient();
    const res = await fetch(`${base}${path}`, {
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : { cookie }),
        accept: 'text/event-stream',
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal: c.abort.signal,
    });
    c.status = res.status;
    if (res.ok && res.body) void c.read(res.body);
    else c.ended = true;
    return c;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const ev: Partial<SseEvent> = {};
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) ev.id = line.slice(4);
            else if (line.startsWith('event: ')) ev.event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (ev.event) this.events.push({ ...ev, event: ev.event, data: JSON.parse(data) });
          this.notify();
        }
      }
    } catch {
      /* aborted */
    }
    this.ended = true;
    this.notify();
  }

  private notify() {
    const w = this.waiters;
    this.waiters = [];
    w.forEach((f) => f());
  }

  async waitFor(pred: (e: SseEvent[]) => boolean, ms = 5_000): Promise<SseEvent[]> {
    const deadline = Date.now() + ms;
    while (!pred(this.events)) {
      if (Date.now() > deadline) {
        throw new Error(`timed out; got ${JSON.stringify(this.events.map((e) => e.event))}`);
      }
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.events;
  }

  of(name: string) {
    return this.events.filter((e) => e.event === name);
  }

  close() {
    this.abort.abort();
  }
}

export const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};
