/** Being built (issue 22): replaced by its page. */
export default function GoodsDiscountPage() {
  return null;
}
