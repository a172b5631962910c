/**
 * Puts the popover beside its trigger, in viewport coordinates (it is fixed, like the sticky side
 * menu it belongs to). In the lower half of the window it opens upwards, so its codes never fall
 * below the window's edge. Set as custom properties: the CSP allows no style attributes in markup.
 */
export function placePopover(popover: HTMLElement, trigger: HTMLElement): void {
  const rect = trigger.getBoundingClientRect();
  const upwards = rect.top > window.innerHeight / 2;
  popover.dataset.placement = upwards ? 'above' : 'below';
  popover.style.setProperty('--wl-download-left', `${Math.round(rect.right)}px`);
  popover.style.setProperty(
    '--wl-download-top',
    `${Math.round(upwards ? window.innerHeight - rect.bottom : rect.top)}px`,
  );
}
