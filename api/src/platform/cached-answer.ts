// Answers of read-mostly routes (the public catalogue) assembled once per key (language, country...) and kept in
// memory until what they are made of changes, then sent with a strong ETag and a public Cache-Control so
// browsers and CDNs revalidate with If-None-Match and get a 304.
//
// Invalidation comes from the database, not from the code that writes: a trigger on every catalogue table
// (migration 006) sends NOTIFY estiba_catalogue_changed with the table's name when a write commits, and each
// API process LISTENs. So every process sees every write, whoever made it (seed, admin route, psql), with or
// without Redis (which is optional) and at no cost per request. While the listening connection is down a
// notification could be missed, so the caches are bypassed until it is back, then emptied.
import { createHash } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getTableName, type Table } from 'drizzle-orm';

/** The channel migration 006's trigger notifies; the payload is the table's name. */
export const CATALOGUE_CHANNEL = 'estiba_catalogue_changed';

/**
 * How long browsers and CDNs use a copy without asking (a change reaches every visitor within it), then how
 * long they may still show it while revalidating in the background (a repeat visit never waits).
 */
export const DEFAULT_MAX_AGE_SECONDS = 300;
export const DEFAULT_STALE_WHILE_REVALIDATE_SECONDS = 86_400;
/** Keys come partly from the query (country, language); past this many the oldest answer is dropped. */
export const DEFAULT_MAX_ENTRIES = 256;

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface Answer {
  body: Buffer;
  /** Strong validator: a hash of the body, quoted. */
  etag: string;
}

