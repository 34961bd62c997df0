import { FormattedMessage } from 'react-intl';
import { useLocalPath } from '../shop/shell';
import { ShopLink } from '../ui/shop-link';
import { SUPPORT_PATH } from './support-outcome';

/** The product page's ways into the support form (spec 2 §2, §4): a quote request and "manual not in my language", pre-filled from the SKU. */
export function ProductSupportLinks({ sku }: { sku: string }) {
  const local = useLocalPath();
  const href = (kind: 'quote' | 'manual') => local(`${SUPPORT_PATH}?${new URLSearchParams({ kind, sku })}`);
  return (
    <p className="buy-box__support" data-testid="product-support-links">
      <ShopLink to={href('quote')} rel="nofollow">
        <FormattedMessage id="support.productQuote" />
      </ShopLink>
      <ShopLink to={href('manual')} rel="nofollow">
        <FormattedMessage id="support.productManual" />
      </ShopLink>
    </p>
  );
}
