import { contentItemsProjection } from './content/content-items.projection.js';
import type { AnyDocumentProjection } from './runtime/projection.js';

/** Every projection the projections service runs. */
export const allProjections: readonly AnyDocumentProjection[] = [contentItemsProjection];

export function projectionNamed(name: string): AnyDocumentProjection | undefined {
  return allProjections.find((projection) => projection.name === name);
}
