import type { GameListResponse } from '../../generated/api/gameList.response';
import type { GameVendorResponse } from '../../generated/api/gameVendor.response';

/** A game as the platform lists it (§3 Game tile). */
export type GameItem = NonNullable<GameListResponse['games']>[number];

/** A vendor lane (§3 Vendor lane): a category title and its vendor cards. */
export type VendorLane = GameVendorResponse['lanes'][number];

/** A vendor card of a lane (§3 Vendor card). */
export type VendorCard = VendorLane['cards'][number];
