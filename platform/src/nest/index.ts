// The Nest part of the platform, for the two services built on Nest (command and query). Apart from
// the main entry so that the gateway, the projector and the command-line tools, which are not Nest
// applications, do not load Nest and rxjs when they start (half a second of CPU each).
export * from './catalogue.controller.js';
export * from './start-nest-service.js';
