import type { SlotName } from './slots';

/**
 * Where each slot shows and who renders it: the README's slot table is made from this and
 * SLOTS (slots.test.ts keeps the two in step). Kept apart from SLOTS so no page ships it.
 */
export const SLOT_DOCS: Record<SlotName, { where: string; renderedBy: string }> = {
  headerNav: {
    where: 'header, beside the logo (§2 Header navigation)',
    renderedBy: 'core/shell/Header',
  },
  headerActions: {
    where: 'header, right side (login and register, balance)',
    renderedBy: 'core/shell/Header',
  },
  accountMenu: {
    where: 'the account dropdown of the header (§2 Header)',
    renderedBy: 'core/shell/AccountMenu',
  },
  sideMenu: { where: 'side menu entries (§2 Side menu)', renderedBy: 'core/shell/SideMenu' },
  sideMenuSections: {
    where: 'side menu blocks below the entries',
    renderedBy: 'core/shell/SideMenu',
  },
  rightBar: {
    where: 'the right bar (customer-service entries)',
    renderedBy: 'core/shell/RightBar',
  },
  footer: { where: 'the footer', renderedBy: 'core/shell/Footer' },
  homeSections: {
    where: "home page rows, in the site's `layout.homeRows` order",
    renderedBy: 'lobby home page',
  },
  loginProviders: {
    where: 'one-click sign-in inside the login and register popups',
    renderedBy: 'auth popups',
  },
  loginBanner: {
    where: 'the top of the login popup (§3 banner group w_login)',
    renderedBy: 'auth LoginModal',
  },
  registerBanner: {
    where: 'the top of the register popup (§3 banner group w_register)',
    renderedBy: 'auth RegisterModal',
  },
  forgotBanner: {
    where: 'the top of the forgot-password popup (§3 banner group w_forget)',
    renderedBy: 'auth ForgotPasswordModal',
  },
  memberCentre: {
    where: 'a page of the member centre, `/member/<key>` (§2 page keys)',
    renderedBy: 'core/centre',
  },
  agentCentre: {
    where: 'a page of the agent centre, `/agentHome/<key>`',
    renderedBy: 'core/centre',
  },
};

const ENTRY_OF_KIND = {
  component: '`{ key, component }`',
  link: '`{ key, label, to }` or `{ key, label, modal }`',
  page: '`{ key, label, page }`',
} as const;

/** The README's slot table, one row per declared slot. */
export function slotTableMarkdown(
  slots: Readonly<Record<SlotName, keyof typeof ENTRY_OF_KIND>>,
): string {
  const rows = (Object.keys(slots) as SlotName[]).map(
    (name) =>
      `| \`${name}\` | ${ENTRY_OF_KIND[slots[name]]} | ${SLOT_DOCS[name].where} | ${SLOT_DOCS[name].renderedBy} |`,
  );
  return [
    '| Slot | Entry | Where it shows | Rendered by |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
