/** One node of the platform's whitelabel tree (§3 Permission info). */
export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  children?: WhitelabelNode[];
}

/**
 * Flattens the whitelabel tree into the set of switched-on module ids. A module inside a switched
 * off group is off too: the platform hides a whole group by its parent. COMM3 is always on.
 */
export function resolveFlags(tree: readonly WhitelabelNode[]): Set<string> {
  const flags = new Set<string>(['COMM3']);
  const visit = (nodes: readonly WhitelabelNode[]): void => {
    for (const node of nodes) {
      if (!node.enabled) continue;
      flags.add(node.modId);
      if (node.children) visit(node.children);
    }
  };
  visit(tree);
  return flags;
}
