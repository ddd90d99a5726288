import type { Logger } from 'pino';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Methods that change nothing: one log line each, written when they end. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where the log lines go: pino's destination (flushSync writes what it has gathered), or a test's stream. */
export interface LogDestination {
  write(line: string): unknown;
  flushSync?(): void;
}

/** pino's number for `info`. */
const INFO = 30;

/**
 * The "request completed" line of a read that ended without an error, built directly: the fields
 * Fastify's serializers give pino (request: method, url, accept-version, host, address, port;
 * answer: status; time taken), in pino's order and under its keys, so a log reader sees the same
 * line as before. Nothing else is read from the request, so the line carries no header, body or
 * cookie: pino's redaction, which walks every line for secrets, has nothing to find here and is
 * skipped (ADR 072).
 */
export function completedReadLine(service: string, request: FastifyRequest, reply: FastifyReply, time = Date.now()): string {
  return `${JSON.stringify({
    level: INFO,
    time,
    service,
    requestId: request.id,
    req: {
      method: request.method,
      url: request.url,
      version: request.headers['accept-version'],
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    },
    res: { statusCode: reply.statusCode },
    responseTime: reply.elapsedTime,
    msg: 'request completed',
  })}\n`;
}

/**
 * Fastify's request log, cheaper for reads: a GET writes a single "request completed" line
 * carrying its request (method, url, address) as well, instead of an "incoming request" line and a
 * "request completed" line, and writes it without pino's per-line work (completedReadLine). Two
 * log writes were a tenth of a profile read's CPU, and redacting a line that holds no secret by
 * construction another twentieth (ADR 072). Changes keep their "incoming request" line, proof that
 * they arrived even if the process dies before answering (written out at once, while the
 * destination gathers reads' lines: stdoutDestination); errors keep pino's own line.
 */
export class RequestLogController extends LogController {
  /** `stream`: the destination under the service's logger (the reads' lines wait in its buffer, in order with pino's). */
  constructor(
    private readonly service: string,
    private readonly stream: LogDestination,
  ) {
    super({ requestIdLogLabel: 'requestId' });
  }

  // A change's "incoming request" line goes through pino, which writes it out at once (LinesAtOnce):
  // the proof of its arrival survives a kill -9 too.
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (READS.has(request.raw.method ?? '')) return;
    super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || !READS.has(request.raw.method ?? '')) return super.requestCompleted(error, request, reply);
    if (!(reply.log as Logger).isLevelEnabled('info')) return;
    this.stream.write(completedReadLine(this.service, request, reply));
  }
}
