import { createRequire } from 'node:module';

/**
 * ajv's standalone output calls `require("ajv/dist/runtime/<helper>").default` for its runtime
 * helpers even when asked for ESM (ucs2length, for `maxLength` on strings). The test and
 * production builds bundled that away; the dev server serves the module as it is, and the
 * browser has no `require`, so every brand failed to start under `npm start`. Each helper is
 * therefore written into the module as a constant. Only helpers that are one closed function
 * (they read nothing but their arguments) can be copied that way; any other fails the build.
 */
const SELF_CONTAINED = new Set(['ucs2length', 'equal']);
const RUNTIME_REQUIRE = /require\("ajv\/dist\/runtime\/([\w-]+)"\)\.default/g;
const load = createRequire(import.meta.url);

export function inlineAjvRuntime(code: string): string {
  const helpers = new Set([...code.matchAll(RUNTIME_REQUIRE)].map((match) => match[1]!));
  const declarations = [...helpers].sort().map((helper) => {
    if (!SELF_CONTAINED.has(helper))
      throw new Error(
        `gen:validators: the validators need ajv's runtime helper "${helper}", which cannot be inlined; give it a schema without that keyword or teach scripts/lib/inline-ajv-runtime.ts how to copy it`,
      );
    const helperFunction: unknown = (load(`ajv/dist/runtime/${helper}`) as { default: unknown })
      .default;
    if (typeof helperFunction !== 'function')
      throw new Error(`gen:validators: ajv/dist/runtime/${helper} no longer exports a function`);
    return `const ajvRuntime_${helper} = ${helperFunction.toString()};`;
  });
  const body = code.replace(RUNTIME_REQUIRE, (_, helper: string) => `ajvRuntime_${helper}`);
  const stray = /\brequire\(/.exec(body);
  if (stray)
    throw new Error(
      `gen:validators: the generated validators still call require() at ${body.slice(stray.index, stray.index + 60)}`,
    );
  return [...declarations, body].join('\n');
}
