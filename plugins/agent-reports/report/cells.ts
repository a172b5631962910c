/** An amount in a CSV cell: 2 decimals as on screen (§9), without the thousands separators. */
export const csvAmount = (value: number) => value.toFixed(2);
