import type { FastifyInstance } from 'fastify';

/**
 * A body that is not UTF-8, or a form whose %-escapes are broken or not UTF-8: a 400, which each
 * service answers in its own shape (the API's envelope, the identity's OAuth error).
 */
export class BodyEncodingError extends Error {
  readonly statusCode = 400;

  constructor(message: string) {
    super(message);
    this.name = 'BodyEncodingError';
  }
}

/**
 * Decodes strictly. Buffer#toString, which Fastify's own parsers use, turns every invalid byte
 * into U+FFFD: a password or a message would be stored or checked other than it was sent.
 */
function decodeUtf8(body: Buffer): string {
  try {
    // ignoreBOM: a leading BOM stays in the text, as before, for the JSON parser to deal with.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    throw new BodyEncodingError('The request body is not valid UTF-8.');
  }
}

/**
 * JSON bodies decoded strictly, then parsed by Fastify's own JSON parser (with its defaults for
 * __proto__ and constructor keys), so empty and malformed bodies are answered as before.
 */
export function parseJsonStrictly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decodeUtf8(body as Buffer);
    } catch (error) {
      done(error as BodyEncodingError, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

function decodeFormPart(part: string): string {
  try {
    // decodeURIComponent refuses broken escapes (%zz) and escapes that are not UTF-8 (%FF, %ED%A0%80).
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    throw new BodyEncodingError('The form is not valid: a %-escape is broken or is not UTF-8.');
  }
}

/** name=value pairs; a repeated name gives an array of its values (which the token endpoint treats as absent). */
function parseForm(text: string): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = Object.create(null);
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeFormPart(equals < 0 ? pair : pair.slice(0, equals));
    const value = equals < 0 ? '' : decodeFormPart(pair.slice(equals + 1));
    const earlier = form[name];
    form[name] = earlier === undefined ? value : [...[earlier].flat(), value];
  }
  return form;
}

/** application/x-www-form-urlencoded bodies (the identity's token requests), decoded strictly at both levels. */
export function parseFormsStrictly(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
    try {
      done(null, parseForm(decodeUtf8(body as Buffer)));
    } catch (error) {
      done(error as BodyEncodingError, undefined);
    }
  });
}
