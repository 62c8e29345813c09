// `npm run catalogue`: how much of the spec's call catalogue is served, per family.
import { formatCatalogueReport } from '../routes/catalogue-report.js';
import { routeCatalogue } from '../routes/catalogue.js';

console.log(formatCatalogueReport(routeCatalogue));
