/** Helpers of the identity verification suites (ADR 031): multipart submissions, NICs, and the operators' reviews. */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { endpoints } from 'contract/endpoints';
import { newNicNumber, type NicSex } from 'contract/nic';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { bearer } from './test-apps';

export const IDENTITY = endpoints.submitIdentityVerification.path;

export interface FilePart {
  filename: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart/form-data body encoded as a browser's FormData is (Node's own encoder). */
export async function multipart(fields: Record<string, string | FilePart | (string | FilePart)[]>) {
  const form = new FormData();
  for (const [name, values] of Object.entries(fields)) {
    for (const value of [values].flat()) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** An NIC (new card) of a birth date, with a random serial: unique enough for one suite. */
export const nicOf = (dateOfBirth: string, sex: NicSex = 'male') => newNicNumber(dateOfBirth, sex, randomInt(100_000));

/** The old-card number of the same person as a new-card number from nicOf (YY DDD SSSS V: the new serial is 0SSSS C). */
export function oldNicOf(newNic: string): string {
  if (newNic.slice(7, 8) !== '0') throw new Error(`${newNic} has no old-card form: its serial does not start with 0.`);
  return `${newNic.slice(2, 7)}${newNic.slice(8)}V`;
}

export interface Submission {
  uuid: string;
  nic: string;
  nicFullName?: string;
  front?: FilePart;
  back?: FilePart;
  extra?: Record<string, string | FilePart>;
}

export async function submitIdentity(api: FastifyInstance, token: string, submission: Submission, photo: () => FilePart) {
  const { uuid, nic, nicFullName = 'Nimal Perera', front = photo(), back = photo(), extra = {} } = submission;
  const { payload, contentType } = await multipart({ uuid, nic, nicFullName, nicFront: front, nicBack: back, ...extra });
  return api.inject({ method: 'POST', url: IDENTITY, headers: { ...bearer(token), 'content-type': contentType }, payload });
}

export function identityState(api: FastifyInstance, token: string, uuid: string) {
  return api.inject({ url: `${endpoints.getIdentityVerification.path}?uuid=${encodeURIComponent(uuid)}`, headers: bearer(token) });
}

export function identityReview(api: FastifyInstance, token: string, id: string) {
  return api.inject({ url: `${operatorEndpoints.getIdentityReview.path}?id=${id}`, headers: bearer(token) });
}

export function identityPhoto(api: FastifyInstance, token: string, id: string, side: 'front' | 'back') {
  return api.inject({ url: `${operatorEndpoints.getIdentityPhoto.path}?id=${id}&side=${side}`, headers: bearer(token) });
}

export function decideIdentity(
  api: FastifyInstance,
  token: string,
  id: string,
  decision: 'approve' | 'reject',
  reason = 'The photo of the back is blurred.',
) {
  const url = decision === 'approve' ? operatorEndpoints.approveIdentity.path : operatorEndpoints.rejectIdentity.path;
  return api.inject({ method: 'POST', url, headers: bearer(token), payload: decision === 'approve' ? { id } : { id, reason } });
}
