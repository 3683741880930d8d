import type request from 'supertest';

/** A supertest parser that keeps the body as bytes. */
export const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** A supertest parser that keeps a streamed body (server-sent events) as one UTF-8 string. */
export const streamedText = (
  response: request.Response,
  callback: (error: Error | null, body: string) => void,
) => {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('end', () => callback(null, text));
};
