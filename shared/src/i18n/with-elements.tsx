import { Fragment, type ReactNode } from 'react';

// A private-use character: it never occurs in a catalogue's words, so it marks where an element goes.
const MARK = '\uE000';

/**
 * A translated sentence with elements (links) inside it. The catalogue puts `{name}` where its
 * language's word order wants the element ('write to {email}'); the element is put there, so
 * every language keeps the English's links.
 */
export function withElements(translate: (values: Record<string, string>) => string, elements: Record<string, ReactNode>): ReactNode {
  const markers = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  // Split on a captured name: even indexes are words, odd ones the names of elements.
  const parts = translate(markers).split(new RegExp(`${MARK}(\\w+)${MARK}`));
  return parts.map((part, index) => <Fragment key={index}>{index % 2 === 1 ? elements[part] : part}</Fragment>);
}
