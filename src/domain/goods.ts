/**
 * Goods rules shared by the goods page and the mock backend (§7 Goods).
 */

/** What a low-stock mark needs of a goods row. */
export interface StockLevel {
  stock: number;
  /** 0: no warning line */
  stockWarning: number;
}

/**
 * At or below its warning line a goods is short (库存不足); a line of 0 never warns.
 * @example isLowStock({ stock: 6, stockWarning: 12 }) // true
 */
export function isLowStock(g: StockLevel): boolean {
  return g.stockWarning > 0 && g.stock <= g.stockWarning;
}

/** An EAN-8/EAN-13/UPC/ITF-14 style barcode: 8 to 14 digits. */
export const BARCODE_RE = /^\d{8,14}$/;
