import type { BlockProps } from './block-component';
import { BlockImage } from './parts/block-image';
import { BlockSection } from './parts/block-section';
import { image, list, record, text } from './props';

/** `{ heading?, methods: { name, logo? }[] }`: the payment methods the shop accepts. */
export function TrustedPaymentsBlock({ block }: BlockProps) {
  const methods = list(block['methods'], (item) => {
    const fields = record(item);
    const name = text(fields?.['name']) ?? text(item);
    return name ? { name, logo: image(fields?.['logo']) } : undefined;
  });
  if (methods.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-payments">
      <ul className="cb-logos cb-logos--small" role="list">
        {methods.map((method, index) => (
          <li key={index} className="cb-logos__item">
            {method.logo ? <BlockImage image={{ ...method.logo, alt: method.name }} priority={false} className="cb-logos__image" /> : <span className="cb-logos__name">{method.name}</span>}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
