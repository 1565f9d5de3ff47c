/**
 * og:type=product and the product's price as Open Graph reads it (product:price:amount and
 * :currency: the price a guest of the page's country sees, as a decimal string). Next writes the rest
 * of the Open Graph tags (lib/seo/metadata.ts) but knows no product type, so the page renders these;
 * React puts them in the document's head.
 */
export function ProductOpenGraph({ price, currency }: { price: string | null; currency: string }) {
  return (
    <>
      <meta property="og:type" content="product" />
      {price !== null && (
        <>
          <meta property="product:price:amount" content={price} />
          <meta property="product:price:currency" content={currency} />
        </>
      )}
    </>
  );
}
