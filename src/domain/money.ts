/** Money in yuan to the cent (§5: two decimals), as the wire carries it: 0.1 + 0.2 is 0.3. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;
