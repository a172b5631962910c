// One seeded database per run, shared as a snapshot: every test emulator, journey worker and bench
// opens its own copy of it in memory instead of seeding (about 13 s) or copying a data directory.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migrate, openDatabase, type Db } from './database.js';
import { seedIfEmpty } from '../seed/seed.js';

/**
 * Settings for a database that nobody needs after a crash (a copy in memory, or the snapshot while
 * it is built): no fsync, and the least write-ahead log Postgres allows, so the snapshot holds the
 * data and not 130 MB of recycled log segments (237 MB before, 124 MB with these).
 */
const THROWAWAY = [
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'wal_level=minimal',
  'max_wal_senders=0',
  'min_wal_size=2MB',
  'max_wal_size=4MB',
];
/** One-megabyte log segments instead of sixteen: initdb's option, fixed for the cluster's life. */
const INITDB = ['--wal-segsize=1'];

const emulatorDir = fileURLToPath(new URL('../', import.meta.url));
const PREFIX = 'emulator-snapshot-';
const HOUR_MS = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Hash of everything that shapes a freshly seeded database: migrations and seed code. */
function seedHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['db/migrations', 'seed'])
    for (const file of readdirSync(join(emulatorDir, dir)).sort())
      hash.update(file).update(readFileSync(join(emulatorDir, dir, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Snapshots of other seeds or of past hours, left by earlier runs. Only those older than a few
 * hours go: a concurrent run of another checkout may still be reading its own.
 */
function removeOldSnapshots(keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || path === keep) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > 3 * HOUR_MS)
        rmSync(path, { recursive: true, force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

async function buildSnapshot(file: string): Promise<void> {
  const db = new PGlite({ postgresqlconf: THROWAWAY, initDbStartParams: INITDB });
  await db.waitReady;
  await migrate(db);
  await seedIfEmpty(db);
  await db.exec('CHECKPOINT');
  const tarball = await db.dumpDataDir('none');
  await db.close();
  const work = `${file}.${process.pid}.part`;
  writeFileSync(work, Buffer.from(await tarball.arrayBuffer()));
  renameSync(work, file);
}

/**
 * The path of a tarball of a migrated, seeded data directory, built once and reused while the
 * migrations and seed are unchanged. Processes that ask at the same time wait for whichever
 * builds it (mkdir is the lock). The seed dates its rows from the clock (a reward expiring in 5
 * hours, yesterday's bets), so a snapshot serves only the hour it was seeded in.
 */
export async function seededSnapshot(): Promise<string> {
  const hour = Math.floor(Date.now() / HOUR_MS);
  const file = join(tmpdir(), `${PREFIX}${seedHash()}-${hour}.tar`);
  const lock = `${file}.lock`;
  for (let waited = 0; !existsSync(file); waited += 200) {
    try {
      mkdirSync(lock);
    } catch {
      // A builder that died leaves its lock; two minutes is far beyond a build's 15 to 30 s.
      if (waited > 120_000) rmSync(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      if (!existsSync(file)) await buildSnapshot(file);
      removeOldSnapshots(file);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return file;
}

/**
 * Written after the snapshot's own settings, so the later lines win: a copy on disk is the data of
 * a running emulator (`npm start`), which must survive a crash.
 */
const DURABLE = ['fsync=on', 'synchronous_commit=on', 'full_page_writes=on'];

/**
 * A seeded database of one's own, in memory (about 0.8 s, where seeding takes 13 s): gone when
 * closed, so nothing is left on disk. With a dataDir, the copy is written there instead and
 * survives a restart.
 */
export async function openSeededCopy(dataDir?: string): Promise<Db> {
  const loadDataDir = new Blob([readFileSync(await seededSnapshot())]);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir
    ? new PGlite(dataDir, { loadDataDir, postgresqlconf: DURABLE })
    : new PGlite({ loadDataDir, postgresqlconf: THROWAWAY });
  await db.waitReady;
  return db;
}

/** The emulator's data directory: opened as it is, or, when it holds no database yet, seeded. */
export async function openDataDir(dataDir: string): Promise<Db> {
  return existsSync(join(dataDir, 'PG_VERSION')) ? openDatabase(dataDir) : openSeededCopy(dataDir);
}
