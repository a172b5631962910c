/** RNG sub-categories (§1, §9): slot machine, scratch card, video poker, table, arcade, jackpot, bingo. */
export const RNG_CLASSIFIES = ['SLOT', 'SCRATCH', 'POKER', 'TG', 'AC', 'JP', 'BINGO'] as const;
