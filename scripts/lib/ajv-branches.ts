/**
 * Turns the pile of errors ajv (allErrors) reports for a failed oneOf/anyOf into the few that
 * help: the errors of the branch the value was evidently aiming at, or one merged line when it
 * matches no branch at all. Without this, a cipher missing its key prints every branch's noise.
 */
import type { ErrorObject } from 'ajv';
import { renderValue, type Problem } from './problem';

/** What to do with the errors under each failed oneOf/anyOf. */
export interface BranchDecision {
  /** Errors to leave out of the report (losing branches and the composite error itself). */
  dropped: Set<ErrorObject>;
  /** Lines to print in place of a composite error whose branches all missed. */
  replacements: Map<ErrorObject, Problem>;
}

function isWithin(path: string, parent: string): boolean {
  return path === parent || path.startsWith(`${parent}/`);
}

function isDirectChild(path: string, parent: string): boolean {
  return path.startsWith(`${parent}/`) && !path.slice(parent.length + 1).includes('/');
}

/** A branch "missed" when the value has the wrong type for it or names another variant. */
function missed(branch: ErrorObject[], at: string): boolean {
  return branch.some(
    (e) =>
      (e.keyword === 'type' && e.instancePath === at) ||
      (e.keyword === 'const' && isDirectChild(e.instancePath, at)),
  );
}

function mergeMisses(composite: ErrorObject, branches: ErrorObject[][]): Problem | undefined {
  const at = composite.instancePath;
  // Every branch names a variant through the same const key: list the variants.
  const consts = branches.map((b) =>
    b.find((e) => e.keyword === 'const' && isDirectChild(e.instancePath, at)),
  );
  const first = consts[0];
  if (first && consts.every((e) => e?.instancePath === first.instancePath)) {
    const values = consts.map((e) =>
      renderValue((e?.params as { allowedValue: unknown }).allowedValue),
    );
    return {
      path: first.instancePath,
      message: `expected one of ${values.join(', ')}, got ${renderValue(first.data)}`,
    };
  }
  // Every branch wants another type: list the types.
  const types = branches.map((b) => b.find((e) => e.keyword === 'type' && e.instancePath === at));
  if (types.every((e) => e !== undefined)) {
    const names = [...new Set(types.map((e) => String((e?.params as { type: string }).type)))];
    return {
      path: at,
      message: `expected ${names.join(' or ')}, got ${renderValue(composite.data)}`,
    };
  }
  return undefined;
}

/** Decides, for every failed oneOf/anyOf in `errors`, which branch errors to report. */
export function decideBranches(errors: ErrorObject[]): BranchDecision {
  const dropped = new Set<ErrorObject>();
  const replacements = new Map<ErrorObject, Problem>();
  const composites = errors
    .filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')
    // oneOf that failed because several branches matched has no branch errors to sift.
    .filter((e) => !(e.params as { passingSchemas?: unknown }).passingSchemas)
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length); // outermost first

  for (const composite of composites) {
    if (dropped.has(composite)) continue;
    const prefix = `${composite.schemaPath}/`;
    const byBranch = new Map<string, ErrorObject[]>();
    for (const e of errors) {
      if (e === composite || dropped.has(e)) continue;
      if (!e.schemaPath.startsWith(prefix) || !isWithin(e.instancePath, composite.instancePath))
        continue;
      const index = e.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      byBranch.set(index, [...(byBranch.get(index) ?? []), e]);
    }
    const branches = [...byBranch.values()];
    if (branches.length === 0) continue; // keep the composite's own generic message

    const candidates = branches.filter((b) => !missed(b, composite.instancePath));
    let chosen: ErrorObject[] | undefined;
    if (candidates.length > 0) {
      chosen = candidates.reduce((best, b) => (b.length < best.length ? b : best));
    } else {
      const merged = mergeMisses(composite, branches);
      if (merged) replacements.set(composite, merged);
      else chosen = branches.reduce((best, b) => (b.length < best.length ? b : best));
    }
    for (const branch of branches) {
      if (branch !== chosen) branch.forEach((e) => dropped.add(e));
    }
    if (!replacements.has(composite)) dropped.add(composite);
  }
  return { dropped, replacements };
}
