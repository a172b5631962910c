/**
 * Contracts's platform calls: none yet. Add each as a hook over core's request() with
 * an endpoint of schemas/api/endpoints.json, as plugins/points-mall/api.ts does.
 */
export {};
