import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TApiError } from '@immodesk/contracts/common/errors';
import { translate } from '../i18n/translate';

/** Node's parser codes that mean "the client took too long", answered 408 like Node's own handler does. */
const TIMEOUT_CODES = new Set(['ERR_HTTP_REQUEST_TIMEOUT']);

/**
 * Requests Node's HTTP parser refuses before Koa sees them (a body longer or shorter than its Content-Length, both
 * Content-Length and Transfer-Encoding, a broken request line) get the API error shape instead of Node's bare
 * `400 Bad Request`. The language is unknown at that point: the product's default (nl) answers.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const isTimeout = TIMEOUT_CODES.has(error.code ?? '');
    const status = isTimeout ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body: TApiError = {
      code: 'validation_error',
      message: translate('nl', 'errors.unreadableRequest'),
    };
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${status} ${isTimeout ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  });
}
