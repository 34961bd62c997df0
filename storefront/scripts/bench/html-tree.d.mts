// Types for the storefront's unit spec (test/unit/bench-html-tree.spec.ts), which imports this plain-JS bench module.
export function styleObject(text: string): Record<string, string>;
export function propsOf(tag: string, attributes: Record<string, string>): Record<string, unknown>;
export function pageParts(html: string): { lang: string; title: string; stylesheets: string[]; body: unknown[]; elements: number };
export function bodyElementCount(html: string): number;
export function routeModuleSource(html: string): string;
