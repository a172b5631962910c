/** What the chunk-load message names (§8): the kind of file and its address. */
export interface ChunkFailure {
  type: 'script' | 'style';
  url: string;
}

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i;

/** Recognises a failed lazy chunk (script or stylesheet) from the browser's error text. */
export function describeChunkFailure(error: unknown): ChunkFailure | null {
  if (!(error instanceof Error) || !CHUNK_ERROR.test(error.message)) return null;
  const url = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:js|css))/.exec(error.message)?.[1] ?? '';
  return { type: /\.css\b|preload CSS/i.test(error.message) ? 'style' : 'script', url };
}
