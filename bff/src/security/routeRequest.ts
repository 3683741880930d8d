import type request from 'supertest';
import type { InventoryRoute } from './routeInventory';

export type Client = ReturnType<typeof request.agent>;

/** What a request carries: JSON, raw bytes with a content type, a multipart form, or nothing. */
export type RequestBody =
  | { json: unknown }
  | { raw: string | Buffer; contentType?: string }
  | { multipart: { fields: Record<string, string>; file?: { content: Buffer; name: string } } }
  | { none: true };

/** The route's path with each `:name` replaced by its (URL-encoded) value. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** Sends `body` to the route at `path` as `client`. */
export function callRoute(client: Client, route: InventoryRoute, path: string, body: RequestBody) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const call = client[method](path);
  if ('json' in body) return call.set('Content-Type', 'application/json').send(JSON.stringify(body.json));
  if ('raw' in body) {
    if (body.contentType !== undefined) call.set('Content-Type', body.contentType);
    // superagent would send a Buffer under a JSON type as JSON ({"type":"Buffer",…}): the bytes go as they are.
    if (Buffer.isBuffer(body.raw)) call.serialize((bytes: unknown) => bytes as string);
    return call.send(body.raw);
  }
  if ('multipart' in body) {
    for (const [name, value] of Object.entries(body.multipart.fields)) call.field(name, value);
    if (body.multipart.file) call.attach('file', body.multipart.file.content, body.multipart.file.name);
    return call;
  }
  return call;
}

/** Text fields as a form sends them: every value a string (arrays and objects as JSON). */
export function formFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      typeof field === 'string' ? field : JSON.stringify(field),
    ]),
  );
}
