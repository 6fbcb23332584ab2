/** The place calls' wire path (§7 Places and chain), for the console's service and the mock's routes. */
export const PLACE_BASE = '/business-merchant/businessPlace';
