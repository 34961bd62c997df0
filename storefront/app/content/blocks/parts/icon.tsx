import { SpriteIcon } from '../../../ui/icons';

/** The few line icons CMS blocks may name (24×24, stroke = currentColor), as `cb-{name}` in the shop's sprite. */
export const BLOCK_ICON_NAMES = ['truck', 'lock', 'headset', 'percent', 'check', 'phone', 'mail', 'clock', 'shield', 'return', 'info', 'star', 'tag', 'box'] as const;

const KNOWN: ReadonlySet<string> = new Set(BLOCK_ICON_NAMES);

/** An unknown name draws a check mark. */
export function Icon({ name, className = 'cb-icon' }: { name: string | undefined; className?: string }) {
  return <SpriteIcon id={`cb-${name && KNOWN.has(name) ? name : 'check'}`} className={className} />;
}
