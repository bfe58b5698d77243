/** docs/product/access.md#api-tokens: create, list and revoke personal API tokens. Filled in by the API-token work. */
export function ApiTokensPanel() {
  return null;
}
