// A tiny method + path-pattern router (":name" segments) for the control API and asset routes.
export type Params = Record<string, string>;
interface Route<H> {
  method: string;
  parts: string[];
  handler: H;
}

export class Router<H> {
  private routes: Route<H>[] = [];

  add(method: string, pattern: string, handler: H): this {
    this.routes.push({ method, parts: pattern.split('/'), handler });
    return this;
  }

  /** Returns the handler and params, or "method" when the path exists under another method. */
  match(method: string, path: string): { handler: H; params: Params } | 'method' | undefined {
    const parts = path.split('/');
    let pathMatched = false;
    for (const r of this.routes) {
      if (r.parts.length !== parts.length) continue;
      const params: Params = {};
      const hit = r.parts.every((p, i) =>
        p.startsWith(':')
          ? ((params[p.slice(1)] = decodeURIComponent(parts[i]!)), true)
          : p === parts[i],
      );
      if (!hit) continue;
      if (r.method === method) return { handler: r.handler, params };
      pathMatched = true;
    }
    return pathMatched ? 'method' : undefined;
  }
}
