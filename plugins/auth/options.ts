import type { AuthOptions as GeneratedAuthOptions } from '../../generated/plugins/auth';

/** The auth block of site.json (schemas/plugins/auth.schema.json). */
export type AuthOptions = GeneratedAuthOptions;
