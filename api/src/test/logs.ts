// Reads what an app writes to its log, for tests that check what a log line holds (or must never hold). The app
// logs through pino to its destination stream; this taps that stream's write, which every request's child
// logger shares. The app must be built with a LOG_LEVEL that lets the lines through (tests default to silent).
import type { FastifyInstance } from 'fastify';

export interface CapturedLogs {
  /** Every line written since the capture began, as written (JSON). */
  readonly lines: string[];
  /** The lines parsed. */
  entries(): Record<string, unknown>[];
  /** Puts the stream's own write back. */
  stop(): void;
}

interface Writable {
  write(chunk: string): boolean;
}

/** pino keeps its stream under a symbol of this description (pino/lib/symbols.js), on the root logger. */
const STREAM_SYMBOL_DESCRIPTION = 'pino.stream';

export function captureLogs(app: FastifyInstance): CapturedLogs {
  let logger: object | null = app.log;
  let stream: Writable | undefined;
  while (logger && !stream) {
    const symbol = Object.getOwnPropertySymbols(logger).find(
      (candidate) => candidate.description === STREAM_SYMBOL_DESCRIPTION,
    );
    stream = symbol ? (logger as Record<symbol, Writable>)[symbol] : undefined;
    logger = Object.getPrototypeOf(logger) as object | null;
  }
  if (!stream) throw new Error('The app has no pino stream to capture');
  const target = stream;
  const ownWrite = Object.getOwnPropertyDescriptor(target, 'write');
  const lines: string[] = [];
  target.write = (chunk: string) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  return {
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: () => {
      if (ownWrite) Object.defineProperty(target, 'write', ownWrite);
      // The tap shadowed the prototype's write; without it, that one answers again.
      else delete (target as Partial<Writable>).write;
    },
  };
}
