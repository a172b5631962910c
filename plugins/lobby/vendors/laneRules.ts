import type { VendorCard, VendorLane } from '../types';

/** Which vendors a site moves between lanes (lobby options; all empty by default, §9). */
export interface LaneMoves {
  esportsVendors: readonly string[];
  cockfightVendors: readonly string[];
  inhouseVendors: readonly string[];
}

function takeOut(lane: VendorLane | undefined, vendors: readonly string[]): VendorCard[] {
  if (!lane || vendors.length === 0) return [];
  const moved = lane.cards.filter((card) => vendors.includes(card.vassalage));
  lane.cards = lane.cards.filter((card) => !vendors.includes(card.vassalage));
  return moved;
}

/** Adds cards to the lane of that title, creating it right after `after` when it is missing. */
function addCards(lanes: VendorLane[], title: string, cards: VendorCard[], after: string): void {
  if (cards.length === 0) return;
  const existing = lanes.find((lane) => lane.title === title);
  if (existing) {
    existing.cards = [
      ...existing.cards,
      ...cards.filter((card) => !existing.cards.some((c) => c.vassalage === card.vassalage)),
    ];
    return;
  }
  const index = lanes.findIndex((lane) => lane.title === after);
  lanes.splice(index < 0 ? lanes.length : index + 1, 0, { title, cards });
}

/**
 * The vendor data rules of §4: e-sports and cockfight vendors leave SPORTS for their own lanes
 * right after it, and excluded RNG vendors become the INHOUSE lane right after RNG.
 */
export function applyLaneRules(source: readonly VendorLane[], moves: LaneMoves): VendorLane[] {
  const lanes = source.map((lane) => ({ ...lane, cards: [...lane.cards] }));
  const sports = lanes.find((lane) => lane.title === 'SPORTS');
  const esports = takeOut(sports, moves.esportsVendors);
  const cockfight = takeOut(sports, moves.cockfightVendors);
  addCards(lanes, 'ESPORTS', esports, 'SPORTS');
  addCards(
    lanes,
    'COCKFIGHT',
    cockfight,
    lanes.some((lane) => lane.title === 'ESPORTS') ? 'ESPORTS' : 'SPORTS',
  );
  const inhouse = takeOut(
    lanes.find((lane) => lane.title === 'RNG'),
    moves.inhouseVendors,
  );
  addCards(lanes, 'INHOUSE', inhouse, 'RNG');
  return lanes;
}

/** Prize mode (§4): ELOTT when the e-lottery lane has TCG_LOTTO_VN or LOTT, otherwise LOTT. */
export function prizeMode(lanes: readonly VendorLane[]): 'ELOTT' | 'LOTT' {
  const elott = lanes.find((lane) => lane.title === 'ELOTT');
  return elott?.cards.some((card) => card.vassalage === 'TCG_LOTTO_VN' || card.vassalage === 'LOTT')
    ? 'ELOTT'
    : 'LOTT';
}

/**
 * The image key of a vendor card (§9): BTI has its own colour image; in the lottery categories
 * the LOTT image is the ELOTT one.
 */
export function vendorImageKey(card: Pick<VendorCard, 'vassalage'>, laneTitle: string): string {
  if (card.vassalage === 'BTI') return 'BTI_COLOR';
  if (card.vassalage === 'LOTT' && (laneTitle === 'LOTT' || laneTitle === 'ELOTT')) return 'ELOTT';
  return card.vassalage;
}

/**
 * The address of a vendor card's picture under the §9 rules: the platform names vendor pictures
 * by vendor code, so the file name is swapped for the image key (BTI_COLOR, ELOTT).
 */
export function vendorImageUrl(
  card: Pick<VendorCard, 'vassalage' | 'iconUrl'>,
  laneTitle: string,
): string | undefined {
  if (!card.iconUrl) return undefined;
  const key = vendorImageKey(card, laneTitle);
  if (key === card.vassalage) return card.iconUrl;
  return card.iconUrl.replace(
    new RegExp(`${card.vassalage}(?=\\.[a-z0-9]+(?:[?#].*)?$)`, 'i'),
    key,
  );
}
