/** What the chunk-load message names (§8): the kind of file and its address. */
export interface ChunkFailure {
  type: 'script' | 'style';
  /** The file's address, or, when the browser did not say, what was being loaded. */
  url: string;
}

/**
 * A lazy chunk that could not be loaded, with what the message names. Thrown where the browser's
 * own error says too little (a timeout, Safari's text without an address).
 */
export class ChunkLoadError extends Error {
  constructor(
    readonly failure: ChunkFailure,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${reason} (${failure.type}: ${failure.url})`, options);
    this.name = 'ChunkLoadError';
  }
}

// Chromium: "Failed to fetch dynamically imported module: <url>"; Firefox: "error loading
// dynamically imported module: <url>"; Safari: "Importing a module script failed."; Vite's
// preload helper: "Unable to preload CSS for <url>".
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i;
const ADDRESS = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:js|css))/;

/** Recognises a failed lazy chunk (script or stylesheet) from the browser's error text. */
export function describeChunkFailure(error: unknown): ChunkFailure | null {
  if (error instanceof ChunkLoadError) return error.failure;
  if (!(error instanceof Error) || !CHUNK_ERROR.test(error.message)) return null;
  const url = ADDRESS.exec(error.message)?.[1] ?? '';
  return { type: /\.css\b|preload CSS/i.test(error.message) ? 'style' : 'script', url };
}

/**
 * The same failure with an address in it: where the browser's text names none, `what` (the
 * chunk's address when known, else the part being loaded) stands in. Other errors pass through.
 */
export function withChunkAddress(error: unknown, what: string): unknown {
  const failure = describeChunkFailure(error);
  if (!failure || failure.url) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ChunkLoadError({ ...failure, url: what }, message, { cause: error });
}
