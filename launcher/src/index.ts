export { startStack, type RunningStack, type StackOptions } from './stack.js';
export { seedDemoCatalogue } from './seed-demo-catalogue.js';
