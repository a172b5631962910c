/** Minutes east of UTC of the reader's clock (UTC+7 is 420): the platform's days are theirs. */
export const localUtcOffset = (now: Date) => -now.getTimezoneOffset();
