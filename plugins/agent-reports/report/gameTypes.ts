import teamBets from '../../../schemas/api/agentTeamBets.request.json';
import teamTransactions from '../../../schemas/api/agentTeamTransactions.request.json';

/** The platform's game categories, as the report calls take them (one list: their schema). */
export const GAME_TYPES: readonly string[] = teamBets.properties.gameType.enum;

/** The account record's movement types, as the account-details call takes them. */
export const TRANSACTION_TYPES: readonly string[] =
  teamTransactions.properties.transactionType.enum;
