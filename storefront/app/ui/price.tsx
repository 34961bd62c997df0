import { formatMoney, type Money } from '@shop/domain';
import { useShell } from '../shop/shell';

/** A money amount in the shopper's locale, through domain's formatMoney (the same text on server and browser). */
export function Price({ value, className }: { value: Money; className?: string }) {
  const { numbers } = useShell();
  return <span className={className}>{formatMoney(value, numbers)}</span>;
}

/** The same, as text (for aria-labels and meta tags). */
export function useFormatMoney(): (value: Money) => string {
  const { numbers } = useShell();
  return (value) => formatMoney(value, numbers);
}
