export interface NamedLink {
  readonly key: string;
  readonly name: string;
  readonly url: string;
}
export interface LinkBlock {
  readonly type: 'department-block' | 'trusted-brands';
  readonly heading: string;
  readonly links: readonly NamedLink[];
}

/** The CMS's 404 blocks this page shows: shop by department and trusted brands. */
export function linkBlocksOf(content: unknown): LinkBlock[] {
  const blocks = (content as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((raw): LinkBlock[] => {
    const block = raw as { type?: unknown; heading?: unknown; departments?: unknown; brands?: unknown };
    const list = block.type === 'department-block' ? block.departments : block.type === 'trusted-brands' ? block.brands : undefined;
    if (typeof block.heading !== 'string' || !Array.isArray(list)) return [];
    const links = list.flatMap((item): NamedLink[] => {
      const link = item as Partial<NamedLink>;
      return typeof link.name === 'string' && typeof link.url === 'string' && link.url.startsWith('/') && !link.url.startsWith('//')
        ? [{ key: String(link.key ?? link.url), name: link.name, url: link.url }]
        : [];
    });
    return links.length > 0 ? [{ type: block.type as LinkBlock['type'], heading: block.heading, links }] : [];
  });
}