export function answerOf(content: string | Buffer | ArrayBuffer): Answer {
  const body =
    typeof content === 'string'
      ? Buffer.from(content, 'utf8')
      : Buffer.isBuffer(content)
        ? content
        : Buffer.from(new Uint8Array(content));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/** If-None-Match holds the ETag (weak comparison, as RFC 9110 asks for this header) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * The in-memory part: one answer per key, built once even when many requests miss together. A build that
 * started before an invalidation is not kept, so a read that raced a write cannot outlive it.
 */
export class AnswerStore {
  private readonly entries = new Map<string, Promise<Answer>>();
  private live: boolean;

  constructor(
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
    /** Whether changes are being heard; when not, every answer is built afresh and nothing is kept. */
    live = true,
  ) {
    this.live = live;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, build: () => Promise<string | Buffer | ArrayBuffer>): Promise<Answer> {
    const kept = this.entries.get(key);
    if (kept) return kept;
    const building = build().then(answerOf);
    if (!this.live) return building;
    this.entries.set(key, building);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // A failure (a 404, the database away) is not kept: the next request tries again.
    building.catch(() => {
      if (this.entries.get(key) === building) this.entries.delete(key);
    });
    return building;
  }

  invalidate(): void {
    this.entries.clear();
  }

  setLive(live: boolean): void {
    this.live = live;
    // Down: nothing heard meanwhile can be trusted later. Back: something may have changed while down.
    this.entries.clear();
  }
}

export interface CachePolicy {
  maxAgeSeconds?: number;
  staleWhileRevalidateSeconds?: number;
}

export function cacheControl(policy: CachePolicy = {}): string {
  const maxAge = policy.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS;
  const stale = policy.staleWhileRevalidateSeconds ?? DEFAULT_STALE_WHILE_REVALIDATE_SECONDS;
  return `public, max-age=${maxAge}, stale-while-revalidate=${stale}`;
}

export interface CachedAnswersOptions extends CachePolicy {
  maxEntries?: number;
  /** Content type of the body; JSON (serialized by the route's response schema) by default. */
  contentType?: string;
}

/** What a route uses: answer from the store, or build, keep and answer; 304 when the browser has it. */
export class CachedAnswers {
  readonly store: AnswerStore;
  private readonly cacheControl: string;
  private readonly contentType: string;

  constructor(options: CachedAnswersOptions = {}, live = true) {
    this.store = new AnswerStore(options.maxEntries, live);
    this.cacheControl = cacheControl(options);
    this.contentType = options.contentType ?? JSON_CONTENT_TYPE;
  }

  /**
   * Sends the answer kept under `key`, building it with `build` when there is none. A JSON value is serialized
   * by the route's own response serializer, so a kept answer is byte for byte what the route would have sent.
   * Everything the answer depends on must be in the key; the headers a route sets (Vary) stay its own.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const answer = await this.store.get(key, async () => {
      const value = await build();
      return typeof value === 'string' && this.contentType !== JSON_CONTENT_TYPE
        ? value
        : reply.serialize(value);
    });
    reply.header('ETag', answer.etag).header('Cache-Control', this.cacheControl);
    if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return reply.type(this.contentType).send(answer.body);
  }
}

/** The caches of one application and the tables each is made of; dispatches the database's notifications. */
class CatalogueChanges {
  private readonly caches: { answers: CachedAnswers; tables: ReadonlySet<string> }[] = [];
  private live = false;

  add(answers: CachedAnswers, tables: readonly string[]): void {
    answers.store.setLive(this.live);
    this.caches.push({ answers, tables: new Set(tables) });
  }

  message(table: string): void {
    for (const cache of this.caches) if (cache.tables.has(table)) cache.answers.store.invalidate();
  }

  setLive(live: boolean): void {
    this.live = live;
    for (const cache of this.caches) cache.answers.store.setLive(live);
  }
}

/**
 * One listener per application (per API process), whichever catalogue route asks first. Keyed by the
 * application's HTTP server, the one object every encapsulated plugin of an application shares, so no
 * wiring is needed in server.ts and two applications on one database (two processes, in the tests) each
 * hear the changes for themselves.
 */
const changesByServer = new WeakMap<object, Promise<CatalogueChanges>>();

function catalogueChanges(app: FastifyInstance): Promise<CatalogueChanges> {
  const found = changesByServer.get(app.server);
  if (found) return found;
  const changes = new CatalogueChanges();
  const started = app.database
    .listen(CATALOGUE_CHANNEL, {
      message: (table) => changes.message(table),
      live: (isLive) => {
        if (!isLive)
          app.log.warn('catalogue change notifications lost: answering from the database meanwhile');
        changes.setLive(isLive);
      },
    })
    .then((stop) => {
      app.addHook('onClose', async () => {
        changesByServer.delete(app.server);
        // Nothing is kept past closing, so a failed goodbye to the database must not fail the close.
        await stop().catch((error: unknown) => app.log.warn({ err: error }, 'unlistening failed'));
      });
      return changes;
    });
  changesByServer.set(app.server, started);
  return started;
}

/**
 * Answers kept until one of `tables` changes, in any process. Call it while registering the route's plugin.
 */
export async function catalogueAnswers(
  app: FastifyInstance,
  tables: readonly Table[],
  options: CachedAnswersOptions = {},
): Promise<CachedAnswers> {
  const names = tables.map((table) => getTableName(table));
  const answers = new CachedAnswers(options, false);
  (await catalogueChanges(app)).add(answers, names);
  return answers;
}

/**
 * Answers kept until a file in `directory` changes (the locale bundles, which an editor may change while the
 * API runs). Without a working watcher nothing is kept.
 */
export function directoryAnswers(
  app: FastifyInstance,
  directory: string,
  options: CachedAnswersOptions = {},
): CachedAnswers {
  const answers = new CachedAnswers(options, false);
  let watcher: FSWatcher | null = null;
  try {
    watcher = watch(directory, { persistent: false }, () => answers.store.invalidate());
    watcher.on('error', (error) => {
      app.log.warn({ err: error, directory }, 'watching for changes failed: answering from the files');
      answers.store.setLive(false);
    });
    answers.store.setLive(true);
  } catch (error) {
    app.log.warn({ err: error, directory }, 'cannot watch for changes: answering from the files');
  }
  app.addHook('onClose', async () => watcher?.close());
  return answers;
}
