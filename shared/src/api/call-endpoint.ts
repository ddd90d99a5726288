import type { z } from 'zod';
import { bearer, type ApiClient } from './client';
import type { AnyEndpoint, ContentOf, RequestOf } from 'contract/endpoints';
import type { Envelope } from 'contract/envelope';

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** A multipart body as a page sends it: the bytes the server reads from a file part are a Blob (a File) here. */
type FormInput<T> = { [K in keyof T]: T[K] extends Uint8Array ? Blob : T[K] };

/** What a call of E sends: its body and query as its schemas accept them, and the token when E needs one. */
export type EndpointCall<E extends AnyEndpoint> = (RequestOf<E> extends { body: infer B }
  ? { body: E['encoding'] extends 'multipart' ? FormInput<InputOf<B>> : InputOf<B> }
  : unknown) &
  (RequestOf<E> extends { query: infer Q } ? { query: InputOf<Q> } : unknown) &
  (E['access'] extends 'player' | 'operator' ? { token: string } : unknown) & { headers?: Record<string, string> };

const UPLOAD_TIMEOUT_MS = 120_000;

/** Calls a declared endpoint (contract/src/api/endpoints.ts) and answers its envelope; a non-2xx answer rejects, as axios does. */
export async function callEndpoint<E extends AnyEndpoint>(
  api: ApiClient,
  endpoint: E,
  call: EndpointCall<E>,
): Promise<Envelope<ContentOf<E>>> {
  const { body, query, token, headers } = call as {
    body?: unknown;
    query?: Record<string, unknown>;
    token?: string;
    headers?: Record<string, string>;
  };
  const { data } = await api.request<Envelope<ContentOf<E>>>({
    method: endpoint.method,
    url: endpoint.path,
    data: endpoint.encoding === 'multipart' ? formDataOf(body as Record<string, string | Blob>) : body,
    params: query,
    headers: { ...(token === undefined ? {} : bearer(token)), ...headers },
    // Files take longer than the client's usual 15 s on a phone's upload speed (10 MB at 1 Mbit/s: 80 s).
    ...(endpoint.encoding === 'multipart' ? { timeout: UPLOAD_TIMEOUT_MS } : {}),
  });
  return data;
}

/** The fields in order, each file with its own name (the browser sets the boundary and the parts' types). */
function formDataOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** A 2xx answer with status false: the API declined the call (its error_code and message say why). */
export class UnsuccessfulAnswer extends Error {
  override readonly name = 'UnsuccessfulAnswer';
  constructor(readonly answer: Envelope<unknown>) {
    super(answer.message || `The API answered status false (${answer.error_code}).`);
  }
}

/** The content of a call's answer; status false rejects with UnsuccessfulAnswer, so a read fails one way. */
export async function contentOf<T>(answer: Promise<Envelope<T>>): Promise<T> {
  const envelope = await answer;
  if (!envelope.status) throw new UnsuccessfulAnswer(envelope);
  return envelope.content;
}
