export { startCommandService, type CommandServiceOptions, type RunningCommandService } from './start-command-service.js';
