/** Minutes east of UTC of the agent's clock (UTC+7 is 420): the platform's days are the agent's. */
export const localUtcOffset = (now: Date) => -now.getTimezoneOffset();
