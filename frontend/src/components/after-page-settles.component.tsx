import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenPageSettled } from '../lib/page-settled';

/**
 * A part of the page the first paint does not need (below the fold, in every page's frame): its
 * code (a `lazy` component in `children`) starts loading once the page has settled, and
 * `placeholder`, which should hold the part's place so nothing shifts, stands in until then.
 */
export function AfterPageSettles({ children, placeholder }: { readonly children: ReactNode; readonly placeholder: ReactNode }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  return settled ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
