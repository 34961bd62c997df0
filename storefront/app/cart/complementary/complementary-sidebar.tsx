import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import { Button } from '../../ui/button';
import { SidePanel } from '../../ui/side-panel';
import { cartSidebarAtom } from '../sidebar/sidebar-state';
import { ComplementaryItem } from './complementary-item';
import { COMPLEMENTARY_ROUTE, type ComplementaryAnswer } from './complementary-products';
import './complementary.css';

/**
 * The complementary-products sidebar (spec 2 §2, §4): opened after add to cart with the SKU just
 * added; up to 4 products of the backend's choice, each with its own add to cart, and 'Go to cart'.
 * With no products (or the backend away) it hands over to the cart sidebar itself.
 */
export function ComplementarySidebar({ sku }: { sku: string }) {
  const setSidebar = useSetAtom(cartSidebarAtom);
  const intl = useIntl();
  const loader = useFetcher<ComplementaryAnswer>({ key: `complementary:${sku}` });

  useEffect(() => {
    void loader.load(`${COMPLEMENTARY_ROUTE}?sku=${encodeURIComponent(sku)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per SKU
  }, [sku]);

  const answer = loader.data?.sku === sku ? loader.data : undefined;
  const products = answer && 'products' in answer ? answer.products : undefined;
  const nothing = answer !== undefined && (!products || products.length === 0);
  useEffect(() => {
    if (nothing) setSidebar({ kind: 'cart' });
  }, [nothing, setSidebar]);
  // Nothing to show until the products are there: an empty panel flashing before the cart opens helps no one.
  if (!products || products.length === 0) return null;

  const goToCart = () => setSidebar({ kind: 'cart' });
  return (
    <SidePanel
      title={<FormattedMessage id="complementary.title" />}
      closeLabel={intl.formatMessage({ id: 'complementary.close' })}
      onClose={() => setSidebar(null)}
      testId="complementary-sidebar"
      footer={
        <Button variant="primary" size="lg" onClick={goToCart} data-testid="complementary-go-to-cart">
          <FormattedMessage id="complementary.goToCart" />
        </Button>
      }
    >
      <p className="side-panel__intro"><FormattedMessage id="complementary.intro" /></p>
      <ul className="complementary-list">
        {products.map((product) => (
          <ComplementaryItem key={product.sku} product={product} />
        ))}
      </ul>
    </SidePanel>
  );
}
