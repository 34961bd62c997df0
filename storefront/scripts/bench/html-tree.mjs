// The floor page's route module, written from a page the shop rendered: its body DOM as React
// createElement calls, so the floor renders (element by element, prop by prop) what the shop's
// page renders, without the shop's data, loaders or components. Never dangerouslySetInnerHTML: a
// string of markup would cost React nothing to render, and the floor would be no floor.
import { parseDocument } from 'htmlparser2';

// React's names for the HTML attributes whose spelling differs (React renders them back as HTML).
const PROP_NAMES = {
  class: 'className', for: 'htmlFor', tabindex: 'tabIndex', readonly: 'readOnly', maxlength: 'maxLength',
  minlength: 'minLength', colspan: 'colSpan', rowspan: 'rowSpan', srcset: 'srcSet', crossorigin: 'crossOrigin',
  autocomplete: 'autoComplete', autocapitalize: 'autoCapitalize', autofocus: 'autoFocus', enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode', fetchpriority: 'fetchPriority', referrerpolicy: 'referrerPolicy', 'http-equiv': 'httpEquiv',
  'accept-charset': 'acceptCharset', enctype: 'encType', formaction: 'formAction', formmethod: 'formMethod',
  formnovalidate: 'formNoValidate', novalidate: 'noValidate', datetime: 'dateTime', charset: 'charSet',
  contenteditable: 'contentEditable', spellcheck: 'spellCheck', usemap: 'useMap', allowfullscreen: 'allowFullScreen',
  playsinline: 'playsInline', hreflang: 'hrefLang', imagesrcset: 'imageSrcSet', imagesizes: 'imageSizes',
  popovertarget: 'popoverTarget', popovertargetaction: 'popoverTargetAction', 'xlink:href': 'xlinkHref', 'xml:lang': 'xmlLang',
};
// Attributes React takes as booleans: present in HTML means true.
const BOOLEANS = new Set(['hidden', 'disabled', 'checked', 'selected', 'required', 'multiple', 'open', 'readOnly',
  'autoFocus', 'noValidate', 'formNoValidate', 'allowFullScreen', 'playsInline', 'async', 'defer', 'inert', 'itemScope', 'reversed']);
// A form control's value as React's server renderer writes it back (value/checked would want onChange).
const UNCONTROLLED = { value: 'defaultValue', checked: 'defaultChecked' };
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const camel = (name) => name.replace(/[-:]([a-z])/g, (_, letter) => letter.toUpperCase());

/** `a: b; --c: d` → { a: 'b', '--c': 'd' } with React's camel-cased property names. */
export function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!property) continue;
    style[property.startsWith('--') ? property : camel(property.replace(/^-ms-/, 'ms-'))] = value;
  }
  return style;
}

/** One element's HTML attributes as React props (without children). */
export function propsOf(tag, attributes) {
  const props = {};
  for (const [name, value] of Object.entries(attributes)) {
    const lower = name.toLowerCase();
    if (lower === 'style') {
      props.style = styleObject(value);
      continue;
    }
    // data-* and aria-* stay as written; other dashed names (SVG's stroke-width) are React's camelCase.
    let prop = PROP_NAMES[lower] ?? (/^(data|aria)-/.test(lower) || !/[-:]/.test(name) ? name : camel(name));
    if ((tag === 'input' || tag === 'textarea' || tag === 'select') && prop in UNCONTROLLED) prop = UNCONTROLLED[prop];
    props[prop] = BOOLEANS.has(prop) || prop === 'defaultChecked' ? true : value;
  }
  return props;
}

/** Nodes the floor keeps: elements and text, never scripts (React Router's bootstrap and loader data are the shop's, the floor writes its own) nor comments (React's markers). */
function kept(nodes) {
  return nodes.filter((node) => node.type === 'tag' || node.type === 'style' || node.type === 'text');
}

/** createElement source for one node. */
function source(node) {
  if (node.type === 'text') return JSON.stringify(node.data);
  const tag = node.name;
  const props = propsOf(tag, node.attribs);
  let children = VOID.has(tag) ? [] : kept(node.children);
  // A textarea's text is its value to React.
  if (tag === 'textarea') {
    props.defaultValue = children.map((child) => child.data ?? '').join('');
    children = [];
  }
  const propsSource = Object.keys(props).length ? JSON.stringify(props) : 'null';
  return `h(${JSON.stringify(tag)}, ${propsSource}${children.map((child) => `, ${source(child)}`).join('')})`;
}

const elementsIn = (nodes) => nodes.reduce((sum, node) => sum + (node.type === 'text' ? 0 : 1 + elementsIn(kept(node.children ?? []))), 0);

/** The parts of a rendered page the floor copies: language, title, stylesheets and the body's nodes. */
export function pageParts(html) {
  const document = parseDocument(html, { lowerCaseAttributeNames: false });
  const find = (nodes, name) => {
    for (const node of nodes) {
      if (node.type === 'tag' && node.name === name) return node;
      const found = node.children ? find(node.children, name) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  const htmlElement = find(document.children, 'html');
  const head = find(document.children, 'head');
  const body = find(document.children, 'body');
  if (!body) throw new Error('the page has no <body>');
  const title = head?.children.find((node) => node.name === 'title')?.children.map((node) => node.data).join('') ?? '';
  const stylesheets = (head?.children ?? []).filter((node) => node.name === 'link' && node.attribs.rel === 'stylesheet').map((node) => node.attribs.href);
  const nodes = kept(body.children);
  return { lang: htmlElement?.attribs.lang ?? 'en', title, stylesheets, body: nodes, elements: elementsIn(nodes) };
}

/** How many elements (not scripts) a page's body holds: the floor's and the shop's must match. */
export const bodyElementCount = (html) => pageParts(html).elements;

/**
 * A React Router route module (plain ES module, no JSX) rendering `html`'s body as static
 * elements: no loader, no data; its title and stylesheets through React Router's meta and links.
 */
export function routeModuleSource(html) {
  const parts = pageParts(html);
  return [
    '// Written by the bench from a page the shop rendered (scripts/bench/html-tree.mjs): its body as static elements.',
    "import { createElement as h, Fragment } from 'react';",
    `export const meta = () => [{ title: ${JSON.stringify(parts.title)} }];`,
    `export const links = () => ${JSON.stringify(parts.stylesheets.map((href) => ({ rel: 'stylesheet', href })))};`,
    `export default function Page() {\n  return h(Fragment, null${parts.body.map((node) => `,\n    ${source(node)}`).join('')});\n}`,
    '',
  ].join('\n');
}
