// The platform's whitelabel modules, grouped as its menu tree shows them. The list itself is
// declared once, in schemas/module-flags.schema.json (spec §3), which the front end's `requires`
// types come from too, so the emulator can never offer a flag the product does not know.
import { readFileSync } from 'node:fs';
import type { ModuleFlag } from '../../generated/module-flags.js';

interface FlagDeclaration {
  const: ModuleFlag;
  description: string;
  'x-group': string;
}

const declarations = (
  JSON.parse(
    readFileSync(new URL('../../schemas/module-flags.schema.json', import.meta.url), 'utf8'),
  ) as { oneOf: FlagDeclaration[] }
).oneOf;

export const moduleGroups: Record<string, ModuleFlag[]> = {};
for (const flag of declarations) (moduleGroups[flag['x-group']] ??= []).push(flag.const);

export const allModules: ModuleFlag[] = declarations.map((flag) => flag.const);
