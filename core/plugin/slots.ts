import type { CentrePage, ComponentSlot, LinkSlot } from './contributions';

/**
 * The shell's extension points, declared once (DESIGN.md "The plugin contract"). The manifest
 * type, the registry, the outlets, the README's table (slotDocs.ts) and the tests all derive
 * from this object; a slot that nothing renders is not declared here. The value is the kind of
 * entry the slot takes: a component, a menu entry (link or modal action) or a centre page.
 */
export const SLOTS = {
  headerNav: 'component',
  headerActions: 'component',
  accountMenu: 'link',
  sideMenu: 'link',
  sideMenuSections: 'component',
  rightBar: 'component',
  footer: 'component',
  homeSections: 'component',
  loginProviders: 'component',
  loginBanner: 'component',
  registerBanner: 'component',
  forgotBanner: 'component',
  memberCentre: 'page',
  agentCentre: 'page',
} as const;

export type SlotName = keyof typeof SLOTS;
export type SlotKind = (typeof SLOTS)[SlotName];

interface EntryOfKind {
  component: ComponentSlot;
  link: LinkSlot;
  page: CentrePage;
}

/** What a plugin may contribute to each slot. */
export type SlotMap = { [K in SlotName]: EntryOfKind[(typeof SLOTS)[K]][] };

/** Slots of one kind, e.g. `SlotNameOfKind<'component'>` for `<SlotOutlet name>`. */
export type SlotNameOfKind<Kind extends SlotKind> = {
  [K in SlotName]: (typeof SLOTS)[K] extends Kind ? K : never;
}[SlotName];

export const SLOT_NAMES = Object.keys(SLOTS) as SlotName[];
