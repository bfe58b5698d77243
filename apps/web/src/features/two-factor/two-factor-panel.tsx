/** docs/product/access.md#two-factor: set up, see and turn off the second factor. Filled in by the two-factor work. */
export function TwoFactorPanel() {
  return null;
}
