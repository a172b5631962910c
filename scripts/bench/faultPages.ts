import { localeText } from './localeText';

/** A main page a flaky-network visit opens, and what on it counts as its content. */
export interface FaultPage {
  name: string;
  path: string;
  /** Game lists are a member's (gameList is a token call); the rest are opened as a visitor. */
  member: boolean;
  /** CSS selectors that must each match a visible element for the page to show its content. */
  content: string[];
  /**
   * Text that, inside `[data-testid="game-count"]`, says the list is still arriving: a list
   * shows its content once the whole catalogue is there, not when its first page is.
   */
  stillLoading?: string;
}

const TILE = '[data-game-tile]';

/** The longest literal part of a translation with placeholders ("Loading {{count}} games…"). */
function literalPart(text: string): string {
  return text
    .split(/\{\{[^}]*\}\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;
}

/** Home, /live, /rng, /hot, one vendor's game list and the login popup (issue 11, item 6). */
export function faultPages(language: string): FaultPage[] {
  const stillLoading = literalPart(localeText('lobby', language, 'list.loading_more'));
  return [
    {
      name: 'home',
      path: '/',
      member: false,
      // The hot games row and at least one category row: the page's two lobby sections.
      content: [`[aria-labelledby="wl-hot-title"] ${TILE}`, 'h2[id^="wl-row-"]'],
    },
    { name: '/live', path: '/live', member: true, content: [TILE], stillLoading },
    { name: '/rng', path: '/rng', member: true, content: [TILE], stillLoading },
    { name: '/hot', path: '/hot', member: false, content: [TILE] },
    { name: 'PG list', path: '/rng?vassalage=PG', member: true, content: [TILE], stillLoading },
    {
      name: 'login',
      path: '/login',
      member: false,
      content: ['dialog[open] input[type="password"]'],
    },
  ];
}
