import { manualRequestPrefill, quoteRequestPrefill } from '@shop/domain';
import { FormattedMessage } from 'react-intl';
import { useLocalPath } from '../shop/shell';
import { ShopLink } from '../ui/shop-link';
import { useOpenSupportDialog } from './open-support-dialog';
import { SUPPORT_PATH } from './support-outcome';

/** The product page's ways into the support form (spec 2 §2, §4): a quote request and "manual not in my language", pre-filled from the SKU; a dialog once the page runs its script. */
export function ProductSupportLinks({ sku }: { sku: string }) {
  const local = useLocalPath();
  const openDialog = useOpenSupportDialog();
  const href = (kind: 'quote' | 'manual') => local(`${SUPPORT_PATH}?${new URLSearchParams({ kind, sku })}`);
  return (
    <p className="buy-box__support" data-testid="product-support-links">
      <ShopLink to={href('quote')} rel="nofollow" onClick={openDialog(quoteRequestPrefill(sku))}>
        <FormattedMessage id="support.productQuote" />
      </ShopLink>
      <ShopLink to={href('manual')} rel="nofollow" onClick={openDialog(manualRequestPrefill(sku))}>
        <FormattedMessage id="support.productManual" />
      </ShopLink>
    </p>
  );
}
