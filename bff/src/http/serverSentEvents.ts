import { PassThrough } from 'node:stream';
import type { AppRouterContext } from './appContext';

export type EventStream = {
  send(event: { type: string } & Record<string, unknown>): void;
  close(): void;
  /** Aborts when the client goes away (the Stop button closes the request). */
  signal: AbortSignal;
};

/** Answers the request with a server-sent event stream (`event:` the type, `data:` JSON), uncompressed and unbuffered. */
export function openEventStream(ctx: AppRouterContext): EventStream {
  const stream = new PassThrough();
  const controller = new AbortController();
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.status = 200;
  ctx.type = 'text/event-stream';
  ctx.set('Cache-Control', 'no-cache, no-transform');
  ctx.set('X-Accel-Buffering', 'no');
  // Compression would hold the events back until a buffer fills.
  ctx.compress = false;
  ctx.body = stream;
  ctx.res.on('close', () => controller.abort());
  return {
    send: ({ type, ...data }) => {
      if (!stream.writableEnded)
        stream.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    },
    close: () => stream.end(),
    signal: controller.signal,
  };
}
