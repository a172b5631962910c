/** The security centre's sections, in tab order; each is a value of `?section=`. */
export const SECTION_KEYS = [
  'profile',
  'password',
  'fundsPassword',
  'bankCards',
  'twoFactor',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/**
 * The sections on offer (login password only when auth's modal is there, two-factor only when the
 * site offers it) and the one the address names; an unknown or absent name shows the profile.
 */
export function chooseSection(
  asked: string | null,
  offered: { password: boolean; twoFactor: boolean },
): { sections: SectionKey[]; current: SectionKey } {
  const sections = SECTION_KEYS.filter(
    (key) => (key !== 'password' || offered.password) && (key !== 'twoFactor' || offered.twoFactor),
  );
  return { sections, current: sections.find((key) => key === asked) ?? 'profile' };
}
