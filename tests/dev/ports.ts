/**
 * Where the dev-server check runs `npm start`: ports of its own, so a developer's `npm start`
 * (5173 and 4100) can stay open while the suite runs.
 */
export const DEV_CHECK_PORTS = { web: 5273, emulator: 4273 } as const;
