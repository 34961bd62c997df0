import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useShell } from '../../shop/shell';
import { formatDimensions, formatKilograms } from './product-measures';
import type { Dimensions, ProductDetailsView } from './product-view';

/** A multi-line text attribute as paragraphs (the platform keeps line breaks, no markup). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{1,}/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line, index) => (
          <p key={index}>{line}</p>
        ))}
    </>
  );
}

function useUnits() {
  const { numbers } = useShell();
  const centimetres = (value: Dimensions) => formatDimensions(value, numbers);
  const kilograms = (value: number) => formatKilograms(value, numbers);
  return { centimetres, kilograms };
}

/** Description, highlights, technical details, what is in the box and the specification list. */
export function ProductDetails({ details, sku }: { details: ProductDetailsView; sku: string }) {
  const { centimetres, kilograms } = useUnits();
  const specs: [string, ReactNode][] = [];
  const add = (id: string, value: ReactNode | undefined) => {
    if (value !== undefined && value !== '') specs.push([id, value]);
  };
  add('product.spec.brand', details.brand);
  add('product.spec.model', details.model);
  add('product.spec.sku', sku);
  add('product.spec.ean', details.ean);
  add('product.spec.netDimensions', details.netDimensions && centimetres(details.netDimensions));
  add('product.spec.netWeight', details.netWeight !== undefined ? kilograms(details.netWeight) : undefined);
  add('product.spec.grossDimensions', details.grossDimensions && centimetres(details.grossDimensions));
  add('product.spec.grossWeight', details.grossWeight !== undefined ? kilograms(details.grossWeight) : undefined);
  add('product.spec.energyClass', details.energyClass);
  return (
    <section className="product-section product-details" aria-labelledby="product-details-title">
      <h2 id="product-details-title">
        <FormattedMessage id="product.details.title" />
      </h2>
      <div className="product-details__grid">
        <div className="product-details__text">
          {details.description && <Paragraphs text={details.description} />}
          {details.techdetails && (
            <>
              <h3>
                <FormattedMessage id="product.details.techdetails" />
              </h3>
              <Paragraphs text={details.techdetails} />
            </>
          )}
          {details.deliveryPackage && (
            <>
              <h3>
                <FormattedMessage id="product.details.deliveryPackage" />
              </h3>
              <Paragraphs text={details.deliveryPackage} />
            </>
          )}
          {details.manualUrl && (
            <p>
              <a href={details.manualUrl} rel="nofollow noopener" target="_blank">
                <FormattedMessage id="product.details.manual" />
              </a>
            </p>
          )}
        </div>
        <div className="product-details__specs">
          <h3>
            <FormattedMessage id="product.details.specifications" />
          </h3>
          <dl className="spec-list" data-testid="product-specs">
            {specs.map(([id, value]) => (
              <div key={id} className="spec-list__row">
                <dt>
                  <FormattedMessage id={id} />
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
