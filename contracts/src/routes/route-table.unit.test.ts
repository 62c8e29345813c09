import { describe, expect, it } from 'vitest';
import { routeCatalogue } from './catalogue.js';
import { routeTable } from './route-table.generated.js';
import { toRouteTable } from './route-table.js';

describe('generated route table', () => {
  it('is the catalogue without its schemas (run `npm run route-table` after changing the catalogue)', () => {
    expect(routeTable).toEqual(toRouteTable(routeCatalogue));
  });
});
