/** Menu entries, pages and slot pieces sort by `order`; an entry without one goes after 100. */
export function byOrder(a: { order?: number }, b: { order?: number }): number {
  return (a.order ?? 100) - (b.order ?? 100);
}
